import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { th } from '../../i18n/th';
import { trustProxyFromEnv } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { FolderLockedError } from '../../server/db/folderLock';
import { call, DEMO_PASSWORD, ORIGIN, testApp } from './helpers';

const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `portal-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/** Runs a command of the project (tsx) and collects its output. */
function run(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (d) => (out.stdout += String(d)));
  child.stderr.on('data', (d) => (out.stderr += String(d)));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, out, exited };
}

/** Starts the real server (server/main.ts) without demo data; resolves once it listens. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const proc = run(['server/main.ts'], {
    PORT: String(port),
    SEED: 'false',
    STATIC_DIR: '/nonexistent',
    UPLOAD_DIR: tempDir('up'),
    ...env,
  });
  await new Promise<void>((resolve, reject) => {
    proc.child.stdout!.on('data', () => proc.out.stdout.includes('ready in') && resolve());
    void proc.exited.then((code) => reject(new Error(`exited ${code}: ${proc.out.stderr}`)));
  });
  return { ...proc, port };
}

const stop = (child: ChildProcess) => child.exitCode === null && child.kill('SIGKILL');

describe('the embedded database folder belongs to one process', () => {
  it('a second open of the same folder is refused; a closed or dead holder is not in the way', async () => {
    const dir = tempDir('pglite');
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(FolderLockedError);
    await first.close();
    const again = await openDatabase({ dataDir: dir });
    await again.close();
    // A lock left by a process that no longer runs (killed) is taken over.
    writeFileSync(path.join(dir, 'portal-server.lock'), '4194000');
    const afterCrash = await openDatabase({ dataDir: dir });
    await afterCrash.close();
  });

  it('a second server on a folder in use exits at once with a clear message', async () => {
    const dir = tempDir('pglite');
    const holder = await openDatabase({ dataDir: dir });
    try {
      const started = Date.now();
      const second = run(['server/main.ts'], {
        PORT: String(await freePort()),
        DATA_DIR: dir,
        STATIC_DIR: '/nonexistent',
      });
      expect(await second.exited).toBe(1);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(second.out.stderr).toContain(
        `is in use by another server process (pid ${process.pid})`,
      );
    } finally {
      await holder.close();
    }
  });
});

describe('SIGTERM', () => {
  it('stops the server within 10 s with keep-alive clients connected', async () => {
    const server = await startServer({ DATA_DIR: 'memory://' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    try {
      const get = () =>
        new Promise<number>((resolve, reject) =>
          http
            .get({ port: server.port, path: '/api/master-gettitles', agent }, (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            })
            .on('error', reject),
        );
      expect(await Promise.all([get(), get(), get()])).toEqual([200, 200, 200]);
      // A keep-alive request in flight when the signal comes: its body is still arriving.
      const body = JSON.stringify({ email: 'nobody@demo.th', password: 'Wrong@1234' });
      const socket = net.connect(server.port, '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      let answer = '';
      socket.on('data', (d) => (answer += String(d)));
      socket.write(
        `POST /api/auth-login HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n` +
          `Origin: http://127.0.0.1:${server.port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n` +
          body.slice(0, 10),
      );
      await new Promise((r) => setTimeout(r, 300));
      const started = Date.now();
      server.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      socket.write(body.slice(10));
      expect(await server.exited).toBe(0);
      expect(answer).toMatch(/^HTTP\/1\.1 400/);
      socket.destroy();
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      agent.destroy();
      stop(server.child);
    }
  });
});

describe('SIGTERM during a streamed export', () => {
  it('the download ends, its keep-alive connection closes, the database closes, exit 0', async () => {
    const dir = tempDir('pglite');
    const server = await startServer({ DATA_DIR: dir, SEED: 'true', LOG_LEVEL: 'info' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const origin = `http://127.0.0.1:${server.port}`;
      const signIn = await fetch(`${origin}/api/auth-login`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.th', password: DEMO_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers.get('set-cookie')!.split(';')[0];
      let started = 0;
      let socketClosed = false;
      const download = await new Promise<{ status: number; keepAlive: boolean; body: Buffer }>(
        (resolve, reject) =>
          http
            .get(
              {
                port: server.port,
                path: '/api/report-exportinventoryreport',
                headers: { cookie },
                agent,
              },
              (res) => {
                res.socket.once('close', () => (socketClosed = true));
                // The headers (keep-alive) are out, the file is coming: the signal now.
                started = Date.now();
                server.child.kill('SIGTERM');
                const chunks: Buffer[] = [];
                res.on('data', (c: Buffer) => chunks.push(c));
                res.on('end', () =>
                  resolve({
                    status: res.statusCode ?? 0,
                    keepAlive: res.headers.connection !== 'close',
                    body: Buffer.concat(chunks),
                  }),
                );
                res.on('error', reject);
              },
            )
            .on('error', reject),
      );
      expect(download.status).toBe(200);
      expect(download.keepAlive).toBe(true);
      // A whole .xlsx (a zip): its end-of-directory record closes the file.
      expect(download.body.subarray(-22).readUInt32LE(0)).toBe(0x06054b50);
      expect(await server.exited, server.out.stderr).toBe(0);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(socketClosed).toBe(true);
      // The database was closed: its folder's lock is gone (a killed process leaves it).
      expect(existsSync(path.join(dir, 'portal-server.lock'))).toBe(false);
      expect(server.out.stdout).not.toContain('shutdown took too long');
      expect(server.out.stdout).toContain('Demo accounts (password');
    } finally {
      agent.destroy();
      stop(server.child);
    }
  }, 120_000);
});

describe('SIGTERM with a request that never ends', () => {
  it('its connection is cut after 5 s and the database still closes: exit 0', async () => {
    const dir = tempDir('pglite');
    const server = await startServer({ DATA_DIR: dir });
    try {
      // A body announced and never sent whole: the request runs until its connection is cut.
      const socket = net.connect(server.port, '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      let cut = false;
      socket.on('close', () => (cut = true));
      socket.on('error', () => undefined);
      socket.write(
        `POST /api/auth-login HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n` +
          `Origin: http://127.0.0.1:${server.port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: 1000\r\n\r\n{"email":`,
      );
      await new Promise((r) => setTimeout(r, 300));
      const started = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited, server.out.stderr).toBe(0);
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(4500);
      expect(took).toBeLessThan(8000);
      expect(cut).toBe(true);
      expect(existsSync(path.join(dir, 'portal-server.lock'))).toBe(false);
      // Started without demo data: no demo accounts to show, the way to the first account.
      expect(server.out.stdout).not.toContain('Demo accounts');
      expect(server.out.stdout).toContain('npm run create-admin');
      socket.destroy();
    } finally {
      stop(server.child);
    }
  }, 60_000);
});

describe('the first staff account of a portal without demo data', () => {
  it('npm run create-admin makes a staff administrator who can sign in', async () => {
    const dir = tempDir('pglite');
    const env = { DATA_DIR: dir, ADMIN_PASSWORD: 'Strong#Pass2026' };
    const created = run(['scripts/create-admin.ts', '--email', 'Boss@Example.th'], env);
    expect(await created.exited, created.out.stderr).toBe(0);
    expect(created.out.stdout).toContain('Created staff account');
    const twice = run(['scripts/create-admin.ts', '--email', 'boss@example.th'], env);
    expect(await twice.exited).toBe(1);
    expect(twice.out.stderr).toContain('exists already');
    const weak = run(['scripts/create-admin.ts', '--email', 'x@example.th'], {
      DATA_DIR: dir,
      ADMIN_PASSWORD: 'short',
    });
    expect(await weak.exited).toBe(1);

    const ctx = await testApp({ dataDir: dir, seed: false, databaseUrl: undefined });
    try {
      const res = await call<{ user_type_id: number; menus?: unknown }>(
        ctx.app,
        'POST',
        'auth-login',
        {
          body: { email: 'boss@example.th', password: 'Strong#Pass2026' },
        },
      );
      expect(res.status).toBe(200);
      expect(res.body.data.user_type_id).toBe(3);
      // No demo accounts, but the reference data is there.
      const demo = await call(ctx.app, 'POST', 'auth-login', {
        body: { email: 'admin@demo.th', password: DEMO_PASSWORD },
      });
      expect(demo.status).toBe(400);
      const titles = await call<unknown[]>(ctx.app, 'GET', 'master-gettitles');
      expect(titles.body.data.length).toBeGreaterThan(0);
    } finally {
      await ctx.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('reads true, a hop count or a list of addresses', () => {
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv('false')).toBe(false);
    expect(trustProxyFromEnv('true')).toBe(true);
    expect(trustProxyFromEnv('1')).toBe(1);
    expect(trustProxyFromEnv('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
  });

  const failFrom = (app: Parameters<typeof call>[0], ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth-login',
      headers: { origin: ORIGIN, 'x-forwarded-for': ip },
      payload: { email: `someone-${Math.random()}@demo.th`, password: 'Wrong@1234' },
    });

  it.each([
    [true, 400],
    [false, 429],
  ])(
    'trusted %s: the per-address limit counts the forwarded client (second client: %i)',
    async (trust, second) => {
      const ctx = await testApp({
        trustProxy: trust,
        loginLimit: { perAccount: 10, perAddress: 2, windowMs: 60_000 },
      });
      try {
        for (let i = 0; i < 2; i++)
          expect((await failFrom(ctx.app, '203.0.113.7')).statusCode).toBe(400);
        expect((await failFrom(ctx.app, '203.0.113.7')).statusCode).toBe(429);
        expect((await failFrom(ctx.app, '198.51.100.9')).statusCode).toBe(second);
      } finally {
        await ctx.close();
      }
    },
  );
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the database out of reach', () => {
  it('answers 503 with Retry-After, and serves again once it is back', async () => {
    // The app reaches PostgreSQL through a relay the test can cut.
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const sockets = new Set<net.Socket>();
    let open = true;
    const relay = net.createServer((client) => {
      if (!open) return client.destroy();
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      client.pipe(upstream).pipe(client);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => s.destroy());
        s.on('close', () => sockets.delete(s));
      }
    });
    await new Promise<void>((r) => relay.listen(0, '127.0.0.1', r));
    const ctx = await testApp({ viaPort: (relay.address() as AddressInfo).port });
    try {
      expect((await call(ctx.app, 'GET', 'master-gettitles')).status).toBe(200);
      open = false;
      sockets.forEach((s) => s.destroy());
      await new Promise((r) => setTimeout(r, 100));
      const res = await ctx.app.inject({ method: 'GET', url: '/api/master-gettitles' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ code: 503, message: th.server.unavailable });
      open = true;
      expect((await call(ctx.app, 'GET', 'master-gettitles')).status).toBe(200);
    } finally {
      open = true;
      await ctx.close();
      relay.close();
    }
  });
});
