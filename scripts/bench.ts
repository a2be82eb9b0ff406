// Measures the budgets of DESIGN.md that this release touches:
// JavaScript before the sign-in page shows, lazily loaded chunks, server start time.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createServer, type AddressInfo } from 'node:net';
import { benchList } from './bench-list';
import { benchImport } from './bench-products';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function bundle() {
  if (!existsSync('dist/index.html'))
    spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  const html = readFileSync('dist/index.html', 'utf8');
  const initial = new Set(
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  );
  const files = readdirSync('dist/assets').filter((f) => f.endsWith('.js'));
  const size = (f: string) => gzipSync(readFileSync(path.join('dist', f))).length;
  let before = 0;
  console.log('JavaScript loaded before the sign-in page shows (gzip):');
  for (const f of initial) {
    const s = size(f);
    before += s;
    console.log(`  ${f.padEnd(44)} ${kb(s)}`);
  }
  console.log(`  total ${kb(before)} (budget 300 KB) ${before <= 300 * 1024 ? 'OK' : 'OVER'}`);
  console.log('Lazily loaded chunks (gzip, budget 150 KB each):');
  for (const f of files.filter((f) => !initial.has(`assets/${f}`))) {
    const s = size(`assets/${f}`);
    console.log(`  assets/${f.padEnd(37)} ${kb(s)} ${s <= 150 * 1024 ? 'OK' : 'OVER'}`);
  }
}

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

/** Starts the server on `dataDir` and answers the milliseconds until /login answers 200. */
async function startTime(dataDir: string): Promise<number> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    for (;;) {
      await new Promise((r) => setTimeout(r, 50));
      if (exited) throw new Error('server exited before answering');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/login`);
        if (res.ok) return performance.now() - t0;
      } catch {
        // not listening yet
      }
      if (performance.now() - t0 > 120_000) throw new Error('server did not start');
    }
  } finally {
    if (!exited) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
}

async function server() {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  try {
    const cold = await startTime(path.join(dir, 'pglite'));
    const warm = await startTime(path.join(dir, 'pglite'));
    console.log('Server start until the sign-in page answers:');
    console.log(`  first start (migrate + seed): ${(cold / 1000).toFixed(2)} s`);
    console.log(`  warm start:                   ${(warm / 1000).toFixed(2)} s`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

bundle();
await server();
await benchList();
await benchImport();
