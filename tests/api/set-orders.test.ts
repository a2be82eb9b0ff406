import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SetOrderListRow } from '../../contract/schemas/productSets';
import { th } from '../../i18n/th';
import { productSetOrders } from '../../server/db/schema';
import { call, serverWithSessions, userIdOf } from './helpers';
import { setFixtures } from './setFixtures';

// Who may change a set order, to what and when (DESIGN.md: the set-order state machine).

const ctx = serverWithSessions(
  { shop: 'company@demo.th', otherShop: 'individual@demo.th', staff: 'admin@demo.th' },
  setFixtures,
);
let staffId: number;
let setId: number;

beforeAll(async () => {
  staffId = await userIdOf(ctx.app, 'warehouse@demo.th');
  const a = await ctx.fx.stockedProduct(1, 1000);
  setId = await ctx.fx.createSet(ctx.shop, 1, [{ product_id: a.id, amount: 1 }]);
});

/** An order of shop 1 put straight at `status` (with picker and packer from status 2). */
async function orderAt(status: number, count = 5) {
  const id = await ctx.fx.createOrder(ctx.shop, 1, setId, count);
  if (status > 1) {
    await ctx.app.database.db
      .update(productSetOrders)
      .set({ is_status: status, stocker: staffId, packer: staffId })
      .where(eq(productSetOrders.id, id));
  }
  return id;
}
const staffMove = (id: number, to: number, extra: Record<string, unknown> = {}) =>
  ctx.fx.updateOrder(ctx.staff, {
    id,
    inventory_amount: 5,
    stocker: staffId,
    packer: staffId,
    is_status: to,
    ...extra,
  });
const statusOf = async (id: number) =>
  (
    await ctx.app.database.db
      .select({ s: productSetOrders.is_status })
      .from(productSetOrders)
      .where(eq(productSetOrders.id, id))
  )[0]?.s;

describe('creating a set order', () => {
  const create = (cookie: string, body: unknown) =>
    call(ctx.app, 'POST', 'productset-createsetinventory', { cookie, body });

  it('answers the spec messages for the count and the set', async () => {
    const cases: [unknown, string][] = [
      [undefined, th.validation.set.set_count_required],
      [0, th.validation.set.set_count_positive],
      [1.5, th.validation.set.set_count_positive],
      [-2, th.validation.set.set_count_positive],
    ];
    for (const [count, message] of cases) {
      const res = await create(ctx.shop, {
        shop_id: 1,
        product_set_order: [{ productset_id: setId, inventory_amount: count }],
      });
      expect(res.status, String(count)).toBe(400);
      expect(Object.values(res.body.errors ?? {})).toContain(message);
    }
    const none = await create(ctx.shop, { shop_id: 1, product_set_order: [] });
    expect(Object.values(none.body.errors ?? {})).toContain(th.validation.set.set_required);
    const noShop = await create(ctx.shop, { product_set_order: [] });
    expect(Object.values(noShop.body.errors ?? {})).toContain(th.validation.set.shop_required);
  });

  it('starts at status 1 with an ORP number, the count asked for and no return', async () => {
    const id = await ctx.fx.createOrder(ctx.shop, 1, setId, 7);
    const order = (await ctx.fx.readOrder(ctx.shop, id)).body.data[0];
    expect(order).toMatchObject({
      is_status: 1,
      status_name: th.app.setOrder.status['1'],
      inventory: 7,
      inventory_amount: 7,
      return_product_set: 0,
      stocker: null,
      packer: null,
    });
    expect(order.ps_orderid).toMatch(/^ORP\d{13,16}$/);
    expect(order.product).toHaveLength(1);
  });

  it('keeps a well-formed order number the screen sent, once', async () => {
    const number = `ORP${Date.now() + 5_000_000}`;
    const body = {
      shop_id: 1,
      ps_order_productId: number,
      product_set_order: [{ productset_id: setId, inventory_amount: 1 }],
    };
    const first = await create(ctx.shop, body);
    const second = await create(ctx.shop, body);
    expect((first.body.data as { ps_orderid: string }).ps_orderid).toBe(number);
    expect((second.body.data as { ps_orderid: string }).ps_orderid).not.toBe(number);
  });

  it("refuses a set of another shop, and another shop's user", async () => {
    const res = await create(ctx.shop, {
      shop_id: 2,
      product_set_order: [{ productset_id: setId, inventory_amount: 1 }],
    });
    expect(res.status).toBe(404);
    const other = await create(ctx.otherShop, {
      shop_id: 1,
      product_set_order: [{ productset_id: setId, inventory_amount: 1 }],
    });
    expect(other.status).toBe(403);
  });

  it('is open to staff for any shop', async () => {
    const res = await create(ctx.staff, {
      shop_id: 1,
      product_set_order: [{ productset_id: setId, inventory_amount: 2 }],
    });
    expect(res.status).toBe(200);
  });
});

describe('staff choose any status (spec part 1: no transition rules are enforced)', () => {
  // From each status to each status, backwards and forwards: the stock moves of entering and
  // leaving 4 are server/domain/setOrders.ts's (tests/api/set-order-kitting.test.ts).
  for (const from of [1, 2, 3, 4]) {
    for (const to of [1, 2, 3, 4]) {
      it(`${from} → ${to} is allowed`, async () => {
        const id = await orderAt(from);
        const res = await staffMove(id, to);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(await statusOf(id)).toBe(to);
      });
    }
  }

  it('a shop user may not change an order imported to the warehouse', async () => {
    const id = await orderAt(4);
    const res = await ctx.fx.updateOrder(ctx.shop, { id, inventory_amount: 3 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(th.server.set_order.final);
    expect(await statusOf(id)).toBe(4);
  });

  it('needs a picker and a packer, both active staff', async () => {
    const id = await orderAt(1);
    const missing = await ctx.fx.updateOrder(ctx.staff, { id, inventory_amount: 5, is_status: 2 });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({
      stocker: th.validation.set.picker_required,
      packer: th.validation.set.packer_required,
    });
    const notStaff = await staffMove(id, 2, { stocker: ctx.ids.shop });
    expect(notStaff.status).toBe(400);
    expect(notStaff.body.errors).toEqual({ stocker: th.server.set_order.not_officer });
    expect(await statusOf(id)).toBe(1);
    const ok = await staffMove(id, 2);
    expect(ok.status).toBe(200);
  });

  it('computes the return count whatever is sent', async () => {
    const id = await orderAt(2, 10);
    const res = await staffMove(id, 3, { inventory_amount: 8, return_product_set: 99 });
    expect(res.body.data).toEqual({ id, is_status: 3, return_product_set: 2 });
    const order = (await ctx.fx.readOrder(ctx.staff, id)).body.data[0];
    expect(order).toMatchObject({ inventory: 10, inventory_amount: 8, return_product_set: 2 });
  });
});

describe('what a shop user may change', () => {
  it('changes the count while the order waits, and nothing else', async () => {
    const id = await orderAt(1);
    const res = await ctx.fx.updateOrder(ctx.shop, { id, inventory_amount: 9 });
    expect(res.status).toBe(200);
    const order = (await ctx.fx.readOrder(ctx.shop, id)).body.data[0];
    expect(order).toMatchObject({ inventory: 9, inventory_amount: 9, is_status: 1 });
    for (const extra of [{ is_status: 2 }, { stocker: staffId }, { packer: staffId }]) {
      const refused = await ctx.fx.updateOrder(ctx.shop, { id, inventory_amount: 9, ...extra });
      expect(refused.status, JSON.stringify(extra)).toBe(403);
      expect(refused.body.message).toBe(th.server.set_order.staff_only);
    }
    const zero = await ctx.fx.updateOrder(ctx.shop, { id, inventory_amount: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.errors?.inventory_amount).toBe(th.validation.set.set_count_positive);
    expect(await statusOf(id)).toBe(1);
  });

  it('can no longer change or delete it once staff have started', async () => {
    for (const status of [2, 3]) {
      const id = await orderAt(status);
      const res = await ctx.fx.updateOrder(ctx.shop, {
        id,
        inventory_amount: 3,
        stocker: staffId,
        packer: staffId,
        is_status: status,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(th.server.set_order.shop_locked);
      const del = await call(ctx.app, 'DELETE', 'productset-deletesetinventory', {
        cookie: ctx.shop,
        query: { id },
      });
      expect(del.status).toBe(400);
      expect(await statusOf(id)).toBe(status);
    }
  });

  it("never reads or changes another shop's orders", async () => {
    const id = await orderAt(1);
    expect((await ctx.fx.readOrder(ctx.otherShop, id)).status).toBe(403);
    expect((await ctx.fx.updateOrder(ctx.otherShop, { id, inventory_amount: 2 })).status).toBe(403);
    // Naming one's own shop does not reach another shop's order; nor does staff naming another.
    expect(
      (await ctx.fx.updateOrder(ctx.otherShop, { id, shop_id: 3, inventory_amount: 2 })).status,
    ).toBe(404);
    expect((await staffMove(id, 2, { shop_id: 2 })).status).toBe(404);
    const list = await call(ctx.app, 'GET', 'productset-getsetinventories', {
      cookie: ctx.otherShop,
      query: { shop_id: 1 },
    });
    expect(list.status).toBe(403);
    const del = await call(ctx.app, 'DELETE', 'productset-deletesetinventory', {
      cookie: ctx.otherShop,
      query: { id },
    });
    expect(del.status).toBe(403);
    expect(await statusOf(id)).toBe(1);
  });
});

describe('deleting a set order', () => {
  const remove = (cookie: string, id: number) =>
    call(ctx.app, 'DELETE', 'productset-deletesetinventory', { cookie, query: { id } });

  it('the shop at status 1; staff up to 3; nobody at 4', async () => {
    const waiting = await orderAt(1);
    expect((await remove(ctx.shop, waiting)).status).toBe(200);
    expect(await statusOf(waiting)).toBeUndefined();
    const picked = await orderAt(3);
    expect((await remove(ctx.staff, picked)).status).toBe(200);
    const done = await orderAt(4);
    const res = await remove(ctx.staff, done);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(th.server.set_order.final);
    expect(await statusOf(done)).toBe(4);
  });
});

describe('the set-order list', () => {
  it('pages newest first with status names, and searches by number or set', async () => {
    const id = await orderAt(2);
    const order = (await ctx.fx.readOrder(ctx.shop, id)).body.data[0];
    const page = await call<SetOrderListRow[]>(ctx.app, 'GET', 'productset-getsetinventories', {
      cookie: ctx.shop,
      query: { shop_id: 1, page: 1, per_page: 5 },
    });
    expect(page.status).toBe(200);
    const rows = page.body.data;
    expect(rows.length).toBe(5);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a));
    expect((page.body as { total?: number }).total).toBeGreaterThan(5);
    const byNumber = await call<SetOrderListRow[]>(ctx.app, 'GET', 'productset-getsetinventories', {
      cookie: ctx.shop,
      query: { shop_id: 1, search: order.ps_orderid.toLowerCase() },
    });
    expect(byNumber.body.data).toEqual([
      expect.objectContaining({ id, status_name: th.app.setOrder.status['2'] }),
    ]);
    const bySet = await call<SetOrderListRow[]>(ctx.app, 'GET', 'productset-getsetinventories', {
      cookie: ctx.shop,
      query: { shop_id: 1, search: order.set.customer_product_id },
    });
    expect(bySet.body.data.every((r) => r.productset_id === setId)).toBe(true);
    expect(bySet.body.data.length).toBeGreaterThan(1);
  });

  it('officers are the active staff, for staff', async () => {
    const res = await call<{ id: number }[]>(ctx.app, 'GET', 'user-getofficerusers', {
      cookie: ctx.staff,
    });
    expect(res.body.data.map((u) => u.id)).toContain(staffId);
    expect(res.body.data.map((u) => u.id)).not.toContain(ctx.ids.shop);
    const refused = await call(ctx.app, 'GET', 'user-getofficerusers', { cookie: ctx.shop });
    expect(refused.status).toBe(403);
  });
});
