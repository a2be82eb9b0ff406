// The reports' .xlsx exports on shops of 10,000 and 100,000 stock items and orders (DESIGN.md
// "Budgets": a 100,000-row export is streamed, its memory does not grow with the row count).
// The shops are grown by scripts/bench-seed.ts, the server runs as a process of its own, and
// each export is downloaded over HTTP on loopback while the server's resident memory is
// sampled; the file is then read back (streamed) to count its rows. Run by
// `npm run bench -- --only=report`.
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { benchList, LISTS } from './bench-list';
import { seedShops, type SeededShop } from './bench-seed';
import { rssOf, signIn, startServer, type BenchDatabase } from './bench-server';
import { latencyRow, valueRow, type ResultRow } from './bench-table';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const count = (n: number) => n.toLocaleString('en');
/** Rows above the sheet's data: the title, the shop line, the headings. */
const HEAD_ROWS = 3;
/** How often the server's memory is read during a download. */
const SAMPLE_MS = 25;
/** The list pages' budget (DESIGN.md "Budgets"), which the report screens' pages keep too. */
const PAGE_BUDGET_MS = 50;

export interface ExportMeasure {
  rows: number;
  bytes: number;
  ms: number;
  /** The server's RSS before the download, and its highest during it (MB). */
  baseMb: number;
  peakMb: number;
}

/** Downloads one export, sampling the server's memory meanwhile; counts the file's rows. */
async function measure(
  server: { origin: string; pid: number },
  cookie: string,
  url: string,
): Promise<ExportMeasure> {
  // Let the previous download's garbage go before the baseline is read.
  await sleep(1500);
  const baseMb = rssOf(server.pid);
  let peakMb = baseMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssOf(server.pid))), SAMPLE_MS);
  const t0 = performance.now();
  let file: Buffer;
  try {
    const res = await fetch(`${server.origin}${url}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    file = Buffer.from(await res.arrayBuffer());
  } finally {
    clearInterval(sampler);
  }
  const ms = performance.now() - t0;
  peakMb = Math.max(peakMb, rssOf(server.pid));
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {});
  for await (const sheet of reader) for await (const row of sheet) if (row.number > 0) rows++;
  return { rows: rows - HEAD_ROWS, bytes: file.length, ms, baseMb, peakMb };
}

/**
 * Seeds `db` with a shop of `small` and one of `big` stock items and orders, starts the server
 * and downloads the shipping and inventory exports of each.
 */
export async function benchReportExport(
  db: BenchDatabase,
  opts: { small: number; big: number; calls: number; step: (what: string) => void },
): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  opts.step(`${db.label}: seeding shops of ${count(opts.small)} and ${count(opts.big)} items`);
  const t0 = performance.now();
  const shops = await seedShops(db, { SH0001: opts.big, SH0002: opts.small });
  const seedS = ((performance.now() - t0) / 1000).toFixed(0);
  const shopNo = { [opts.big]: 'SH0001', [opts.small]: 'SH0002' };
  const bySize = (n: number) => shops.find((s) => s.shopNo === shopNo[n]) as SeededShop;
  const server = await startServer(db);
  try {
    const cookie = await signIn(server.origin);
    // First exports of no rows load the writer's code: its memory is not the rows'.
    for (const endpoint of ['report-exportshippingreport', 'report-exportinventoryreport'])
      await measure(server, cookie, `/api/${endpoint}?shop_id=${bySize(opts.small).id}&search=zz`);
    const kinds = [
      ['shipping', 'report-exportshippingreport', 'orders'],
      ['inventory', 'report-exportinventoryreport', 'stock items'],
    ] as const;
    const measured: Record<string, ExportMeasure[]> = {};
    for (const [name, endpoint, noun] of kinds) {
      for (const size of [opts.small, opts.big]) {
        const shop = bySize(size);
        opts.step(`${db.label}: ${name} export, shop of ${count(size)} ${noun}`);
        const url = `/api/${endpoint}?shop_id=${shop.id}`;
        // The first run also fills the database's page cache with the shop's rows (PGlite's
        // cache is the server's memory); the second shows what the export itself holds.
        const cold = await measure(server, cookie, url);
        const m = await measure(server, cookie, url);
        (measured[name] ??= []).push(m);
        rows.push(
          valueRow(
            `report export ${name}: ${count(m.rows)} rows (shop of ${count(size)} ${noun}; seeded in ${seedS} s)`,
            db.label,
            `${(m.ms / 1000).toFixed(2)} s`,
            `${(m.bytes / 1024 / 1024).toFixed(1)} MB file, ${count(Math.round(m.rows / (m.ms / 1000)))} rows/s; server RSS ${m.baseMb} → peak ${m.peakMb} MB (+${m.peakMb - m.baseMb} MB; first run ${(cold.ms / 1000).toFixed(2)} s, +${cold.peakMb - cold.baseMb} MB)`,
          ),
        );
      }
      const [small, big] = measured[name];
      const growth = (m: ExportMeasure) => m.peakMb - m.baseMb;
      // Streamed: ten times the rows may not take much more memory (a whole workbook in memory
      // takes several hundred MB for 100,000 rows).
      const flat = growth(big) <= Math.max(2 * growth(small), growth(small) + 40);
      rows.push(
        valueRow(
          `report export ${name}: memory growth ${count(small.rows)} vs ${count(big.rows)} rows (second runs)`,
          db.label,
          `+${growth(small)} MB vs +${growth(big)} MB`,
          flat ? 'OK (does not grow with the rows)' : 'OVER (grows with the rows)',
        ),
      );
    }
    // The report screens' pages (first, middle, last, searches) on the big shop.
    const big = bySize(opts.big);
    const pages = [
      { ...LISTS.shipping, noun: 'shipping report', path: '/api/report-getshippingreport' },
      { ...LISTS.stock, noun: 'inventory report', path: '/api/report-getinventoryreport' },
    ];
    for (const list of pages) {
      opts.step(`${db.label}: ${list.noun} pages, shop of ${count(opts.big)}`);
      rows.push(
        ...(await benchList({
          origin: server.origin,
          cookie,
          database: db.label,
          shop: { id: big.id, products: opts.big },
          calls: opts.calls,
          list: { ...list, sorts: ['id'], byName: 'id', extra: undefined },
        })),
      );
    }
    // The packing-equipment report: every shop's orders and set orders counted per shop.
    const staff = await signIn(server.origin, 'admin@demo.th');
    const packing = [
      ['a month', 'start_date=2026-07-01&end_date=2026-07-31'],
      ['every day', ''],
    ] as const;
    for (const [name, range] of packing) {
      opts.step(`${db.label}: packing report, ${name}`);
      const times: number[] = [];
      for (let i = -2; i < opts.calls; i++) {
        const t1 = performance.now();
        const res = await fetch(
          `${server.origin}/api/report-getequipmentreport?page=1&per_page=10&${range}`,
          { headers: { cookie: staff } },
        );
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`packing report answered ${res.status}`);
        if (i >= 0) times.push(performance.now() - t1);
      }
      rows.push(
        latencyRow(
          `packing report, every shop (${count(opts.big + opts.small)} orders), ${name}`,
          db.label,
          times,
          PAGE_BUDGET_MS,
        ),
      );
    }
  } finally {
    await server.stop();
  }
  return rows;
}
