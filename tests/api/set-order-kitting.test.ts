import { desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { th } from '../../i18n/th';
import { notifications, stockMovements, users } from '../../server/db/schema';
import { serverWithSessions } from './helpers';
import { setFixtures } from './setFixtures';

// Kitting: a set order taken to status 4 moves stock from the components to the set, in one
// transaction, with a movement row each, exactly once.

const ctx = serverWithSessions(
  { shop: 'company@demo.th', staff: 'warehouse@demo.th' },
  setFixtures,
);

/** A set of shop 1 of three products (1, 2 and 0 per set) with the given stock, and an order. */
async function kit(stock: [number, number, number], sets: number) {
  const parts = [
    await ctx.fx.stockedProduct(1, stock[0]),
    await ctx.fx.stockedProduct(1, stock[1]),
    await ctx.fx.stockedProduct(1, stock[2]),
  ];
  const setId = await ctx.fx.createSet(ctx.shop, 1, [
    { product_id: parts[0].id, amount: 1 },
    { product_id: parts[1].id, amount: 2 },
    { product_id: parts[2].id, amount: 0 },
  ]);
  const orderId = await ctx.fx.createOrder(ctx.shop, 1, setId, sets);
  const items = parts.map((p) => p.inventoryId as number);
  return { parts, setId, orderId, items };
}

/** Staff move the order forward to `to`, one step at a time, with `adjusted` sets. */
/** Staff's save of the order at status `status`, `adjusted` sets made, staff as picker and packer. */
const staffSave = (orderId: number, status: number, adjusted: number) => ({
  id: orderId,
  inventory_amount: adjusted,
  stocker: ctx.ids.staff,
  packer: ctx.ids.staff,
  is_status: status,
});

async function moveTo(orderId: number, to: number, adjusted: number) {
  const order = (await ctx.fx.readOrder(ctx.staff, orderId)).body.data[0];
  let last;
  for (let s = order.is_status + 1; s <= to; s++) {
    last = await ctx.fx.updateOrder(ctx.staff, staffSave(orderId, s, adjusted));
  }
  return last;
}

describe('a set order at status 4', () => {
  it('takes the components out and puts the sets in, with one movement each', async () => {
    const { setId, orderId, items } = await kit([20, 20, 5], 5);
    expect(await ctx.fx.setItem(setId)).toBeUndefined();
    const res = await moveTo(orderId, 4, 5);
    expect(res?.status, JSON.stringify(res?.body)).toBe(200);
    expect(res?.body.data).toEqual({ id: orderId, is_status: 4, return_product_set: 0 });

    const after = await ctx.fx.balances(items);
    // 1 and 2 per set of 5 sets; the product with 0 per set is not touched.
    expect(after.map((r) => r.balance)).toEqual([15, 10, 5]);
    expect(after.map((r) => r.moves)).toEqual([2, 2, 1]);
    const set = await ctx.fx.setItem(setId);
    expect(set.balance).toBe(5);

    const moves = await ctx.app.database.db
      .select()
      .from(stockMovements)
      .where(inArray(stockMovements.inventory_id, [...items, set.id]))
      .orderBy(stockMovements.id);
    const kitting = moves.filter((m) => m.doc_type === 'set_order');
    expect(kitting.map((m) => [m.inventory_id, m.kind, m.change, m.balance, m.doc_id])).toEqual([
      [items[0], 'set_consumed', -5, 15, orderId],
      [items[1], 'set_consumed', -10, 10, orderId],
      [set.id, 'set_assembled', 5, 5, orderId],
    ]);
    expect(kitting.every((m) => m.user_id === ctx.ids.staff)).toBe(true);

    // The set list and the order show the set's stock.
    const order = (await ctx.fx.readOrder(ctx.shop, orderId)).body.data[0];
    expect(order.set.inventory).toBe(5);
    expect(order.finished_dt).not.toBeNull();
  });

  it('adds the adjusted count and records the return count of spec §4', async () => {
    const { setId, orderId, items } = await kit([50, 50, 0], 6);
    const res = await moveTo(orderId, 4, 4);
    expect(res?.body.data).toEqual({ id: orderId, is_status: 4, return_product_set: 2 });
    expect((await ctx.fx.setItem(setId)).balance).toBe(4);
    expect((await ctx.fx.balances(items)).map((r) => r.balance)).toEqual([46, 42, 0]);
    // More assembled than asked: nothing returned.
    const more = await kit([50, 50, 0], 3);
    const res2 = await moveTo(more.orderId, 4, 5);
    expect(res2?.body.data.return_product_set).toBe(0);
    expect((await ctx.fx.setItem(more.setId)).balance).toBe(5);
  });

  it('is refused when a component is short, and nothing is written', async () => {
    const { parts, setId, orderId, items } = await kit([20, 7, 5], 4);
    await moveTo(orderId, 3, 4);
    const before = await ctx.fx.balances(items);
    const res = await ctx.fx.updateOrder(ctx.staff, staffSave(orderId, 4, 4));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      th.server.set_order.components_short
        .replace('%{code}', parts[1].code)
        .replace('%{product}', parts[1].name)
        .replace('%{balance}', '7')
        .replace('%{needed}', '8'),
    );
    expect(res.body.message).toContain('คงเหลือ 7 ต้องใช้ 8');
    expect(await ctx.fx.balances(items)).toEqual(before);
    expect(await ctx.fx.setItem(setId)).toBeUndefined();
    expect((await ctx.fx.readOrder(ctx.staff, orderId)).body.data[0].is_status).toBe(3);
  });

  it('is refused when a component has no stock item', async () => {
    const a = await ctx.fx.stockedProduct(1, 30);
    const none = await ctx.fx.stockedProduct(1, null);
    const setId = await ctx.fx.createSet(ctx.shop, 1, [
      { product_id: a.id, amount: 1 },
      { product_id: none.id, amount: 1 },
    ]);
    const orderId = await ctx.fx.createOrder(ctx.shop, 1, setId, 2);
    const res = await moveTo(orderId, 4, 2);
    expect(res?.status).toBe(400);
    expect(res?.body.message).toContain(none.code);
    expect((await ctx.fx.balances([a.inventoryId as number]))[0].balance).toBe(30);
  });

  it('is applied once: a second save at 4 with the same count moves nothing', async () => {
    const { setId, orderId, items } = await kit([30, 30, 0], 3);
    await moveTo(orderId, 4, 3);
    const before = await ctx.fx.balances(items);
    const again = await ctx.fx.updateOrder(ctx.staff, staffSave(orderId, 4, 3));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await ctx.fx.balances(items)).toEqual(before);
    expect((await ctx.fx.setItem(setId)).balance).toBe(3);
  });

  it('is applied once when two requests ask for it at the same moment', async () => {
    const { setId, orderId, items } = await kit([40, 40, 0], 4);
    await moveTo(orderId, 3, 4);
    const body = staffSave(orderId, 4, 4);
    const replies = await Promise.all([
      ctx.fx.updateOrder(ctx.staff, body),
      ctx.fx.updateOrder(ctx.staff, body),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect((await ctx.fx.balances(items)).map((r) => [r.balance, r.moves])).toEqual([
      [36, 2],
      [32, 2],
      [0, 1],
    ]);
    const set = await ctx.fx.setItem(setId);
    expect(set.balance).toBe(4);
    expect((await ctx.fx.balances([set.id]))[0].moves).toBe(1);
  });

  it('moves 4 → 2 → 4: takes the sets apart and assembles them again, with movement rows each way', async () => {
    const { setId, orderId, items } = await kit([20, 20, 5], 5);
    await moveTo(orderId, 4, 5);
    const set = await ctx.fx.setItem(setId);
    const kitting = async () =>
      (
        await ctx.app.database.db
          .select()
          .from(stockMovements)
          .where(eq(stockMovements.doc_id, orderId))
          .orderBy(stockMovements.id)
      )
        .filter((m) => m.doc_type === 'set_order')
        .map((m) => [m.inventory_id, m.kind, m.change, m.balance]);

    const back = await ctx.fx.updateOrder(ctx.staff, staffSave(orderId, 2, 5));
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await ctx.fx.balances(items)).map((r) => r.balance)).toEqual([20, 20, 5]);
    expect((await ctx.fx.setItem(setId)).balance).toBe(0);
    const order = (await ctx.fx.readOrder(ctx.staff, orderId)).body.data[0];
    expect(order.is_status).toBe(2);
    expect(order.finished_dt).toBeNull();
    expect(await kitting()).toEqual([
      [items[0], 'set_consumed', -5, 15],
      [items[1], 'set_consumed', -10, 10],
      [set.id, 'set_assembled', 5, 5],
      [items[0], 'set_returned', 5, 20],
      [items[1], 'set_returned', 10, 20],
      [set.id, 'set_disassembled', -5, 0],
    ]);

    // Again to 4, now with 4 sets: assembled again from the components.
    const again = await ctx.fx.updateOrder(ctx.staff, staffSave(orderId, 4, 4));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await ctx.fx.balances(items)).map((r) => r.balance)).toEqual([16, 12, 5]);
    expect((await ctx.fx.setItem(setId)).balance).toBe(4);
    expect((await kitting()).slice(6)).toEqual([
      [items[0], 'set_consumed', -4, 16],
      [items[1], 'set_consumed', -8, 12],
      [set.id, 'set_assembled', 4, 4],
    ]);

    // The count changed at 4: what was assembled is taken apart, the new count assembled.
    const fewer = await ctx.fx.updateOrder(ctx.staff, staffSave(orderId, 4, 2));
    expect(fewer.status, JSON.stringify(fewer.body)).toBe(200);
    expect((await ctx.fx.balances(items)).map((r) => r.balance)).toEqual([18, 16, 5]);
    expect((await ctx.fx.setItem(setId)).balance).toBe(2);
  });

  it('leaving 4 is refused when the sets are no longer in stock, and nothing is written', async () => {
    const { setId, orderId, items } = await kit([20, 20, 0], 3);
    await moveTo(orderId, 4, 3);
    const set = await ctx.fx.setItem(setId);
    // Two of the three sets leave the warehouse another way.
    await ctx.app.database.db.transaction(async (tx) => {
      const { moveStock } = await import('../../server/domain/stock');
      await moveStock(tx, ctx.app.events, {
        inventoryId: set.id,
        kind: 'adjustment',
        change: -2,
        userId: ctx.ids.staff,
      });
    });
    const before = await ctx.fx.balances([...items, set.id]);
    const res = await ctx.fx.updateOrder(ctx.staff, staffSave(orderId, 3, 3));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('เหลือในคลัง 1 เซต ไม่พอสำหรับแยกเซตที่ประกอบไว้ 3 เซต');
    expect(await ctx.fx.balances([...items, set.id])).toEqual(before);
    expect((await ctx.fx.readOrder(ctx.staff, orderId)).body.data[0].is_status).toBe(4);
  });

  it("tells the shop's users that the sets are in the warehouse", async () => {
    const { orderId } = await kit([10, 10, 0], 1);
    await moveTo(orderId, 4, 1);
    const [owner] = await ctx.app.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'company@demo.th'));
    const [last] = await ctx.app.database.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.user_id, owner.id))
      .orderBy(desc(notifications.id))
      .limit(1);
    const order = (await ctx.fx.readOrder(ctx.shop, orderId)).body.data[0];
    expect(last.message).toContain(order.ps_orderid);
  });
});
