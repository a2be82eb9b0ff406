// The portal's server as a process of its own, for the measurements that need a real server:
// it listens on a port the system picks (PORT=0) and writes its address to READY_FILE, so no
// port is chosen first and hoped free.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A database for a server: a PGlite folder, or a PostgreSQL database (DATABASE_URL). */
export interface BenchDatabase {
  label: 'PGlite' | 'PostgreSQL';
  dataDir: string;
  databaseUrl: string;
}

export interface RunningServer {
  origin: string;
  pid: number;
  /** From spawning the process until the sign-in page answered. */
  startMs: number;
  stop(): Promise<void>;
}

/** Resident memory of a process in MB (Linux). */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]) / 1024);
}

/** Environment that points the server at `db`, whatever the caller's environment says. */
export function databaseEnv(db: BenchDatabase): NodeJS.ProcessEnv {
  return { DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl };
}

/** The server's command line, as `npm run serve` has it (package.json). */
const SERVE = ['--import', 'tsx', 'server/main.ts'];

/** Starts the server (`npm run serve`) on `db`; resolves once the sign-in page answers. */
export async function startServer(
  db: BenchDatabase,
  env: NodeJS.ProcessEnv = {},
): Promise<RunningServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-server-'));
  const readyFile = path.join(dir, 'ready');
  const t0 = performance.now();
  const child: ChildProcess = spawn(process.execPath, SERVE, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      SEED: 'true',
      MAIL_SANDBOX: 'false',
      UPLOAD_DIR: path.join(dir, 'uploads'),
      ...databaseEnv(db),
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      READY_FILE: readyFile,
    },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const pid = child.pid!;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
      if (performance.now() - t0 > 180_000) throw new Error('server did not start in 3 min');
      // main.ts writes the ready file, with the address it listens on, once it listens.
      if (existsSync(readyFile) && readFileSync(readyFile, 'utf8').startsWith('http')) break;
      await sleep(50);
    }
    const origin = readFileSync(readyFile, 'utf8');
    const res = await fetch(`${origin}/login`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`sign-in page answered ${res.status}`);
    return { origin, pid, startMs: performance.now() - t0, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Signs in a demo account (company@demo.th, owner of the first two shops, unless told) and returns the session cookie. */
export async function signIn(origin: string, email = 'company@demo.th'): Promise<string> {
  const res = await fetch(`${origin}/api/auth-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'Demo@1234' }),
  });
  await res.arrayBuffer();
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}

/**
 * A fresh database for one run: a PGlite folder, or `bench_<pid>_<name>` created on the
 * PostgreSQL server of `adminUrl`. `drop` removes it.
 */
export async function freshDatabase(
  name: string,
  adminUrl?: string,
): Promise<BenchDatabase & { drop(): Promise<void> }> {
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), `portal-bench-${name}-`));
    return {
      label: 'PGlite',
      dataDir: path.join(dir, 'pglite'),
      databaseUrl: '',
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const dbName = `bench_${process.pid}_${name}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return {
    label: 'PostgreSQL',
    dataDir: path.join(tmpdir(), 'portal-bench-unused'),
    databaseUrl: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`),
  };
}

/**
 * Runs `script` (a bench file's URL) with `args` in a child process against the database (so
 * the seeding's memory is not the bench's), and answers what it wrote to BENCH_SEED_OUT.
 */
export async function seedInChild<T>(
  db: BenchDatabase,
  script: string,
  args: string[],
): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-seed-'));
  const out = path.join(dir, 'seeded.json');
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(script), ...args], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, LOG_LEVEL: 'warn', ...databaseEnv(db), BENCH_SEED_OUT: out },
    });
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    if (code !== 0) throw new Error(`seeding failed (${code})`);
    return JSON.parse(readFileSync(out, 'utf8')) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
