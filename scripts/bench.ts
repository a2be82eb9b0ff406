// `npm run bench [-- --quick] [-- --build] [-- --no-docs] [-- --only=start,list,users,palette,dashboard,browser,report,memory,import]`: the budgets of DESIGN.md and the hard cases of
// the product list (`list` times every list, `users` only the user and role lists, `palette` only the command palette's search), on PGlite and, when TEST_DATABASE_URL is set, on a fresh database of that
// PostgreSQL server too. The server always runs as a process of its own. Prints a table per part and database, and writes
// each between its markers in docs/benchmarks.md (scripts/bench-docs.ts); `--quick` and `--no-docs` leave the file alone.
import { cpus, loadavg } from 'node:os';
import { IMPORT_ROW_LIMIT } from '../contract/limits';
import { bundleSizes, ensureBuild, signInOnTheWire } from './bench-assets';
import { benchBrowser, DASHBOARD_CHART, PRODUCT_LIST_ROW } from './bench-browser';
import { benchDashboard, seedDashboard } from './bench-dashboard';
import { BENCH_DOC, writeBenchDoc, type BenchBlock } from './bench-docs';
import { benchReportExport } from './bench-report-export';
import { benchList, LISTS, type ListDef } from './bench-list';
import { openLoopLoad } from './bench-load';
import { benchMemory } from './bench-memory';
import { benchPalette } from './bench-palette';
import { benchImport } from './bench-products';
import { seedShops, seedUsers } from './bench-seed';
import { freshDatabase, rssOf, signIn, startServer } from './bench-server';
import { formatTable, latencyRow, ms, valueRow, type ResultRow } from './bench-table';

const quick = process.argv.includes('--quick');
const SIZES = quick ? { small: 1_000, big: 10_000 } : { small: 10_000, big: 100_000 };
const CALLS = quick ? 15 : 100;
/**
 * The load on the product list: PGlite's one server process, and PostgreSQL's two server
 * processes taking the requests in turn (as behind a load balancer).
 */
const LOAD = { seconds: quick ? 5 : 30, warmSeconds: 5, PGlite: 400, PostgreSQL: 600 };
/** Runs of each screen in the browser, after an untimed one. */
const BROWSER_RUNS = quick ? 5 : 20;
const IMPORTS = quick ? { imports: 2, rows: 1_000 } : { imports: 10, rows: IMPORT_ROW_LIMIT };
const adminUrl = process.env.TEST_DATABASE_URL || undefined;
const databases = adminUrl ? [undefined, adminUrl] : [undefined];

const began = performance.now();

/** The tables of docs/benchmarks.md, each with its heading there (scripts/bench-docs.ts). */
const SECTIONS = {
  bundle: 'The bundle',
  start: 'Start times',
  products: 'The product list and the load',
  stock: 'The stock list',
  orders: 'The order list',
  'confirm-shipping': 'The confirm and shipping lists',
  bookings: 'The booking lists',
  palette: 'The command palette',
  users: 'The user and role lists',
  dashboard: 'The dashboard',
  browser: 'Screens in the browser',
  report: 'The reports and their exports',
  memory: 'Memory and imports over HTTP',
  import: 'The import in process',
} as const;
type Section = keyof typeof SECTIONS;

/** The rows of each table: a part's results on one database (`–`: none, the bundle). */
interface Table {
  section: Section;
  database: string;
  rows: ResultRow[];
  /** The 1-minute load average before and after each part that added rows here. */
  loads: { before: number; after: number }[];
}
const tables = new Map<string, Table>();
const tableName = (section: Section, database: string) =>
  database === '–' ? section : `${section}-${database.toLowerCase()}`;
function add(section: Section, database: string, ...rows: ResultRow[]) {
  const name = tableName(section, database);
  const table = tables.get(name) ?? { section, database, rows: [], loads: [] };
  table.rows.push(...rows);
  tables.set(name, table);
}

/**
 * A machine is busy when, before a part starts, more is already running than half its cores:
 * the bench's own server and client then share the cores with someone else, and latencies
 * grow with that share, not with the portal.
 */
const CORES = cpus().length;
const BUSY_LOAD = CORES / 2;
const load1 = () => loadavg()[0];
/** How long a part waits for the load of the part before it to fall under BUSY_LOAD. */
const SETTLE_MS = 120_000;
/** What the table says of the machine's load around its parts, and whether it was busy. */
function loadNote(loads: Table['loads']): string {
  if (!loads.length) return '';
  const f = (n: number) => n.toFixed(2);
  const said = loads.map((l) => `${f(l.before)} → ${f(l.after)}`).join(', ');
  const busiest = Math.max(...loads.map((l) => l.before));
  return busiest > BUSY_LOAD
    ? `**Busy machine**: load average (1 min) before → after: ${said} on ${CORES} cores; the figures above were taken while something else ran (load over ${BUSY_LOAD} before the part began) and overstate the portal's times.\n`
    : `Quiet machine: load average (1 min) before → after: ${said} on ${CORES} cores.\n`;
}
const sleep = (n: number) => new Promise((done) => setTimeout(done, n));
const step = (what: string) =>
  console.log(`[${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s] ${what}`);
const count = (n: number) => n.toLocaleString('en');

/** Databases still to drop if the run is interrupted. */
const pending = new Set<() => Promise<void>>();
process.once('SIGINT', () => {
  void Promise.allSettled([...pending].map((drop) => drop())).then(() => process.exit(130));
});
async function withDatabase<T>(
  name: string,
  url: string | undefined,
  fn: (db: Awaited<ReturnType<typeof freshDatabase>>) => Promise<T>,
) {
  const db = await freshDatabase(name, url);
  pending.add(db.drop);
  try {
    return await fn(db);
  } finally {
    pending.delete(db.drop);
    await db.drop();
  }
}

/** Start times: a fresh database (migrations and demo data), then the same one again. */
async function startTimes(url: string | undefined) {
  await withDatabase('start', url, async (db) => {
    step(`${db.label}: start times`);
    for (const name of ['first start (migrate + seed)', 'warm start']) {
      const server = await startServer(db);
      await server.stop();
      add('start', db.label, valueRow(name, db.label, `${(server.startMs / 1000).toFixed(2)} s`));
    }
  });
}

/**
 * Memory a server holds idle: PGlite's budget is for a restart on a filled database (the
 * WebAssembly heap of the process that filled it never shrinks; a restart gives it back).
 */
const IDLE_PGLITE_MB = 700;
const idleRow = (name: string, database: string, mb: number) =>
  valueRow(
    name,
    database,
    `${mb} MB`,
    database === 'PGlite' ? `${mb < IDLE_PGLITE_MB ? 'OK' : 'OVER'} (< ${IDLE_PGLITE_MB} MB)` : '',
  );

/** The product list on shops of SIZES.small and SIZES.big products, then the load. */
async function listAndLoad(url: string | undefined, first: boolean) {
  await withDatabase('list', url, async (db) => {
    step(`${db.label}: seeding shops of ${count(SIZES.small)} and ${count(SIZES.big)} products`);
    const t0 = performance.now();
    const shops = await seedShops(db, { SH0001: SIZES.big, SH0002: SIZES.small });
    const seedS = ((performance.now() - t0) / 1000).toFixed(0);
    const small = shops.find((s) => s.shopNo === 'SH0002')!;
    const big = shops.find((s) => s.shopNo === 'SH0001')!;
    const server = await startServer(db);
    try {
      const size = `${count(small.products + big.products)} products`;
      add(
        'products',
        db.label,
        valueRow(
          `warm start, ${size} (seeded in ${seedS} s)`,
          db.label,
          `${(server.startMs / 1000).toFixed(2)} s`,
        ),
      );
      await sleep(2000);
      add(
        'products',
        db.label,
        idleRow(`server RSS idle after a restart, ${size}`, db.label, rssOf(server.pid)),
      );
      if (first) {
        step('sign-in page on the wire');
        add('products', db.label, ...(await signInOnTheWire(server.origin)));
      }
      const cookie = await signIn(server.origin);
      // The command palette's search over the same shops (`--only=palette`: it alone).
      if (!only || only.includes('palette')) {
        step(`${db.label}: command palette search, ${count(big.products)} products and orders`);
        const staffCookie = await signIn(server.origin, 'admin@demo.th');
        const opts = { origin: server.origin, cookie, staffCookie, database: db.label };
        add('palette', db.label, ...(await benchPalette({ ...opts, shop: big, calls: CALLS })));
        if (only && !only.includes('list')) return;
      }
      /** Times one list (`rows` rows of shop `id`, as `by`) and adds its table rows to `section`. */
      const timeList = async (
        section: Section,
        what: string,
        shop: { id: number; products: number },
        list?: ListDef,
        by = cookie,
      ) => {
        step(`${db.label}: ${what}`);
        add(
          section,
          db.label,
          ...(await benchList({
            origin: server.origin,
            cookie: by,
            database: db.label,
            shop,
            calls: CALLS,
            list,
          })),
        );
      };
      for (const shop of [small, big])
        await timeList('products', `product list, shop of ${count(shop.products)} products`, shop);
      for (const shop of [small, big])
        await timeList(
          'stock',
          `stock list, shop of ${count(shop.stock)} stock items`,
          { id: shop.id, products: shop.stock },
          LISTS.stock,
        );
      for (const shop of [small, big])
        await timeList(
          'orders',
          `order list, shop of ${count(shop.orders)} orders`,
          { id: shop.id, products: shop.orders },
          LISTS.orders,
        );
      for (const list of [LISTS.confirm, LISTS.shipping, LISTS.shippingByChannel])
        await timeList(
          'confirm-shipping',
          `${list.noun} list, shop of ${count(big.orders)} orders`,
          { id: big.id, products: big.orders },
          list,
        );
      // Every shop's bookings is the staff's list: read as the provider's admin.
      const staffCookie = await signIn(server.origin, 'admin@demo.th');
      for (const list of [LISTS.bookings, LISTS.bookingsAdmin])
        await timeList(
          'bookings',
          `${list.noun} list, shop of ${count(big.bookings)} bookings`,
          { id: big.id, products: big.bookings },
          list,
          list === LISTS.bookingsAdmin ? staffCookie : cookie,
        );
      const rate = LOAD[db.label];
      // PostgreSQL serves from two processes, as a deployment behind a load balancer would.
      const second = db.label === 'PostgreSQL' ? await startServer(db) : undefined;
      const origins = [server.origin, ...(second ? [second.origin] : [])];
      step(
        `${db.label}: ${rate} requests a second for ${LOAD.seconds} s on ${origins.length} process(es)`,
      );
      const list = `/api/product-getallproducts?shop_id=${big.id}&per_page=10`;
      // Mostly the first page, as users open the list; some next pages and name sorts.
      const paths = [
        `${list}&page=1`,
        `${list}&page=1`,
        `${list}&page=2`,
        `${list}&page=1`,
        `${list}&page=1&sort=product_name_th&order=ASC`,
      ];
      // Each path goes to each process in turn.
      const sent = origins.flatMap((o) => paths.map((p) => `${o}${p}`));
      // Untimed first, at half the rate: a process just started (PostgreSQL's second) opens
      // its pool's connections and compiles its code on its first requests, as a deployed
      // process did long before.
      const warm = { origin: '', cookie, rate: rate / 2, seconds: LOAD.warmSeconds, paths: sent };
      const load = await openLoopLoad(warm)
        .then(() => openLoopLoad({ origin: '', cookie, rate, seconds: LOAD.seconds, paths: sent }))
        .finally(() => second?.stop());
      const name = `load ${rate} rps × ${LOAD.seconds} s, ${origins.length} server process${origins.length > 1 ? 'es' : ''}, list ${big.products / 1000}k (3/5 page 1, page 2, by name), after ${LOAD.warmSeconds} s at half the rate`;
      const row = latencyRow(name, db.label, load.latencies, 100, {
        on: 99,
        note: `${load.errors} errors of ${count(load.sent)}${load.firstError ? ` (${load.firstError})` : ''}; sender late ≤ ${ms(load.maxSendLagMs)}`,
      });
      if (load.errors > 0) row.verdict = row.verdict.replace(/^OK/, 'FAIL');
      add(
        'products',
        db.label,
        row,
        valueRow(`server RSS after the load, ${size}`, db.label, `${rssOf(server.pid)} MB`),
      );
    } finally {
      await server.stop();
    }
  });
}

/**
 * The user list and the role screens' member lists (the add-member picker's every user with
 * their role, the users without a role, the members of the demo warehouse role) over the demo
 * accounts and SIZES.big more users, read as the staff's admin.
 */
async function userLists(url: string | undefined) {
  await withDatabase('users', url, async (db) => {
    step(`${db.label}: seeding ${count(SIZES.big)} users`);
    const added = await seedUsers(db, SIZES.big);
    const server = await startServer(db);
    try {
      const staffCookie = await signIn(server.origin, 'admin@demo.th');
      const res = await fetch(`${server.origin}/api/master-getrole`, {
        headers: { cookie: staffCookie },
      });
      const roles = ((await res.json()) as { data: { id: number; enum_values: string }[] }).data;
      const warehouse = roles.find((r) => r.enum_values === 'warehouse');
      if (!warehouse) throw new Error(`no warehouse role (master-getrole answered ${res.status})`);
      // Half the seeded users have the role; the others have none (scripts/bench-seed.ts).
      const lists = [
        { list: LISTS.users, size: added },
        { list: LISTS.roleCandidates, size: added },
        { list: LISTS.usersWithoutRole, size: added / 2 },
        { list: { ...LISTS.roleMembers, extra: { id: warehouse.id } }, size: added / 2 },
      ];
      for (const { list, size } of lists) {
        step(`${db.label}: ${list.noun} list, ${count(size)} users`);
        add(
          'users',
          db.label,
          ...(await benchList({
            origin: server.origin,
            cookie: staffCookie,
            database: db.label,
            shop: { id: 0, products: size },
            calls: CALLS,
            list,
          })),
        );
      }
    } finally {
      await server.stop();
    }
  });
}

/** The sales dashboard's calls on a shop of SIZES.big orders over the last year. */
async function dashboard(url: string | undefined) {
  await withDatabase('dashboard', url, async (db) => {
    add(
      'dashboard',
      db.label,
      ...(await benchDashboard(db, { orders: SIZES.big, calls: CALLS, step })),
    );
  });
}

/**
 * The screens in the browser on a shop of SIZES.big orders over the last year (the
 * dashboard's) and the demo products: the dashboard's chart and the product list's first row.
 */
async function browserScreens(url: string | undefined) {
  await withDatabase('browser', url, async (db) => {
    step(`${db.label}: seeding ${count(SIZES.big)} orders for the browser run`);
    await seedDashboard(db, SIZES.big);
    const server = await startServer(db);
    try {
      step(`${db.label}: screens in the browser, ${BROWSER_RUNS} runs each`);
      add(
        'browser',
        db.label,
        ...(await benchBrowser({
          origin: server.origin,
          database: db.label,
          email: 'company@demo.th',
          runs: BROWSER_RUNS,
          cases: [
            {
              name: `dashboard URL to its chart painted, warm, shop of ${count(SIZES.big)} orders`,
              ...DASHBOARD_CHART,
            },
            { name: 'product list URL to its first row, warm', ...PRODUCT_LIST_ROW },
          ],
        })),
      );
    } finally {
      await server.stop();
    }
  });
}

/** The reports' exports of shops of SIZES.small and SIZES.big orders and stock items. */
async function reportExports(url: string | undefined) {
  await withDatabase('report', url, async (db) => {
    add('report', db.label, ...(await benchReportExport(db, { ...SIZES, calls: CALLS, step })));
  });
}

/** Memory of a server on a fresh demo database, idle and after the imports. */
async function memory(url: string | undefined) {
  await withDatabase('mem', url, async (db) => {
    step(`${db.label}: memory over ${IMPORTS.imports} imports of ${count(IMPORTS.rows)} rows`);
    const mem = await benchMemory(db, IMPORTS);
    add(
      'memory',
      db.label,
      valueRow('server RSS idle after start (demo data)', db.label, `${mem.idleMb} MB`),
      valueRow(
        `server RSS after ${IMPORTS.imports} imports of ${count(IMPORTS.rows)} rows`,
        db.label,
        `${mem.afterImportsMb} MB`,
        `peak ${mem.peakMb} MB`,
      ),
      latencyRow(`import of ${count(IMPORTS.rows)} rows over HTTP`, db.label, mem.importMs, 3000),
    );
  });
}

/**
 * The parts `--only=` names (all when absent): start, list, users, palette, dashboard, browser,
 * report, memory, import.
 */
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');

/** Runs one part; a part that fails is a row of its table and the others still run. */
async function part(section: Section, name: string, database: string, fn: () => Promise<void>) {
  const key = name.split(' ')[0].replace('product', 'list');
  // `list` times the user lists too.
  const also =
    (key === 'users' && only?.includes('list')) || (key === 'list' && only?.includes('palette'));
  if (only && !only.includes(key) && !also) return;
  // The bench's own last part still shows in the 1-minute average: it is let fall first.
  for (const t0 = performance.now(); load1() > BUSY_LOAD && performance.now() - t0 < SETTLE_MS;)
    await sleep(2000);
  const before = load1();
  step(`${database}: ${name}, load average (1 min) ${before.toFixed(2)} before`);
  const sizes = new Map([...tables].map(([n, t]) => [n, t.rows.length]));
  try {
    await fn();
  } catch (err) {
    console.error(err);
    add(
      section,
      database,
      valueRow(name, database, '–', `FAIL (${(err as Error).message.slice(0, 160)})`),
    );
  }
  const after = load1();
  // Every table this part added rows to says the load around it.
  for (const [n, t] of tables)
    if (t.rows.length !== (sizes.get(n) ?? 0)) t.loads.push({ before, after });
}

ensureBuild(process.argv.includes('--build'));
add('bundle', '–', ...bundleSizes());
for (const [i, url] of databases.entries()) {
  const label = url ? 'PostgreSQL' : 'PGlite';
  await part('start', 'start times', label, () => startTimes(url));
  await part('products', 'product list and load', label, () => listAndLoad(url, i === 0));
  await part('users', 'users and role member lists', label, () => userLists(url));
  await part('dashboard', 'dashboard calls', label, () => dashboard(url));
  await part('browser', 'browser screens', label, () => browserScreens(url));
  await part('report', 'report exports', label, () => reportExports(url));
  await part('memory', 'memory over imports', label, () => memory(url));
}
await part(
  'import',
  `import of ${count(IMPORT_ROW_LIMIT)} rows, in process`,
  'PGlite',
  async () => {
    step('PGlite in memory: import of a 10,000-row file');
    const imported = await benchImport();
    add(
      'import',
      'PGlite',
      valueRow(
        `import of ${count(IMPORT_ROW_LIMIT)} rows, in process (memory://)`,
        'PGlite',
        `${(imported.ms / 1000).toFixed(2)} s`,
        `${imported.ms < 3000 && imported.extraMb < 300 ? 'OK' : 'OVER'} (< 3 s, < 300 MB); peak extra ${Math.round(imported.extraMb)} MB`,
      ),
    );
  },
);

const date = new Date().toISOString().slice(0, 10);
const minutes = ((performance.now() - began) / 60_000).toFixed(1);
console.log(
  `\nBench ${quick ? '(quick) ' : ''}${date}, ${minutes} min; ` +
    `list cases: ${CALLS} timed calls each over HTTP on loopback, budget p95 < 50 ms`,
);
const args = process.argv.slice(2);
const command = args.length ? `npm run bench -- ${args.join(' ')}` : 'npm run bench';
const blocks: BenchBlock[] = [...tables].map(([name, t]) => ({
  name,
  title: t.database === '–' ? SECTIONS[t.section] : `${SECTIONS[t.section]} (${t.database})`,
  content: `Run of ${date}${t.database === '–' ? '' : ` on ${t.database}`} (\`${command}\`):\n\n${formatTable(t.rows)}\n\n${loadNote(t.loads)}`,
}));
for (const block of blocks) console.log(`\n## ${block.title}\n\n${block.content}`);
if (quick || args.includes('--no-docs')) {
  console.log(`${BENCH_DOC} left as it is (${quick ? '--quick' : '--no-docs'}).`);
} else {
  const { rewritten, added } = await writeBenchDoc(blocks);
  console.log(
    `${BENCH_DOC}: ${rewritten.length} tables rewritten (${rewritten.join(', ') || 'none'})` +
      (added.length ? `; added at its end: ${added.join(', ')}` : ''),
  );
}
process.exit(0);
