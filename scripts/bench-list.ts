// A list API (products, stock, orders, bookings, users) over real HTTP on loopback, for one shop: first, middle and
// last page (as the app asks for them: the middle by the key of the page before, the last
// from the other end), every sort column in both orders, searches with many, few and no matches and a
// two-letter Thai term (and a barcode for stock). Budget: p95 under 50 ms per case.
import { latencyRow, type ResultRow } from './bench-table';

const PER_PAGE = 10;
const BUDGET_MS = 50;

/** Searches of the product and stock lists: names and brands of the demo catalogue. */
const CATALOGUE_SEARCHES = (shopId: number): [string, string][] => [
  ['many matches', 'พรีเมียม'],
  ['few matches', `S${shopId}-B0012`],
  ['no match', 'ทุเรียนกวน'],
  ['two Thai letters', 'ชา'],
  ['one word', 'กาแฟ'],
];

/** The lists the bench times: their endpoint, sort columns and searches. */
const ORDER_SEARCHES = (shopId: number): [string, string][] => [
  ['many matches', 'สมชาย'],
  ['few matches', `OR${1_700_000_000_000 + shopId * 1_000_000 + 4321}`],
  ['no match', 'ทุเรียนกวน'],
  ['two Thai letters', 'สม'],
  ['one word', 'นภา'],
];

/** Searches of the booking lists: contacts' names, a booking number (scripts/bench-seed.ts). */
const BOOKING_SEARCHES = (shopId: number): [string, string][] => [
  ['many matches', 'สมชาย'],
  ['few matches', `${shopId * 1_000_000 + 4321}`.padStart(9, '0')],
  ['no match', 'ทุเรียนกวน'],
  ['two Thai letters', 'สม'],
  ['one word', 'นภา'],
];

/**
 * Searches of the user and member lists: a common first name, one seeded user's whole
 * address (scripts/bench-seed.ts `USERS=`), a missing word, two Thai letters.
 */
const USER_SEARCHES = (): [string, string][] => [
  ['many matches', 'สมชาย'],
  ['e-mail', 'user004321@example.com'],
  ['no match', 'ทุเรียนกวน'],
  ['two Thai letters', 'สม'],
];

export interface ListDef {
  noun: string;
  path: string;
  sorts: string[];
  byName: string;
  barcode: boolean;
  searches: (shopId: number) => [string, string][];
  /** More query keys of every call. */
  extra?: Record<string, string | number>;
  /** Calls name no shop (the caller's shops are listed). */
  noShop?: boolean;
}

export const LISTS: Record<string, ListDef> = {
  products: {
    noun: 'list',
    path: '/api/product-getallproducts',
    sorts: ['customer_product_id', 'product_name_th', 'brand_th', 'price', 'id'],
    byName: 'product_name_th',
    barcode: false,
    searches: CATALOGUE_SEARCHES,
  },
  stock: {
    noun: 'stock',
    path: '/api/inventory-getinventoryproducts',
    sorts: ['inventory', 'id'],
    byName: 'inventory',
    barcode: true,
    searches: CATALOGUE_SEARCHES,
  },
  // Orders: customers' names, an order number (scripts/bench-seed.ts makes them), a phone.
  orders: {
    noun: 'orders',
    path: '/api/order-getorders',
    sorts: ['id'],
    byName: 'id',
    barcode: false,
    searches: ORDER_SEARCHES,
  },
  // The confirm-order list of a shop, and the shipping list by shop (mode 1) and by delivery
  // channel over every shop of the caller (mode 2; scripts/bench-seed.ts puts every order on
  // the first channel).
  confirm: {
    noun: 'confirm',
    path: '/api/order-getconfirmorders',
    sorts: ['id'],
    byName: 'id',
    barcode: false,
    searches: ORDER_SEARCHES,
  },
  shipping: {
    noun: 'shipping by shop',
    path: '/api/order-getshippingorders',
    sorts: ['id'],
    byName: 'id',
    barcode: false,
    searches: ORDER_SEARCHES,
    extra: { search_mode: 1 },
  },
  shippingByChannel: {
    noun: 'shipping by channel',
    path: '/api/order-getshippingorders',
    sorts: ['id'],
    byName: 'id',
    barcode: false,
    searches: ORDER_SEARCHES,
    extra: { search_mode: 2, delivery_mode: 1 },
    noShop: true,
  },
  // Bookings: a shop's (book-getbooking) and the staff's list of every shop's, searched also
  // by shop name (book-getallbookingadmin).
  bookings: {
    noun: 'bookings',
    path: '/api/book-getbooking',
    sorts: ['id'],
    byName: 'id',
    barcode: false,
    searches: BOOKING_SEARCHES,
  },
  bookingsAdmin: {
    noun: 'bookings of every shop',
    path: '/api/book-getallbookingadmin',
    sorts: ['id'],
    byName: 'id',
    barcode: false,
    searches: BOOKING_SEARCHES,
    noShop: true,
  },
  // System users (user-getusers) and the role screens' member lists, read by staff: every user
  // with their role (the add-member picker), users without a role (the spec's call) and a
  // role's members (`id`: the role, which the caller adds to `extra`); the member lists have
  // the id order only.
  users: {
    noun: 'users',
    path: '/api/user-getusers',
    sorts: ['indiv_first_name', 'indiv_last_name', 'email', 'is_active', 'id'],
    byName: 'indiv_first_name',
    barcode: false,
    searches: USER_SEARCHES,
    noShop: true,
  },
  usersWithoutRole: {
    noun: 'users without a role',
    path: '/api/permission-getmemberwithnorole',
    sorts: ['id'],
    byName: 'id',
    barcode: false,
    searches: USER_SEARCHES,
    noShop: true,
  },
  roleCandidates: {
    noun: 'users with their role',
    path: '/api/permission-getmembercandidates',
    sorts: ['id'],
    byName: 'id',
    barcode: false,
    searches: USER_SEARCHES,
    noShop: true,
  },
  roleMembers: {
    noun: 'role members',
    path: '/api/permission-getmemberpermission',
    sorts: ['id'],
    byName: 'id',
    barcode: false,
    searches: USER_SEARCHES,
    noShop: true,
  },
};

interface ListReply {
  data: unknown[];
  total: number;
  total_estimated?: boolean;
  /** The key of the page's last row: `after` of the page after it. */
  last_key?: string;
}

export interface ListBenchOptions {
  origin: string;
  cookie: string;
  database: string;
  shop: { id: number; products: number };
  list?: ListDef;
  /** Timed calls per case (after a few untimed ones). */
  calls: number;
  /** A case stops early after this long, with at least 10 calls timed. */
  caseMs?: number;
}

/** Runs every case on one shop and answers a table row per case. */
export async function benchList(opts: ListBenchOptions): Promise<ResultRow[]> {
  const { origin, cookie, shop } = opts;
  const list = opts.list ?? LISTS.products;
  const size = shop.products >= 1000 ? `${shop.products / 1000}k` : String(shop.products);
  const get = async (query: Record<string, string | number>) => {
    const qs = new URLSearchParams({
      ...(list.noShop ? {} : { shop_id: String(shop.id) }),
      ...Object.fromEntries(Object.entries(list.extra ?? {}).map(([k, v]) => [k, String(v)])),
      per_page: String(PER_PAGE),
      ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
    const res = await fetch(`${origin}${list.path}?${qs}`, { headers: { cookie } });
    const text = await res.text();
    if (!res.ok) throw new Error(`list ${qs} answered ${res.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text) as ListReply;
  };
  const rows: ResultRow[] = [];
  /** Times `query`; `check` names what is wrong with a reply, if anything. */
  const run = async (
    name: string,
    query: Record<string, string | number>,
    check?: (reply: ListReply) => string | undefined,
    note?: string,
  ) => {
    let problem: string | undefined;
    const times: number[] = [];
    try {
      for (let i = 0; i < 3; i++) problem ??= check?.(await get(query));
      const started = performance.now();
      while (times.length < opts.calls) {
        const t0 = performance.now();
        const reply = await get(query);
        times.push(performance.now() - t0);
        problem ??= check?.(reply);
        if (times.length >= 10 && performance.now() - started > (opts.caseMs ?? 15_000)) break;
      }
    } catch (err) {
      problem = (err as Error).message;
    }
    const label = `${list.noun} ${size}: ${name}${times.length < opts.calls ? ` (${times.length} calls)` : ''}`;
    rows.push(latencyRow(label, opts.database, times, BUDGET_MS, { note, fail: problem }));
  };

  const first = await get({ page: 1 });
  const estimated = first.total_estimated === true;
  const pages = Math.max(1, Math.ceil(first.total / PER_PAGE));
  const middle = Math.ceil(pages / 2);
  const full = (r: ListReply) => (r.data.length === PER_PAGE ? undefined : 'short page');
  /**
   * The middle page as the app asks for it, coming from the page before: by the key of that
   * page's last row (read once, untimed, by its number). A list without keys: by number.
   */
  const middleQuery = async (sorted: Record<string, string> = {}) => {
    const before = middle > 1 ? await get({ page: middle - 1, ...sorted }) : undefined;
    const after = before?.last_key;
    return { page: middle, ...sorted, ...(after ? { after } : {}) };
  };
  await run('page 1', { page: 1 }, full);
  await run(`middle page (${middle})`, await middleQuery(), full);
  // The last page as the app asks for it: read from the other end, never past the end.
  await run(`last page (${pages})`, { page: pages, last: 1 }, (r) =>
    r.data.length > 0 ? undefined : 'empty last page',
  );
  if (estimated) rows[0].verdict += `; total estimated (${first.total})`;
  for (const sort of list.sorts)
    for (const order of ['ASC', 'DESC'])
      await run(`page 1 by ${sort} ${order}`, { page: 1, sort, order }, full);
  await run(
    `middle page by ${list.byName} ASC`,
    await middleQuery({ sort: list.byName, order: 'ASC' }),
  );

  const searches = list.searches(shop.id);
  // A handheld scanner types a product's whole barcode (scripts/bench-seed.ts makes them).
  if (list.barcode)
    searches.push([
      'barcode',
      `887${String(shop.id).padStart(3, '0')}${String(1234).padStart(7, '0')}`,
    ]);
  for (const [name, term] of searches) {
    const found = await get({ page: 1, search: term });
    await run(
      `search ${name} '${term}'`,
      { page: 1, search: term },
      (r) => (name === 'no match' && r.data.length > 0 ? 'rows for a missing term' : undefined),
      `${found.total_estimated ? 'about ' : ''}${found.total} found`,
    );
  }
  return rows;
}
