import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BulkReply, FulfilmentRow, MovedOrder } from '../../contract/schemas/fulfilment';
import type { TabCount } from '../../contract/schemas/common';
import { th } from '../../i18n/th';
import { notifications, orders, shops, stockMovements } from '../../server/db/schema';
import { s10CheckDigit } from '../../server/integrations/carrier';
import { call, fill, firstShopOf, serverWithSessions } from './helpers';
import { orderFixtures } from './orderFixtures';
import { stockCalls } from './stockCalls';

// Confirming and shipping orders (spec part 3 §2, §4; DESIGN.md "customer order"): the state
// machine, who moves what, the stock each move reserves, takes out, puts back or releases,
// the bulk actions, the two lists, and shop isolation.

const ctx = serverWithSessions(
  {
    shop: 'company@demo.th',
    otherShop: 'individual@demo.th',
    staff: 'admin@demo.th',
    warehouse: 'warehouse@demo.th',
  },
  orderFixtures,
);
let shopId: number;
let otherShopId: number;

const db = () => ctx.app.database.db;
const shopOf = (email: string) => firstShopOf(ctx.app, email);

beforeAll(async () => {
  shopId = await shopOf('company@demo.th');
  otherShopId = await shopOf('individual@demo.th');
});

const move = (cookie: string, id: number, isOrder: number, shop_id = shopId) =>
  call<MovedOrder>(ctx.app, 'PUT', 'order-updateconfirmorder', {
    cookie,
    body: { shop_id, id, is_order: isOrder },
  });
const confirmMany = (cookie: string, ids: number[], shop_id = shopId) =>
  call<BulkReply>(ctx.app, 'PUT', 'order-updatemultipleconfirmorder', {
    cookie,
    body: { confirm_order: ids.map((id) => ({ id, shop_id })) },
  });
const shipMany = (cookie: string, ids: number[], shop_id = shopId) =>
  call<BulkReply>(ctx.app, 'PUT', 'order-updatemultipleshippingorder', {
    cookie,
    body: { shipping_order: ids.map((id) => ({ id, shop_id })) },
  });

/** A draft of the shop: `qty` of a fresh product holding `stock`. */
async function draft(qty = 2, stock = 50, ofShop = shopId) {
  const p = await ctx.fx.product(ofShop, stock);
  const made = await ctx.fx.create(ofShop === shopId ? ctx.shop : ctx.otherShop, {
    ...(await ctx.fx.orderBody(ofShop, [{ product_id: p.id, total_order: qty, type: 1 }])),
  });
  return { ...made, product: p, inventoryId: p.inventoryId as number };
}

const orderRow = async (id: number) =>
  (await db().select().from(orders).where(eq(orders.id, id)))[0];
const movementsOf = (orderId: number) =>
  db()
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.doc_type, 'order'), eq(stockMovements.doc_id, orderId)));
const noticesOf = async (orderNo: string) =>
  db()
    .select({ message: notifications.message, user_id: notifications.user_id })
    .from(notifications)
    .where(like(notifications.message, `%${orderNo}%`));

// Written out by hand from DESIGN.md "customer order": who may make each move.
const SHOP_MOVES = ['0>1', '0>9', '1>9'];
const STAFF_MOVES = [
  '0>1',
  ...['1>2', '1>3', '1>4', '1>9'],
  ...['2>3', '2>4', '2>9'],
  ...['3>4', '3>9'],
  ...['4>5', '4>6'],
];
const STATES = [0, 1, 2, 3, 4, 5, 6, 9];

describe('the state machine', () => {
  for (const [who, allowed, other] of [
    ['shop', SHOP_MOVES, STAFF_MOVES],
    ['staff', STAFF_MOVES, SHOP_MOVES],
  ] as const) {
    it(`moves ${who} users may make, and refuses every other`, async () => {
      const cookie = who === 'shop' ? ctx.shop : ctx.warehouse;
      const seen: string[] = [];
      for (const from of STATES) {
        for (const to of STATES) {
          if (to === from) continue;
          const o = await draft(1);
          // Put it in `from` as the moves would: confirmed ones hold their stock.
          if (from >= 1 && from <= 3) await ctx.fx.reserve(o.inventoryId, 1);
          if (from === 4 || from === 5)
            await db().execute(
              sql`UPDATE inventory SET inventory = 49 WHERE id = ${o.inventoryId}`,
            );
          await ctx.fx.setState(o.id, from);
          // Packed needs every line in the parcel (floor.test.ts tests the refusal).
          if (to === 3) {
            await db().execute(
              sql`UPDATE order_items SET packed = total_order WHERE order_id = ${o.id}`,
            );
          }
          const res = await move(cookie, o.id, to);
          const key = `${from}>${to}`;
          if (allowed.includes(key)) {
            expect(res.status, `${who} ${key}: ${res.body.message}`).toBe(200);
            expect(res.body.data.is_order).toBe(to);
            expect((await orderRow(o.id)).is_order).toBe(to);
            seen.push(key);
          } else {
            const expected = other.includes(key) ? 403 : 400;
            expect(res.status, `${who} ${key}`).toBe(expected);
            expect((await orderRow(o.id)).is_order).toBe(from);
          }
        }
      }
      expect(seen.sort()).toEqual([...allowed].sort());
    });
  }

  it('stock adjusted below what confirmed orders reserve is refused; down to it is taken', async () => {
    const o = await draft(3, 10);
    expect((await move(ctx.shop, o.id, 1)).status).toBe(200);
    expect(await ctx.fx.stockOf(o.inventoryId)).toEqual({ inventory: 10, reserved: 3 });
    const stock = stockCalls(ctx.app);
    const count = (amount: number) =>
      stock.update(ctx.warehouse, { id: o.inventoryId, inventory_amount: amount, remark: 'นับใหม่' });
    const refused = await count(2);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      fill(th.server.stock.below_reserved, { balance: 2, reserved: 3 }),
    );
    expect(await ctx.fx.stockOf(o.inventoryId)).toEqual({ inventory: 10, reserved: 3 });
    expect((await count(3)).status).toBe(200);
    expect(await ctx.fx.stockOf(o.inventoryId)).toEqual({ inventory: 3, reserved: 3 });
    // More stock is always taken, even while the balance is below the reservation.
    expect((await count(4)).status).toBe(200);
  });

  it('moving an order to the state it is in changes nothing', async () => {
    const o = await draft(2);
    expect((await move(ctx.shop, o.id, 1)).status).toBe(200);
    const again = await move(ctx.shop, o.id, 1);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ is_order: 1, is_confirm_order: 1 });
    expect((await ctx.fx.stockOf(o.inventoryId)).reserved).toBe(2);
  });

  it('the status choices are the order’s own and the moves the caller may make', async () => {
    const o = await draft(1);
    const choices = async (cookie: string) => {
      const res = await call<{ id: number }[]>(ctx.app, 'GET', 'order-getnextorderstatus', {
        cookie,
        query: { order_id: o.id },
      });
      expect(res.status).toBe(200);
      return res.body.data.map((s) => s.id);
    };
    expect(await choices(ctx.shop)).toEqual([0, 1, 9]);
    expect(await choices(ctx.warehouse)).toEqual([0, 1]);
    await move(ctx.shop, o.id, 1);
    expect(await choices(ctx.shop)).toEqual([1, 9]);
    expect(await choices(ctx.warehouse)).toEqual([1, 2, 3, 4, 9]);
    await ctx.fx.setState(o.id, 5);
    expect(await choices(ctx.warehouse)).toEqual([5]);
  });

  it('is_confirm_order follows the order: 3 once it is final', async () => {
    const o = await draft(1);
    expect((await orderRow(o.id)).is_confirm_order).toBe(0);
    await move(ctx.shop, o.id, 1);
    expect((await orderRow(o.id)).is_confirm_order).toBe(1);
    await move(ctx.warehouse, o.id, 4);
    expect((await orderRow(o.id)).is_confirm_order).toBe(2);
    await move(ctx.warehouse, o.id, 5);
    expect((await orderRow(o.id)).is_confirm_order).toBe(3);
  });
});

describe('stock', () => {
  it('confirming reserves the lines; refused, naming the short line, when stock is not there', async () => {
    const o = await draft(3, 5);
    // Someone else's confirmed order holds 3 of the 5 meanwhile.
    await ctx.fx.reserve(o.inventoryId, 3);
    const res = await move(ctx.shop, o.id, 1);
    expect(res.status).toBe(400);
    const line = fill(th.server.fulfilment.short_line, {
      code: o.product.code,
      name: o.product.name,
      available: 2,
      needed: 3,
    });
    expect(res.body.message).toBe(
      fill(th.server.fulfilment.short, { order: o.order_id, lines: line }),
    );
    expect(await ctx.fx.stockOf(o.inventoryId)).toEqual({ inventory: 5, reserved: 3 });
    expect((await orderRow(o.id)).is_order).toBe(0);
  });

  it('two orders racing for the last unit: exactly one confirms', async () => {
    const a = await draft(1, 1);
    // A second order of the same product.
    const b = await ctx.fx.create(
      ctx.shop,
      await ctx.fx.orderBody(shopId, [{ product_id: a.product.id, total_order: 1, type: 1 }]),
    );
    const [ra, rb] = await Promise.all([move(ctx.shop, a.id, 1), move(ctx.shop, b.id, 1)]);
    expect([ra.status, rb.status].sort()).toEqual([200, 400]);
    expect(await ctx.fx.stockOf(a.inventoryId)).toEqual({ inventory: 1, reserved: 1 });
  });

  it('shipping takes the reserved stock out once, with a movement row, under a double click', async () => {
    const o = await draft(2, 10);
    await move(ctx.shop, o.id, 1);
    const [first, second] = await Promise.all([
      shipMany(ctx.warehouse, [o.id]),
      shipMany(ctx.warehouse, [o.id]),
    ]);
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      expect(res.body.data.refused).toEqual([]);
    }
    expect(await ctx.fx.stockOf(o.inventoryId)).toEqual({ inventory: 8, reserved: 0 });
    const moves = await movementsOf(o.id);
    expect(moves.map((m) => [m.kind, m.change, m.balance])).toEqual([['order_shipped', -2, 8]]);
    const row = await orderRow(o.id);
    expect(row.is_order).toBe(4);
    // The sandbox carrier's S10 number: EF for EMS (the fixtures' channel), the order's id in
    // eight digits, the S10 check digit, TH.
    const serial = String(o.id).padStart(8, '0');
    expect(row.tracking_no).toBe(`EF${serial}${s10CheckDigit(serial)}TH`);
    expect(row.transport_dt).not.toBeNull();
    expect(first.body.data.done[0].tracking_no).toBe(row.tracking_no);
    const notices = await noticesOf(o.order_id);
    expect(notices.map((n) => n.message)).toContain(
      fill(th.server.fulfilment.notice.shipped, {
        order: o.order_id,
        tracking: row.tracking_no ?? '',
      }),
    );
  });

  it('a return puts the stock back; delivered moves none', async () => {
    const o = await draft(2, 10);
    await move(ctx.shop, o.id, 1);
    await move(ctx.warehouse, o.id, 4);
    expect((await move(ctx.warehouse, o.id, 6)).status).toBe(200);
    expect(await ctx.fx.stockOf(o.inventoryId)).toEqual({ inventory: 10, reserved: 0 });
    expect((await movementsOf(o.id)).map((m) => [m.kind, m.change, m.balance])).toEqual([
      ['order_shipped', -2, 8],
      ['order_returned', 2, 10],
    ]);
    const d = await draft(1, 10);
    await move(ctx.shop, d.id, 1);
    await move(ctx.warehouse, d.id, 4);
    await move(ctx.warehouse, d.id, 5);
    expect(await ctx.fx.stockOf(d.inventoryId)).toEqual({ inventory: 9, reserved: 0 });
    expect(await movementsOf(d.id)).toHaveLength(1);
  });

  it('cancelling releases the reservation and moves no stock', async () => {
    const o = await draft(4, 10);
    await move(ctx.shop, o.id, 1);
    expect((await ctx.fx.stockOf(o.inventoryId)).reserved).toBe(4);
    expect((await move(ctx.shop, o.id, 9)).status).toBe(200);
    expect(await ctx.fx.stockOf(o.inventoryId)).toEqual({ inventory: 10, reserved: 0 });
    expect(await movementsOf(o.id)).toEqual([]);
    // Staff cancel one in picking the same way.
    const p = await draft(3, 10);
    await move(ctx.shop, p.id, 1);
    await move(ctx.warehouse, p.id, 2);
    expect((await move(ctx.warehouse, p.id, 9)).status).toBe(200);
    expect((await ctx.fx.stockOf(p.inventoryId)).reserved).toBe(0);
  });
});

describe('bulk actions', () => {
  it('bulk confirm confirms what it can and reports each order it could not, never half an order', async () => {
    const a = await draft(2, 5);
    const b = await ctx.fx.create(
      ctx.shop,
      await ctx.fx.orderBody(shopId, [{ product_id: a.product.id, total_order: 2, type: 1 }]),
    );
    // Two lines: one plentiful, one that the first two orders leave short.
    const plenty = await ctx.fx.product(shopId, 50);
    const c = await ctx.fx.create(
      ctx.shop,
      await ctx.fx.orderBody(shopId, [
        { product_id: plenty.id, total_order: 5, type: 1 },
        { product_id: a.product.id, total_order: 2, type: 1 },
      ]),
    );
    const res = await confirmMany(ctx.shop, [a.id, b.id, c.id, a.id]);
    expect(res.status).toBe(200);
    expect(res.body.data.done.map((d) => d.id)).toEqual([a.id, b.id]);
    expect(res.body.data.refused).toHaveLength(1);
    expect(res.body.data.refused[0]).toMatchObject({ id: c.id, order_id: c.order_id });
    expect(res.body.data.refused[0].message).toContain(a.product.code);
    expect(await ctx.fx.stockOf(a.inventoryId)).toEqual({ inventory: 5, reserved: 4 });
    // Nothing of the refused order is held.
    expect((await ctx.fx.stockOf(plenty.inventoryId as number)).reserved).toBe(0);
    expect((await orderRow(c.id)).is_order).toBe(0);
    // The shop is told of each confirmed order.
    expect(await noticesOf(a.order_id)).not.toHaveLength(0);
    expect(await noticesOf(c.order_id)).toHaveLength(0);
  });

  it('bulk ship is the warehouse’s: shop users are refused', async () => {
    const o = await draft(1);
    await move(ctx.shop, o.id, 1);
    expect((await shipMany(ctx.shop, [o.id])).status).toBe(403);
    expect((await orderRow(o.id)).is_order).toBe(1);
  });

  it('bulk ship refuses orders past shipping and drafts, shipping the rest', async () => {
    const a = await draft(1);
    const b = await draft(1);
    await move(ctx.shop, a.id, 1);
    const res = await shipMany(ctx.warehouse, [a.id, b.id]);
    expect(res.body.data.done.map((d) => d.id)).toEqual([a.id]);
    expect(res.body.data.refused.map((r) => r.id)).toEqual([b.id]);
    expect(res.body.data.refused[0].message).toBe(
      fill(th.server.fulfilment.bad_move, {
        order: b.order_id,
        from: th.app.orders.status[0],
        to: th.app.orders.status[4],
      }),
    );
  });

  it('an empty selection is refused', async () => {
    const res = await call(ctx.app, 'PUT', 'order-updatemultipleconfirmorder', {
      cookie: ctx.shop,
      body: { confirm_order: [] },
    });
    expect(res.status).toBe(400);
  });
});

describe('shop isolation', () => {
  it('a shop cannot move, list or learn of another shop’s orders', async () => {
    const o = await draft(1);
    // Naming the other shop is forbidden; naming their own shop does not find it.
    expect((await move(ctx.otherShop, o.id, 1)).status).toBe(403);
    expect((await move(ctx.otherShop, o.id, 1, otherShopId)).status).toBe(404);
    const bulk = await confirmMany(ctx.otherShop, [o.id], otherShopId);
    expect(bulk.body.data.done).toEqual([]);
    expect(bulk.body.data.refused).toEqual([
      { id: o.id, order_id: '', message: th.server.order.not_found },
    ]);
    const spoofed = await confirmMany(ctx.otherShop, [o.id], shopId);
    expect(spoofed.body.data.refused[0]).toMatchObject({ order_id: '' });
    expect((await orderRow(o.id)).is_order).toBe(0);
    const list = await call(ctx.app, 'GET', 'order-getconfirmorders', {
      cookie: ctx.otherShop,
      query: { shop_id: shopId },
    });
    expect(list.status).toBe(403);
    const ship = await call(ctx.app, 'GET', 'order-getshippingorders', {
      cookie: ctx.otherShop,
      query: { search_mode: 1, shop_id: shopId },
    });
    expect(ship.status).toBe(403);
  });
});

describe('the lists', () => {
  it('the confirm list pages a shop’s orders with their stage and delivery format', async () => {
    const o = await draft(1);
    await db().update(orders).set({ shipping_type: 1 }).where(eq(orders.id, o.id));
    const res = await call<FulfilmentRow[]>(ctx.app, 'GET', 'order-getconfirmorders', {
      cookie: ctx.shop,
      query: { shop_id: shopId, search: o.order_id, page: 1, per_page: 10 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      id: o.id,
      is_order: 0,
      is_confirm_order: 0,
      delivery_status: 'ด่วน',
      order_status: th.app.orders.status[0],
    });
  });

  it('the shipping list: by shop (1) or by delivery channel (2), confirmed to returned only', async () => {
    const draftOne = await draft(1);
    const mine = await draft(1);
    await move(ctx.shop, mine.id, 1);
    const theirs = await draft(1, 50, otherShopId);
    expect((await move(ctx.otherShop, theirs.id, 1, otherShopId)).status).toBe(200);
    const list = async (cookie: string, query: Record<string, string | number>) => {
      const res = await call<FulfilmentRow[]>(ctx.app, 'GET', 'order-getshippingorders', {
        cookie,
        query: { per_page: 100, page: 1, ...query },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    };
    const byShop = await list(ctx.shop, { search_mode: 1, shop_id: shopId });
    expect(byShop.map((r) => r.id)).toContain(mine.id);
    expect(byShop.map((r) => r.id)).not.toContain(draftOne.id);
    expect(byShop.every((r) => r.is_order >= 1 && r.is_order <= 6)).toBe(true);
    const channel = (await ctx.fx.where()).delivery_channel_id;
    // Staff see every shop's orders of the channel; a shop only its own.
    const staffRows = await list(ctx.staff, { search_mode: 2, delivery_mode: channel });
    expect(staffRows.map((r) => r.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const shopRows = await list(ctx.shop, { search_mode: 2, delivery_mode: channel });
    expect(shopRows.map((r) => r.id)).toContain(mine.id);
    expect(shopRows.map((r) => r.id)).not.toContain(theirs.id);
    expect(shopRows.every((r) => r.delivery_platform !== '')).toBe(true);
    const [shopName] = await db()
      .select({ name: shops.shop_name })
      .from(shops)
      .where(eq(shops.id, shopId));
    expect(shopRows.find((r) => r.id === mine.id)?.shop_name).toBe(shopName.name);
  });

  it('the tabs: each lists the orders of its statuses, oldest first when asked, and counts them as the list does', async () => {
    const stamp = `T${Date.now().toString(36)}`;
    const mark = async (id: number) =>
      db().update(orders).set({ customer_firstname: stamp }).where(eq(orders.id, id));
    // Two drafts, one confirmed, one shipped, one cancelled, all found by the stamp.
    const [a, b, c, d, e] = [
      await draft(1),
      await draft(1),
      await draft(1),
      await draft(1),
      await draft(1),
    ];
    for (const o of [a, b, c, d, e]) await mark(o.id);
    expect((await move(ctx.shop, c.id, 1)).status).toBe(200);
    expect((await move(ctx.shop, d.id, 1)).status).toBe(200);
    expect((await move(ctx.staff, d.id, 4)).status).toBe(200);
    expect((await move(ctx.shop, e.id, 9)).status).toBe(200);

    const ids = async (route: string, query: Record<string, string | number>) => {
      const res = await call<FulfilmentRow[]>(ctx.app, 'GET', route, {
        cookie: ctx.staff,
        query: { search: stamp, page: 1, per_page: 10, ...query },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.map((r) => r.id);
    };
    const confirm = (query: Record<string, string | number>) =>
      ids('order-getconfirmorders', { shop_id: shopId, ...query });
    expect(await confirm({ tab: 'waiting', sort: 'id', order: 'ASC' })).toEqual([a.id, b.id]);
    expect(await confirm({ tab: 'waiting' })).toEqual([b.id, a.id]);
    expect(await confirm({ tab: 'in_warehouse' })).toEqual([c.id]);
    expect(await confirm({ tab: 'shipped' })).toEqual([d.id]);
    expect(await confirm({ tab: 'final' })).toEqual([e.id]);
    expect(await confirm({})).toEqual([e.id, d.id, c.id, b.id, a.id]);
    const shipping = (query: Record<string, string | number>) =>
      ids('order-getshippingorders', { search_mode: 1, shop_id: shopId, ...query });
    expect(await shipping({ tab: 'in_warehouse', sort: 'id', order: 'ASC' })).toEqual([c.id]);
    expect(await shipping({ tab: 'shipped' })).toEqual([d.id]);
    expect(await shipping({ tab: 'closed' })).toEqual([]);
    expect(await shipping({})).toEqual([d.id, c.id]);

    const counts = async (route: string, query: Record<string, string | number>) => {
      const res = await call<TabCount[]>(ctx.app, 'GET', route, {
        cookie: ctx.staff,
        query: { search: stamp, ...query },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return Object.fromEntries(res.body.data.map((t) => [t.tab, t.count]));
    };
    expect(await counts('order-getconfirmordertabs', { shop_id: shopId })).toEqual({
      waiting: 2,
      in_warehouse: 1,
      shipped: 1,
      final: 1,
    });
    expect(await counts('order-getshippingordertabs', { search_mode: 1, shop_id: shopId })).toEqual(
      { in_warehouse: 1, shipped: 1, closed: 0 },
    );
    // A shop counts only its own shop's orders; an unknown tab is refused.
    const other = await call(ctx.app, 'GET', 'order-getconfirmordertabs', {
      cookie: ctx.otherShop,
      query: { shop_id: shopId },
    });
    expect(other.status).toBe(403);
    const bad = await call(ctx.app, 'GET', 'order-getconfirmorders', {
      cookie: ctx.staff,
      query: { shop_id: shopId, tab: 'closed' },
    });
    expect(bad.status).toBe(400);
  });

  it('the shipping list asks for the shop in mode 1 and the channel in mode 2', async () => {
    const one = await call(ctx.app, 'GET', 'order-getshippingorders', {
      cookie: ctx.staff,
      query: { search_mode: 1 },
    });
    expect(one.status).toBe(400);
    expect(one.body.message).toBe(th.server.fulfilment.shop_required);
    const two = await call(ctx.app, 'GET', 'order-getshippingorders', {
      cookie: ctx.staff,
      query: { search_mode: 2 },
    });
    expect(two.status).toBe(400);
    expect(two.body.message).toBe(th.server.fulfilment.channel_required);
  });
});
