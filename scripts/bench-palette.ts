import type { CommandRecord } from '../contract/schemas/search';
import { latencyRow, type ResultRow } from './bench-table';

/** DESIGN.md: the command palette's search, p95 under 50 ms at 100,000 products and orders. */
const BUDGET_MS = 50;

export interface PaletteBenchOptions {
  origin: string;
  /** A shop user of both seeded shops (the palette searches all of them) and the staff's admin. */
  cookie: string;
  staffCookie: string;
  database: string;
  /** The seeded shop of the most rows (scripts/bench-seed.ts numbers its records by `g`). */
  shop: { id: number; products: number; orders: number };
  calls: number;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * The palette's search (search-findrecords) as the palette calls it, with no shop: each case
 * after 3 untimed calls, checked (an exact number must come first).
 */
export async function benchPalette(opts: PaletteBenchOptions): Promise<ResultRow[]> {
  const { origin, shop } = opts;
  // A record in the middle of the seeded numbers (bench-seed.ts's formats).
  const g = Math.floor(Math.min(shop.products, shop.orders) / 2);
  const orderNo = `OR${1_700_000_000_000 + shop.id * 1_000_000 + g}`;
  const day = new Date(Date.UTC(2026, 5, 1 + (g % 150)));
  const yymmdd = day.toISOString().slice(2, 10).replace(/-/g, '');
  const bookingNo = `BK${yymmdd}${pad(shop.id * 1_000_000 + g, 9)}`;
  const code = `S${shop.id}-B${pad(g, 5)}`;
  const barcode = `887${pad(shop.id, 3)}${pad(g, 7)}`;
  const size = `${Math.round(shop.products / 1000)}k products and orders`;

  const get = async (q: string, cookie: string) => {
    const res = await fetch(`${origin}/api/search-findrecords?${new URLSearchParams({ q })}`, {
      headers: { cookie },
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`search ${q} answered ${res.status}: ${text.slice(0, 200)}`);
    return (JSON.parse(text) as { data: CommandRecord[] }).data;
  };
  const exactFirst = (kind: CommandRecord['kind'], value: string) => (rows: CommandRecord[]) =>
    rows[0]?.kind === kind && rows[0].code === value && rows[0].exact ? undefined : 'not first';
  const full = (rows: CommandRecord[]) => (rows.length === 8 ? undefined : `${rows.length} rows`);
  const none = (rows: CommandRecord[]) => (rows.length === 0 ? undefined : `${rows.length} rows`);

  const rows: ResultRow[] = [];
  const run = async (
    name: string,
    q: string,
    check: (rows: CommandRecord[]) => string | undefined,
    cookie = opts.cookie,
  ) => {
    let problem: string | undefined;
    const times: number[] = [];
    try {
      for (let i = 0; i < 3; i++) problem ??= check(await get(q, cookie));
      while (times.length < opts.calls) {
        const t0 = performance.now();
        const reply = await get(q, cookie);
        times.push(performance.now() - t0);
        problem ??= check(reply);
      }
    } catch (err) {
      problem = (err as Error).message;
    }
    rows.push(
      latencyRow(`palette ${size}: ${name}`, opts.database, times, BUDGET_MS, { fail: problem }),
    );
  };
  await run(`order number (${orderNo})`, orderNo, exactFirst('order', orderNo));
  await run('order number in lower case', orderNo.toLowerCase(), exactFirst('order', orderNo));
  await run(`item barcode (${barcode})`, barcode, (r) =>
    r[0]?.kind === 'product' && r[0].code === code && r[0].matched === 'item'
      ? undefined
      : 'not first',
  );
  await run(`product code (${code})`, code, exactFirst('product', code));
  await run(`booking number (${bookingNo})`, bookingNo, exactFirst('booking', bookingNo));
  await run("a number's beginning, every order ('OR17')", 'OR17', full);
  await run("a barcode's beginning, every product ('887')", '887', full);
  await run("one character ('s')", 's', full);
  await run("no match ('ZZ-NONE')", 'ZZ-NONE', none);
  await run(
    'staff, every shop: order number',
    orderNo,
    exactFirst('order', orderNo),
    opts.staffCookie,
  );
  await run("staff, every shop: 'OR'", 'OR', full, opts.staffCookie);
  return rows;
}
