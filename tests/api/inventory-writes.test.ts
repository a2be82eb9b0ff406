import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { th } from '../../i18n/th';
import { notifications, stockMovements, userShops } from '../../server/db/schema';
import { call, getPhoto, login, serverWithSessions } from './helpers';
import { expectLedgerBalanced, itemRow, ledger, stockCalls, unstockedProducts } from './stockCalls';

// Staff add, adjust, check and delete stock; every change is a movement of the ledger.

const ctx = serverWithSessions({ staff: 'warehouse@demo.th' }, stockCalls);

let spare: number[] = [];
/** A product of shop 1 that has never had a stock item. */
const freshProduct = () => {
  const id = spare.shift();
  if (id === undefined) throw new Error('no spare product');
  return id;
};

/** A new stock item of shop 1 holding `amount`. */
async function newItem(amount: number) {
  const res = await ctx.fx.create(ctx.staff, {
    shop_id: 1,
    product_id: freshProduct(),
    inventory_amount: amount,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
}

const movementsOf = async (id: number) =>
  ctx.app.database.db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.inventory_id, id))
    .orderBy(desc(stockMovements.id));

beforeAll(async () => {
  spare = await unstockedProducts(ctx.app, 1);
});

describe('create', () => {
  it("adds an item with an 'initial' movement by the caller", async () => {
    const id = await newItem(12);
    expect((await itemRow(ctx.app, id)).inventory).toBe(12);
    const [m] = await movementsOf(id);
    expect(m).toMatchObject({ kind: 'initial', change: 12, balance: 12, user_id: ctx.ids.staff });
  });

  it('refuses a product that already has a live item in the shop (409)', async () => {
    const product = freshProduct();
    expect(
      (await ctx.fx.create(ctx.staff, { shop_id: 1, product_id: product, inventory_amount: 1 }))
        .status,
    ).toBe(200);
    const again = await ctx.fx.create(ctx.staff, {
      shop_id: 1,
      product_id: product,
      inventory_amount: 5,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(th.server.stock.exists);
  });

  it('brings back a removed item with its history', async () => {
    const product = freshProduct();
    const id = (
      await ctx.fx.create(ctx.staff, { shop_id: 1, product_id: product, inventory_amount: 0 })
    ).body.data.id;
    expect((await ctx.fx.remove(ctx.staff, id)).status).toBe(200);
    const back = await ctx.fx.create(ctx.staff, {
      shop_id: 1,
      product_id: product,
      inventory_amount: 4,
    });
    expect(back.body.data.id).toBe(id);
    expect((await movementsOf(id)).map((m) => [m.kind, m.change, m.balance])).toEqual([
      ['initial', 4, 4],
      ['deleted', 0, 0],
      ['initial', 0, 0],
    ]);
    expect((await itemRow(ctx.app, id)).deleted_at).toBeNull();
  });

  it('refuses a product of another shop, a uid not the caller, and bad quantities', async () => {
    const other = await ctx.fx.create(ctx.staff, {
      shop_id: 2,
      product_id: freshProduct(),
      inventory_amount: 1,
    });
    expect(other.status).toBe(404);
    const uid = await ctx.fx.create(ctx.staff, {
      uid: ctx.ids.staff + 1,
      shop_id: 1,
      product_id: freshProduct(),
      inventory_amount: 1,
    });
    expect(uid.status).toBe(403);
    expect(uid.body.message).toBe(th.server.forbidden);
    const own = await ctx.fx.create(ctx.staff, {
      uid: ctx.ids.staff,
      shop_id: 1,
      product_id: freshProduct(),
      inventory_amount: 1,
    });
    expect(own.status).toBe(200);
    const cases = [
      [{ shop_id: 1, product_id: 1 }, 'inventory_amount', th.validation.stock.amount_required],
      [
        { shop_id: 1, product_id: 1, inventory_amount: -1 },
        'inventory_amount',
        th.validation.stock.non_negative,
      ],
      [
        { shop_id: 1, product_id: 1, inventory_amount: 1.5 },
        'inventory_amount',
        th.validation.stock.whole,
      ],
      [{ shop_id: 1, inventory_amount: 1 }, 'product_id', th.validation.stock.product_required],
      [{ product_id: 1, inventory_amount: 1 }, 'shop_id', th.validation.stock.shop_required],
    ] as const;
    for (const [body, field, message] of cases) {
      const res = await ctx.fx.create(ctx.staff, body);
      expect(res.status, field).toBe(400);
      expect(res.body.errors?.[field], field).toBe(message);
    }
  });
});

describe('update', () => {
  it('adjusts to the new quantity: the difference is an adjustment with the remark', async () => {
    const id = await newItem(10);
    const res = await ctx.fx.update(ctx.staff, {
      id,
      inventory_amount: 7,
      remark: 'แตกเสียหาย 3 ชิ้น',
    });
    expect(res.body.data).toEqual({ id, inventory: 7, change: -3 });
    const [m] = await movementsOf(id);
    expect(m).toMatchObject({
      kind: 'adjustment',
      change: -3,
      balance: 7,
      reason: 'แตกเสียหาย 3 ชิ้น',
    });
  });

  it('an empty quantity keeps the stock; a remark alone is still recorded, nothing else is', async () => {
    const id = await newItem(9);
    const kept = await ctx.fx.update(ctx.staff, {
      id,
      inventory_amount: null,
      remark: 'ตรวจนับแล้วครบ',
    });
    expect(kept.body.data).toEqual({ id, inventory: 9, change: 0 });
    expect((await movementsOf(id))[0]).toMatchObject({
      kind: 'adjustment',
      change: 0,
      balance: 9,
      reason: 'ตรวจนับแล้วครบ',
    });
    const count = (await movementsOf(id)).length;
    expect((await ctx.fx.update(ctx.staff, { id })).body.data).toEqual({
      id,
      inventory: 9,
      change: 0,
    });
    expect((await ctx.fx.update(ctx.staff, { id, inventory_amount: 9 })).body.data.change).toBe(0);
    expect(await movementsOf(id)).toHaveLength(count);
    expect((await ctx.fx.update(ctx.staff, { id, inventory_amount: 0 })).body.data).toEqual({
      id,
      inventory: 0,
      change: -9,
    });
  });

  it('records the photo the upload stored for the item; any other key is 400', async () => {
    const id = await newItem(5);
    const up = await ctx.fx.upload(ctx.staff, { shop_id: 1, inventory_id: id });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const key = up.body.data.inven_pic;
    expect((await itemRow(ctx.app, id)).inven_pic).toBe(key);
    const wrong = await ctx.fx.update(ctx.staff, {
      id,
      inventory_amount: 6,
      inven_pic: 'other.png',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.inven_pic).toBe(th.server.stock.photo_unknown);
    const res = await ctx.fx.update(ctx.staff, {
      id,
      inventory_amount: 6,
      remark: 'รับคืน',
      inven_pic: key,
    });
    expect(res.status).toBe(200);
    expect((await movementsOf(id))[0]).toMatchObject({ change: 1, photo: key });
    // The photo is served to the shop's users and to staff, not to other shops.
    expect((await getPhoto(ctx.app, await login(ctx.app, 'company@demo.th'), key)).statusCode).toBe(
      200,
    );
    expect(
      (await getPhoto(ctx.app, await login(ctx.app, 'individual@demo.th'), key)).statusCode,
    ).toBe(403);
    // After a new upload the movement's photo is still found by its key.
    await ctx.fx.upload(ctx.staff, { shop_id: 1, inventory_id: id });
    expect((await getPhoto(ctx.app, await login(ctx.app, 'company@demo.th'), key)).statusCode).toBe(
      200,
    );
  });

  it('a photo sent without a remark or a new quantity is still a movement of the ledger', async () => {
    const id = await newItem(4);
    const up = await ctx.fx.upload(ctx.staff, { shop_id: 1, inventory_id: id });
    const key = up.body.data.inven_pic;
    const res = await ctx.fx.update(ctx.staff, { id, inventory_amount: null, inven_pic: key });
    expect(res.status).toBe(200);
    expect((await movementsOf(id))[0]).toMatchObject({ kind: 'adjustment', change: 0, photo: key });
    expect((await itemRow(ctx.app, id)).inventory).toBe(4);
  });

  it('the upload refuses a file that is not an image, a missing file and an item of another shop', async () => {
    const id = await newItem(1);
    const text = await ctx.fx.upload(
      ctx.staff,
      { shop_id: 1, inventory_id: id },
      Buffer.from('not an image'),
    );
    expect(text.status).toBe(400);
    expect(text.body.message).toBe(th.server.image_only);
    const none = await ctx.fx.upload(ctx.staff, { shop_id: 1, inventory_id: id }, null);
    expect(none.body.message).toBe(th.server.stock.photo_required);
    expect((await ctx.fx.upload(ctx.staff, { shop_id: 2, inventory_id: id })).status).toBe(404);
    expect((await itemRow(ctx.app, id)).inven_pic).toBeNull();
  });

  it('a uid not the caller is 403 and an unknown item 404', async () => {
    const id = await newItem(2);
    const uid = await ctx.fx.update(ctx.staff, { id, uid: ctx.ids.staff + 1, inventory_amount: 1 });
    expect(uid.status).toBe(403);
    expect((await itemRow(ctx.app, id)).inventory).toBe(2);
    const unknown = await ctx.fx.update(ctx.staff, { id: 999_999, inventory_amount: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(th.server.stock.not_found);
    const long = await ctx.fx.update(ctx.staff, { id, remark: 'ก'.repeat(201) });
    expect(long.body.errors?.remark).toBe(th.validation.stock.remark_max);
  });

  it('two adjustments at once lose neither: the later one is the balance, both are movements', async () => {
    const id = await newItem(10);
    const [a, b] = await Promise.all([
      ctx.fx.update(ctx.staff, { id, inventory_amount: 25, remark: 'ก' }),
      ctx.fx.update(ctx.staff, { id, inventory_amount: 4, remark: 'ข' }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const moves = await movementsOf(id);
    const [later, earlier] = moves;
    expect(moves).toHaveLength(3);
    const balance = (await itemRow(ctx.app, id)).inventory;
    expect(balance).toBe(later.balance);
    expect([25, 4]).toContain(balance);
    expect(earlier.balance + later.change).toBe(balance);
    expect(moves.reduce((s, m) => s + m.change, 0)).toBe(balance);
    await expectLedgerBalanced(ctx.app);
  });
});

/** Deleting the item, which holds `balance`, is refused with that balance; the item stays. */
async function expectDeleteRefused(id: number, balance: number) {
  const refused = await ctx.fx.remove(ctx.staff, id);
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe(
    th.server.stock.delete_has_stock.replace('%{balance}', String(balance)),
  );
  expect((await itemRow(ctx.app, id)).deleted_at).toBeNull();
}

describe('delete', () => {
  it('refuses an item holding stock with a clear message; removes an empty one, keeping its history', async () => {
    const id = await newItem(3);
    await expectDeleteRefused(id, 3);
    await ctx.fx.update(ctx.staff, { id, inventory_amount: 0, remark: 'ตัดจำหน่าย' });
    expect((await ctx.fx.remove(ctx.staff, id)).status).toBe(200);
    expect((await itemRow(ctx.app, id)).deleted_at).not.toBeNull();
    expect((await movementsOf(id)).map((m) => [m.kind, m.change, m.balance])).toEqual([
      ['deleted', 0, 0],
      ['adjustment', -3, 0],
      ['initial', 3, 3],
    ]);
    const list = await ctx.fx.list(ctx.staff, { shop_id: 1, ids: String(id) });
    expect(list.body.data).toEqual([]);
    expect((await ctx.fx.item(ctx.staff, id)).status).toBe(404);
    expect((await ctx.fx.remove(ctx.staff, id)).status).toBe(404);
    expect((await ctx.fx.update(ctx.staff, { id, inventory_amount: 1 })).status).toBe(404);
  });
});

describe('delete of the last piece', () => {
  it('refuses an item holding exactly one piece', async () => {
    const id = await newItem(1);
    await expectDeleteRefused(id, 1);
    expect((await movementsOf(id)).map((m) => m.kind)).toEqual(['initial']);
  });
});

describe('stock check', () => {
  it("records a 'stock_check' per item once, sets the last check date; unknown ids write nothing", async () => {
    const [a, b] = [await newItem(4), await newItem(6)];
    const res = await ctx.fx.check(ctx.staff, [a, b, a]);
    expect(res.status).toBe(200);
    expect(res.body.data.checked).toBe(2);
    for (const [id, balance] of [
      [a, 4],
      [b, 6],
    ]) {
      expect((await movementsOf(id))[0]).toMatchObject({
        kind: 'stock_check',
        change: 0,
        balance,
        user_id: ctx.ids.staff,
      });
      expect((await itemRow(ctx.app, id)).last_checked_at?.toISOString()).toBeDefined();
    }
    const listed = await ctx.fx.list(ctx.staff, { shop_id: 1, ids: `${a},${b}` });
    expect(listed.body.data.every((r) => r.last_checked_at !== null)).toBe(true);
    const before = await ledger(ctx.app);
    const unknown = await ctx.fx.check(ctx.staff, [a, 999_999]);
    expect(unknown.status).toBe(404);
    expect(await ledger(ctx.app)).toEqual(before);
    const empty = await ctx.fx.check(ctx.staff, []);
    expect(empty.body.errors?.inventory_id).toBe(th.validation.stock.select_items);
  });
});

describe('reorder notification', () => {
  it("tells the shop's users once when the stock falls to the reorder point", async () => {
    const id = await newItem(20);
    expect((await ctx.fx.reorder(ctx.staff, id, 5)).status).toBe(200);
    const owners = (
      await ctx.app.database.db.select().from(userShops).where(eq(userShops.shop_id, 1))
    ).map((u) => u.user_id);
    const count = async () =>
      (await ctx.app.database.db.select().from(notifications)).filter((n) =>
        n.message.includes('ถึงจุดสั่งซื้อขั้นต่ำ 5 ชิ้น'),
      ).length;
    await ctx.fx.update(ctx.staff, { id, inventory_amount: 6 });
    expect(await count()).toBe(0);
    await ctx.fx.update(ctx.staff, { id, inventory_amount: 5 });
    expect(await count()).toBe(owners.length);
    await ctx.fx.update(ctx.staff, { id, inventory_amount: 2 });
    expect(await count()).toBe(owners.length);
    const company = await login(ctx.app, 'company@demo.th');
    const mine = await call<{ message: string }[]>(
      ctx.app,
      'GET',
      'notification-getnotifications',
      {
        cookie: company,
      },
    );
    expect(mine.body.data[0].message).toContain('เหลือ 5 ชิ้น ถึงจุดสั่งซื้อขั้นต่ำ 5 ชิ้นแล้ว');
  });
});
