import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { th } from '../../i18n/th';
import { SORTABLE as PRODUCT_SORTS } from '../../server/routes/products';
import { SORTABLE as STOCK_SORTS } from '../../server/routes/inventoryReads';
import { growShop2Products } from '../fixtures/growShop';
import { call, serverWithSessions } from './helpers';

// Pages read by key (server/db/paging.ts): walking forward with `after`, backward with
// `before` and jumping to `last` answers exactly the pages OFFSET answers, in every sort of
// the product, stock and order lists, both orders, with ties in the sort column. company@
// has shop 2, which grows to SIZE products, each in stock, and as many orders.

const SIZE = 310;
const PER_PAGE = 25;
const ctx = serverWithSessions({ company: 'company@demo.th' });

beforeAll(async () => {
  await growShop2Products(ctx.app.database.db, SIZE, { fpFrom: 1800000000000, letter: 'K' });
  // Ties in every sort column but the code (unique in a shop): six prices, a few brands
  // and names, seven stock levels.
  await ctx.app.database.exec(`
    UPDATE products SET price = 10 * (id % 6) + 0.5,
      brand_th = 'แบรนด์ ' || (id % 4), product_name_th = 'สินค้า ' || (id % 9)
    WHERE shop_id = 2;
    INSERT INTO inventory (shop_id, product_id, inventory)
    SELECT shop_id, id, id % 7 FROM products p
    WHERE shop_id = 2 AND NOT EXISTS (SELECT 1 FROM inventory i WHERE i.product_id = p.id);
    INSERT INTO orders (order_id, shop_id, order_dt, order_time, delivery_dt, delivery_time,
      title_id, customer_firstname, customer_lastname, email, tel, address, province_id,
      district_id, subdistrict_id, postcode, cod, delivery_channel_id, shipping_type)
    SELECT 'KEYSET' || g, 2, o.order_dt, o.order_time, o.delivery_dt, o.delivery_time,
      o.title_id, o.customer_firstname, o.customer_lastname, o.email, o.tel, o.address,
      o.province_id, o.district_id, o.subdistrict_id, o.postcode, o.cod,
      o.delivery_channel_id, o.shipping_type
    FROM (SELECT * FROM orders ORDER BY id LIMIT 1) o, generate_series(1, ${SIZE}) g;
    ANALYZE products; ANALYZE inventory; ANALYZE orders;`);
}, 120_000);

interface Row {
  id: number;
}

/** The lists walked: their endpoint, sorts and extra query keys. */
const LISTS = [
  { name: 'product-getallproducts', sorts: Object.keys(PRODUCT_SORTS) },
  { name: 'inventory-getinventoryproducts', sorts: Object.keys(STOCK_SORTS) },
  { name: 'order-getorders', sorts: ['id'] },
  // A search (through the character-pair index) pages by key as well.
  { name: 'product-getallproducts', sorts: ['price'], search: 'S2-K001' },
];

const get = (name: string, query: Record<string, string | number>) =>
  call<Row[]>(ctx.app, 'GET', name, { query: { shop_id: 2, ...query }, cookie: ctx.company });

describe('pages read by key', () => {
  for (const list of LISTS) {
    for (const sort of list.sorts) {
      for (const order of ['ASC', 'DESC']) {
        const label = `${list.name}${list.search ? ` '${list.search}'` : ''} by ${sort} ${order}`;
        it(`${label}: after, before and last answer the OFFSET pages`, async () => {
          const base = {
            sort,
            order,
            per_page: PER_PAGE,
            ...(list.search ? { search: list.search } : {}),
          };
          const first = await get(list.name, { ...base, page: 1 });
          expect(first.status).toBe(200);
          const total = first.body.total ?? 0;
          expect(total).toBeGreaterThan(2 * PER_PAGE);
          expect(first.body.total_estimated).toBeUndefined();
          const pages = Math.ceil(total / PER_PAGE);
          const byOffset: Row[][] = [];
          for (let page = 1; page <= pages; page++)
            byOffset.push((await get(list.name, { ...base, page })).body.data);
          expect(byOffset.flat()).toHaveLength(total);

          // Forward from page 1 by the key of each page's last row.
          let reply = first;
          for (let page = 2; page <= pages; page++) {
            const after = reply.body.last_key ?? '';
            expect(after).not.toBe('');
            reply = await get(list.name, { ...base, page, after });
            expect(reply.status, `page ${page}`).toBe(200);
            expect(reply.body.data, `page ${page} after`).toEqual(byOffset[page - 1]);
            expect(reply.body.total).toBe(total);
          }
          // The last page from the other end, then back by the key of each page's first row.
          reply = await get(list.name, { ...base, page: pages, last: 1 });
          expect(reply.body.data, 'last').toEqual(byOffset[pages - 1]);
          expect(reply.body.total).toBe(total);
          for (let page = pages - 1; page >= 1; page--) {
            const before = reply.body.first_key ?? '';
            reply = await get(list.name, { ...base, page, before });
            expect(reply.status, `page ${page}`).toBe(200);
            expect(reply.body.data, `page ${page} before`).toEqual(byOffset[page - 1]);
            expect(reply.body.total).toBe(total);
          }
        });
      }
    }
  }

  it('ties in the sort column are walked in the key order', async () => {
    const whole = (
      await call<(Row & { price: number })[]>(ctx.app, 'GET', 'product-getallproducts', {
        query: { shop_id: 2, sort: 'price', order: 'DESC' },
        cookie: ctx.company,
      })
    ).body.data;
    expect(new Set(whole.map((r) => r.price)).size).toBe(6);
    let reply = await get('product-getallproducts', { sort: 'price', order: 'DESC', page: 1 });
    const walked = [...reply.body.data];
    for (let page = 2; page <= Math.ceil(whole.length / 10); page++) {
      const after = reply.body.last_key ?? '';
      reply = await get('product-getallproducts', { sort: 'price', order: 'DESC', page, after });
      walked.push(...reply.body.data);
    }
    expect(walked.map((r) => r.id)).toEqual(whole.map((r) => r.id));
  });
});

describe('page keys', () => {
  const key = (json: unknown) => Buffer.from(JSON.stringify(json)).toString('base64url');
  const refused = { after: th.server.invalid_value };

  it('a key that is not one the server wrote is answered 400 like any invalid field', async () => {
    const byPrice = { sort: 'price', order: 'ASC', page: 2 };
    const [first] = (await get('product-getallproducts', { ...byPrice, page: 1 })).body.data;
    for (const after of [
      'not a key!',
      'bm90IGpzb24',
      key({ i: 'x' }),
      key({ i: first.id, s: 'price', v: 'ten' }),
      key({ i: first.id, s: 'price', v: '1); DROP TABLE products; --' }),
      key({ i: first.id, s: 'price' }),
      // A key of another sort.
      key({ i: first.id, s: 'brand_th', v: '10.50' }),
      key({ i: first.id }),
      key({ i: first.id, s: 'price', v: '10.50', extra: 1 }),
    ]) {
      const res = await get('product-getallproducts', { ...byPrice, after });
      expect(res.status, after).toBe(400);
      expect(res.body.message).toBe(th.server.validation);
      expect(res.body.errors).toEqual(refused);
    }
    const ok = await get('product-getallproducts', {
      ...byPrice,
      after: key({ i: first.id, s: 'price', v: '10.50' }),
    });
    expect(ok.status).toBe(200);
    // One way to the page at a time.
    const both = await get('product-getallproducts', {
      ...byPrice,
      after: key({ i: first.id, s: 'price', v: '10.50' }),
      last: 1,
    });
    expect(both.status).toBe(400);
    expect(both.body.errors).toEqual({ last: th.server.invalid_value });
    const dates = await get('order-getorders', { page: 2, after: key({ i: 1, v: '2020-01-01' }) });
    expect(dates.status).toBe(400);
  });
});

describe('the statements of a page', () => {
  type Query = (...args: unknown[]) => unknown;
  /** The statements the database client runs while `fn` does (PGlite and node-postgres). */
  async function statementsOf(fn: () => Promise<unknown>) {
    // drizzle keeps the driver's client on the database as `$client`.
    const client = (ctx.app.database.db as unknown as { $client: Record<'query', Query> }).$client;
    const spy = vi.spyOn(client, 'query');
    await fn();
    const texts = spy.mock.calls.map(([q]) =>
      typeof q === 'string' ? q : String((q as { text?: string }).text),
    );
    spy.mockRestore();
    return texts;
  }
  afterEach(() => vi.restoreAllMocks());

  it('a page read by key walks no OFFSET and counts nothing past the exact limit', async () => {
    const base = { sort: 'product_name_th', order: 'ASC', per_page: PER_PAGE };
    const page3 = await get('product-getallproducts', { ...base, page: 3 });
    const byOffset = await statementsOf(() => get('product-getallproducts', { ...base, page: 4 }));
    expect(byOffset.join('\n')).toMatch(/\boffset\b/i);
    for (const query of [
      { ...base, page: 4, after: page3.body.last_key ?? '' },
      { ...base, page: 2, before: page3.body.first_key ?? '' },
      { ...base, page: Math.ceil((page3.body.total ?? 0) / PER_PAGE), last: 1 },
    ]) {
      const texts = await statementsOf(() => get('product-getallproducts', query));
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.join('\n'), JSON.stringify(query)).not.toMatch(/\boffset\b/i);
    }
    const keyed = await statementsOf(() =>
      get('product-getallproducts', { ...base, page: 4, after: page3.body.last_key ?? '' }),
    );
    // The row comparison the sort column's index is read from.
    expect(keyed.join('\n')).toMatch(/\("products"\."product_name_th", "products"\."id"\) >/);
  });
});
