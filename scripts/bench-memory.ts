// Memory of a real server process (VmRSS): idle after start, after product imports, and idle
// again after a restart on the grown database.
import { IMPORT_ROW_LIMIT } from '../contract/limits';
import { productFile } from './product-file';
import { rssOf, startServer, type BenchDatabase } from './bench-server';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface MemoryBenchOptions {
  /** Added to the server's environment. */
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

/** Starts the server on a new database `db` and measures its memory around product imports. */
export async function benchMemory(
  db: BenchDatabase,
  opts: MemoryBenchOptions = {},
): Promise<MemoryBenchResult> {
  const settleMs = opts.settleMs ?? 3000;
  const first = await startServer(db, opts.env);
  let idleMb: number, afterImportsMb: number, peakMb: number, importMs: number[];
  try {
    await sleep(settleMs);
    idleMb = peakMb = rssOf(first.pid);
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssOf(first.pid))), 100);
    const imported = await importProducts(
      first.origin,
      opts.imports ?? 10,
      opts.rows ?? IMPORT_ROW_LIMIT,
    ).finally(() => clearInterval(sampler));
    importMs = imported.importMs;
    await sleep(settleMs);
    afterImportsMb = rssOf(first.pid);
    peakMb = Math.max(peakMb, afterImportsMb);
    await opts.afterImports?.({ origin: first.origin, ...imported });
  } finally {
    await first.stop();
  }
  const again = await startServer(db, opts.env);
  try {
    await sleep(settleMs);
    const restartIdleMb = rssOf(again.pid);
    return { idleMb, afterImportsMb, peakMb, restartIdleMb, importMs };
  } finally {
    await again.stop();
  }
}
