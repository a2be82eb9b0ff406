import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CommandRecord } from '../../contract/schemas/search';
import { th } from '../../i18n/th';
import { bookings, products } from '../../server/db/schema';
import { transaction } from '../../server/db/transaction';
import { createOrder } from '../../server/domain/orders';
import { bookingOf } from './bookingRecords';
import { call, firstShopOf, serverWithSessions } from './helpers';
import { orderFixtures } from './orderFixtures';
import { itemFields } from './setFixtures';

// The command palette's search (Ctrl+K; server/domain/commandSearch.ts): records by number,
// code or barcode, exact matches first, each kind only with its menu and only of the caller's
// shops.

const ctx = serverWithSessions(
  {
    company: 'company@demo.th',
    individual: 'individual@demo.th',
    admin: 'admin@demo.th',
    warehouse: 'warehouse@demo.th',
  },
  orderFixtures,
);

let shopId: number; // SH0001, company@demo.th's
let otherShop: number; // SH0003, individual@demo.th's
let order: { id: number; order_id: string };
let product: { id: number; code: string };
let bookingNo: string;
let bookingId: number;
let otherProductCode: string;

/** A unique text for this run's records (their codes and barcodes begin with it). */
const TAG = `CS${Date.now() % 1_000_000}`;

const search = (cookie: string, q: string, extra: Record<string, string | number> = {}) =>
  call<CommandRecord[]>(ctx.app, 'GET', 'search-findrecords', { cookie, query: { q, ...extra } });

/** The records found, as `kind:id` (the order they come in). */
async function found(cookie: string, q: string, extra: Record<string, string | number> = {}) {
  const res = await search(cookie, q, extra);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

async function insertProduct(shop: number, code: string, barcodes: [string, string, string]) {
  const [row] = await ctx.app.database.db
    .insert(products)
    .values({
      ...itemFields(shop),
      customer_product_id: code,
      product_name_th: `สบู่ ${code}`,
      fp_product_id: `FP${code}`,
      item_barcode_upc: barcodes[0],
      inner_pack_barcode_upc: barcodes[1],
      case_barcode_upc: barcodes[2],
    })
    .returning({ id: products.id, code: products.customer_product_id });
  return row;
}

beforeAll(async () => {
  shopId = await firstShopOf(ctx.app, 'company@demo.th');
  otherShop = await firstShopOf(ctx.app, 'individual@demo.th');
  product = await insertProduct(shopId, `${TAG}-P`, [`${TAG}1001`, `${TAG}2002`, `${TAG}3003`]);
  otherProductCode = `${TAG}-Q`;
  const other = await insertProduct(otherShop, otherProductCode, [`${TAG}9001`, '', '']);
  const stocked = await ctx.fx.product(shopId, 5);
  const line = [{ product_id: stocked.id, total_order: 1, type: 1 as const }];
  const body = await ctx.fx.orderBody(shopId, line);
  order = await transaction(ctx.app.database.db, (tx) => createOrder(tx, 1, body));
  bookingId = await bookingOf(ctx.app, shopId, product.id, 2037);
  const [b] = await ctx.app.database.db
    .select({ no: bookings.booking_no })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  bookingNo = b.no;
  expect(other.id).toBeGreaterThan(0);
});

describe('search-findrecords', () => {
  it('finds an order by its number, exactly first, whatever the case', async () => {
    const rows = await found(ctx.company, order.order_id.toLowerCase());
    expect(rows[0]).toMatchObject({
      kind: 'order',
      id: order.id,
      code: order.order_id,
      matched: 'number',
      exact: true,
      status: 0,
      shop_id: shopId,
      shop_no: 'SH0001',
    });
    // Its beginning finds it too, not exactly.
    const begun = await found(ctx.company, order.order_id.slice(0, -1));
    expect(begun.length).toBeLessThanOrEqual(8);
    expect(begun).toContainEqual(expect.objectContaining({ kind: 'order', exact: false }));
  });

  it.each([
    ['code', `${TAG}-p`],
    ['item', `${TAG}1001`],
    ['inner', `${TAG}2002`],
    ['case', `${TAG}3003`],
  ] as const)('finds a product by its %s', async (matched, q) => {
    const rows = await found(ctx.company, q, { shop_id: shopId });
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'product',
        id: product.id,
        code: product.code,
        matched,
        exact: true,
        label: `สบู่ ${product.code}`,
      }),
    ]);
  });

  it('lists each record once, its exact matches first', async () => {
    const rows = await found(ctx.company, TAG);
    const keys = rows.map((r) => `${r.kind}:${r.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain(`product:${product.id}`);
    const exact = await found(ctx.company, `${TAG}-P`);
    expect(exact[0]).toMatchObject({ kind: 'product', exact: true });
  });

  it('finds a booking by its number', async () => {
    const rows = await found(ctx.company, bookingNo);
    expect(rows[0]).toMatchObject({ kind: 'booking', id: bookingId, exact: true, shop_id: shopId });
  });

  it('keeps a shop user to their own shops, and to the shop asked for', async () => {
    expect(await found(ctx.company, otherProductCode)).toEqual([]);
    expect(await found(ctx.company, `${TAG}9001`)).toEqual([]);
    const own = await found(ctx.individual, otherProductCode);
    expect(own).toEqual([expect.objectContaining({ kind: 'product', shop_id: otherShop })]);
    expect(await found(ctx.individual, order.order_id)).toEqual([]);
    // Another's shop named outright is refused; staff choose any shop.
    expect((await search(ctx.company, TAG, { shop_id: otherShop })).status).toBe(403);
    const staff = await found(ctx.admin, TAG, { shop_id: otherShop });
    expect(staff.map((r) => r.shop_id)).toEqual([otherShop]);
    expect((await found(ctx.admin, TAG)).map((r) => r.shop_id)).toContain(otherShop);
  });

  it('finds no record of a menu the caller does not have', async () => {
    // The warehouse's role has neither the order list nor the product list, but bookings.
    expect(await found(ctx.warehouse, order.order_id)).toEqual([]);
    expect(await found(ctx.warehouse, `${TAG}1001`)).toEqual([]);
    expect(await found(ctx.warehouse, bookingNo)).toEqual([
      expect.objectContaining({ kind: 'booking', id: bookingId }),
    ]);
  });

  it('is 401 signed out', async () => {
    const res = await call(ctx.app, 'GET', 'search-findrecords', { query: { q: 'OR' } });
    expect(res.status).toBe(401);
  });

  it.each([
    ['empty', { q: '   ' }],
    ['missing', {}],
    ['too long', { q: 'x'.repeat(101) }],
  ])('refuses a text that is %s with a Thai message', async (_, query) => {
    const res = await call(ctx.app, 'GET', 'search-findrecords', { cookie: ctx.company, query });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ q: th.validation.palette.q_invalid });
  });
});
