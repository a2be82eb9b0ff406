// Memory of a real server process (VmRSS): idle after start, after product imports, and idle
// again after a restart on the grown database.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMPORT_ROW_LIMIT } from '../contract/limits';
import { productFile } from './product-file';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface MemoryBenchOptions {
  /** Starts the server; default `node --import tsx server/main.ts`. */
  command?: string[];
  /** Added to the environment (DATA_DIR, UPLOAD_DIR, PORT, SEED and READY_FILE are set here). */
  env?: NodeJS.ProcessEnv;
  /** Imports of `rows` products each, into one shop (default 10 of 10,000). */
  imports?: number;
  rows?: number;
  /** Wait before each reading (default 3 s). */
  settleMs?: number;
  /** Runs against the server after the imports' reading (e.g. times the product list). */
  afterImports?: (server: { origin: string; cookie: string; shopId: number }) => Promise<void>;
}

export interface MemoryBenchResult {
  /** First start: migrations and seeding of a new database. */
  idleMb: number;
  afterImportsMb: number;
  /** Highest RSS seen while importing. */
  peakMb: number;
  /** Idle after a restart on the same database (now holding the imported products). */
  restartIdleMb: number;
  /** Time of each import request on loopback. */
  importMs: number[];
}

/** A port nobody listens on now, chosen by the system. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** Resident memory of a process in MB (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]) / 1024);
}

/** Starts the server on the database in `dir` and waits until it listens. */
async function startServer(dir: string, opts: MemoryBenchOptions) {
  const readyFile = path.join(dir, 'ready');
  rmSync(readyFile, { force: true });
  const port = await freePort();
  const [cmd, ...args] = opts.command ?? ['node', '--import', 'tsx', 'server/main.ts'];
  const child = spawn(cmd, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: path.join(dir, 'pglite'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      LOG_LEVEL: 'warn',
      MAIL_SANDBOX: 'false',
      ...opts.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'true',
      READY_FILE: readyFile,
    },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  for (let waited = 0; !existsSync(readyFile); waited += 100) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    if (waited > 120_000) {
      await stop();
      throw new Error('server did not start in 2 min');
    }
    await sleep(100);
  }
  return { pid: child.pid!, origin: `http://127.0.0.1:${port}`, stop };
}

/** Imports `count` files of `rows` products into the first shop of company@demo.th. */
async function importProducts(origin: string, count: number, rows: number) {
  const login = await fetch(`${origin}/api/auth-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'company@demo.th', password: 'Demo@1234' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const shopId = ((await login.json()) as { data: { shop_list: { shop_id: number }[] } }).data
    .shop_list[0].shop_id;
  const importMs: number[] = [];
  for (let i = 0; i < count; i++) {
    // Distinct codes each time: a code already in the shop refuses the whole file.
    const file = await productFile(rows, `MEM${i}`);
    const form = new FormData();
    form.append('shop_id', String(shopId));
    form.append('products', new Blob([new Uint8Array(file)], { type: XLSX }), 'products.xlsx');
    const t0 = performance.now();
    const res = await fetch(`${origin}/api/upload-importproduct`, {
      method: 'POST',
      headers: { origin, cookie },
      body: form,
    });
    const body = await res.text();
    importMs.push(Math.round(performance.now() - t0));
    if (!res.ok) throw new Error(`import ${i + 1} failed: ${res.status} ${body.slice(0, 300)}`);
  }
  return { cookie, shopId, importMs };
}

/** Starts the server on a new database and measures its memory around product imports. */
export async function benchMemory(opts: MemoryBenchOptions = {}): Promise<MemoryBenchResult> {
  const settleMs = opts.settleMs ?? 3000;
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-memory-'));
  try {
    const first = await startServer(dir, opts);
    let idleMb: number, afterImportsMb: number, peakMb: number, importMs: number[];
    try {
      await sleep(settleMs);
      idleMb = peakMb = rssMb(first.pid);
      const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(first.pid))), 100);
      const imported = await importProducts(
        first.origin,
        opts.imports ?? 10,
        opts.rows ?? IMPORT_ROW_LIMIT,
      ).finally(() => clearInterval(sampler));
      importMs = imported.importMs;
      await sleep(settleMs);
      afterImportsMb = rssMb(first.pid);
      peakMb = Math.max(peakMb, afterImportsMb);
      await opts.afterImports?.({ origin: first.origin, ...imported });
    } finally {
      await first.stop();
    }
    const again = await startServer(dir, opts);
    try {
      await sleep(settleMs);
      const restartIdleMb = rssMb(again.pid);
      return { idleMb, afterImportsMb, peakMb, restartIdleMb, importMs };
    } finally {
      await again.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
