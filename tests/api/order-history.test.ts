import { beforeAll, describe, expect, it } from 'vitest';
import type { BulkReply, MovedOrder } from '../../contract/schemas/fulfilment';
import type { AuditRow } from '../../contract/schemas/roles';
import { th } from '../../i18n/th';
import { call, firstShopOf, serverWithSessions } from './helpers';
import { orderFixtures } from './orderFixtures';

// An order's history (order-getorderhistory): each status the order passes is one entry,
// written in the move's transaction with who moved it; a pack without scanning keeps its
// reason in the same entry. Whoever reads the order reads its history, a shop user only
// their own shops'.

const ctx = serverWithSessions(
  {
    shop: 'company@demo.th',
    otherShop: 'individual@demo.th',
    warehouse: 'warehouse@demo.th',
  },
  orderFixtures,
);
let shopId: number;

beforeAll(async () => {
  shopId = await firstShopOf(ctx.app, 'company@demo.th');
});

const REASON = 'บาร์โค้ดบนกล่องขาด สแกนไม่ได้';

/** A draft of the shop: 2 of a fresh product with 20 in stock. */
async function draft() {
  const p = await ctx.fx.product(shopId, 20);
  const body = await ctx.fx.orderBody(shopId, [{ product_id: p.id, total_order: 2, type: 1 }]);
  const made = await ctx.fx.create(ctx.shop, body);
  return { id: made.id, body };
}

const historyOf = (cookie: string, id: number, paging: Record<string, number> = {}) =>
  call<AuditRow[]>(ctx.app, 'GET', 'order-getorderhistory', {
    cookie,
    query: { order_id: id, ...paging },
  });

/** An entry's status change and whatever else it recorded, as text. */
const changesOf = (row: AuditRow) =>
  row.changes.map((c) => `${c.field} ${c.before ?? '-'}>${c.after ?? '-'}`);

describe("an order's history", () => {
  it('records confirm, picking, a pack override with its reason and shipping, newest first', async () => {
    const { id } = await draft();
    const confirmed = await call<MovedOrder>(ctx.app, 'PUT', 'order-updateconfirmorder', {
      cookie: ctx.shop,
      body: { shop_id: shopId, id, is_order: 1 },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const picked = await call(ctx.app, 'POST', 'picklist-createpicklist', {
      cookie: ctx.warehouse,
      body: { order_ids: [id] },
    });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    const packed = await call(ctx.app, 'POST', 'order-packoverride', {
      cookie: ctx.warehouse,
      body: { id, reason: REASON },
    });
    expect(packed.status, JSON.stringify(packed.body)).toBe(200);
    const shipped = await call<BulkReply>(ctx.app, 'PUT', 'order-updatemultipleshippingorder', {
      cookie: ctx.warehouse,
      body: { shipping_order: [{ id, shop_id: shopId }] },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.data.done.map((d) => d.is_order)).toEqual([4]);

    const res = await historyOf(ctx.shop, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.data;
    expect(rows.map(changesOf)).toEqual([
      ['is_order 3>4'],
      ['is_order 2>3', `pack_override_reason ->${REASON}`],
      ['is_order 1>2'],
      ['is_order 0>1'],
    ]);
    expect(rows.every((r) => r.action === 'order_status_changed')).toBe(true);
    // The shop confirmed; the warehouse picked, packed and shipped.
    expect(rows.map((r) => r.actor_id)).toEqual([
      ctx.ids.warehouse,
      ctx.ids.warehouse,
      ctx.ids.warehouse,
      ctx.ids.shop,
    ]);
    expect(rows.every((r) => typeof r.actor_name === 'string' && r.actor_name !== '')).toBe(true);
    const times = rows.map((r) => Date.parse(r.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // The warehouse reads the same history; a page of two holds the two newest.
    const staff = await historyOf(ctx.warehouse, id);
    expect(staff.status).toBe(200);
    expect(staff.body.data).toEqual(rows);
    const page = await historyOf(ctx.shop, id, { page: 1, per_page: 2 });
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(4);
    expect(page.body.data.map((r) => r.id)).toEqual(rows.slice(0, 2).map((r) => r.id));
  });

  it('a move to the status the order is in writes nothing', async () => {
    const { id } = await draft();
    for (let i = 0; i < 2; i++) {
      const res = await call(ctx.app, 'PUT', 'order-updateconfirmorder', {
        cookie: ctx.shop,
        body: { shop_id: shopId, id, is_order: 1 },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect((await historyOf(ctx.shop, id)).body.data.map(changesOf)).toEqual([['is_order 0>1']]);
  });

  it('a draft the shop cancels from its form has the cancel in its history', async () => {
    const { id, body } = await draft();
    const res = await call(ctx.app, 'PUT', 'order-updateorder', {
      cookie: ctx.shop,
      body: { ...body, id, is_order: 9 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = (await historyOf(ctx.shop, id)).body.data;
    expect(rows.map(changesOf)).toEqual([['is_order 0>9']]);
    expect(rows[0].actor_id).toBe(ctx.ids.shop);
  });

  it("is refused to another shop's user exactly as the order is, and unknown orders are not found", async () => {
    const { id } = await draft();
    await call(ctx.app, 'PUT', 'order-updateconfirmorder', {
      cookie: ctx.shop,
      body: { shop_id: shopId, id, is_order: 1 },
    });
    const order = await call(ctx.app, 'GET', 'order-getorderbyid', {
      cookie: ctx.otherShop,
      query: { order_id: id },
    });
    const history = await historyOf(ctx.otherShop, id);
    expect(history.status).toBe(order.status);
    expect(history.body.message).toBe(order.body.message);
    expect(history.status).toBe(403);
    expect(history.body.message).toBe(th.server.shop_forbidden);
    expect(history.body.data).toBeUndefined();

    for (const cookie of [ctx.warehouse, ctx.otherShop]) {
      const missing = await historyOf(cookie, 999_999_999);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(th.server.order.not_found);
    }
  });
});
