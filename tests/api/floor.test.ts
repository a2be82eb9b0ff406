import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PickListRecord } from '../../contract/schemas/floor';
import { th } from '../../i18n/th';
import { inventory, orders, stockMovements } from '../../server/db/schema';
import { call, fill, firstShopOf, serverWithSessions } from './helpers';
import { floorFixtures } from './floorFixtures';
import { orderFixtures } from './orderFixtures';

// The warehouse floor (DESIGN.md "customer order": 2 picking on a pick list, 3 packed when every
// line is scanned or staff record why not): pick lists by bin, short picks, scan to pack, and
// the stock ledger untouched until shipping.

const ctx = serverWithSessions(
  { shop: 'company@demo.th', warehouse: 'warehouse@demo.th' },
  orderFixtures,
);
let shopId: number;
const db = () => ctx.app.database.db;

beforeAll(async () => {
  shopId = await firstShopOf(ctx.app, 'company@demo.th');
});

const { product, confirmed } = floorFixtures(ctx, () => shopId);

const ledger = async () => {
  const [moves] = await db().select({ n: count() }).from(stockMovements);
  const items = await db()
    .select({ id: inventory.id, on_hand: inventory.inventory, reserved: inventory.reserved })
    .from(inventory)
    .where(eq(inventory.shop_id, shopId))
    .orderBy(inventory.id);
  return { moves: moves.n, items };
};

const statusOf = async (id: number) =>
  (await db().select({ s: orders.is_order }).from(orders).where(eq(orders.id, id)))[0].s;

const scan = (id: number, barcode: string) =>
  call<{ added: number; packed: number; complete: boolean; is_order: number }>(
    ctx.app,
    'POST',
    'order-packscan',
    { cookie: ctx.warehouse, body: { id, barcode } },
  );

describe('pick lists', () => {
  it('groups three orders by bin in walking order and moves them to picking, stock untouched', async () => {
    const a = await product(50, [
      { floor: 'B', code: 'B-02-01', amount: 3 },
      { floor: 'A', code: 'A-07-02', amount: 40 },
    ]);
    const b = await product(50, [{ floor: 'A', code: 'A-01-05', amount: 50 }]);
    const c = await product(50);
    const ids = [
      await confirmed([{ product_id: a.id, total_order: 2 }]),
      await confirmed([
        { product_id: a.id, total_order: 1 },
        { product_id: b.id, total_order: 4 },
      ]),
      await confirmed([{ product_id: c.id, total_order: 5 }]),
    ];
    const before = await ledger();
    const made = await call<{ id: number; pick_no: string }>(
      ctx.app,
      'POST',
      'picklist-createpicklist',
      { cookie: ctx.warehouse, body: { order_ids: ids } },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data.pick_no).toMatch(/^PL\d{6}$/);
    const list = await call<PickListRecord>(ctx.app, 'GET', 'picklist-getpicklistbyid', {
      cookie: ctx.warehouse,
      query: { id: made.body.data.id },
    });
    expect(list.body.data.orders.map((o) => o.id)).toEqual(ids);
    expect(list.body.data.orders.every((o) => o.is_order === 2)).toBe(true);
    // Floor A before B, bin codes in order; a's 3 come from its A bin first; c has no bin.
    expect(list.body.data.lines.map((l) => [l.bin_code, l.code, l.quantity, l.picked])).toEqual([
      ['A-01-05', b.code, 4, 0],
      ['A-07-02', a.code, 3, 0],
      [null, c.code, 5, 0],
    ]);
    // Taking an order onto a second list, or picking a draft, is refused.
    const again = await call(ctx.app, 'POST', 'picklist-createpicklist', {
      cookie: ctx.warehouse,
      body: { order_ids: [ids[0]] },
    });
    expect(again.status).toBe(400);
    // Picking moves no stock.
    expect(await ledger()).toEqual(before);
    // The list opens by the number its PDF prints in a barcode, and an order by its slip's.
    const byCode = await call<PickListRecord>(ctx.app, 'GET', 'picklist-getpicklistbyid', {
      cookie: ctx.warehouse,
      query: { code: made.body.data.pick_no },
    });
    expect(byCode.body.data.id).toBe(made.body.data.id);
    const orderNo = list.body.data.orders[1].order_id;
    const pack = await call<{ id: number }>(ctx.app, 'GET', 'order-getpackorder', {
      cookie: ctx.warehouse,
      query: { code: orderNo },
    });
    expect(pack.body.data.id).toBe(ids[1]);
    const unknown = await call(ctx.app, 'GET', 'order-getpackorder', {
      cookie: ctx.warehouse,
      query: { code: 'NO-SUCH-ORDER' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(
      fill(th.server.packing.code_not_found, { code: 'NO-SUCH-ORDER' }),
    );
    const neither = await call(ctx.app, 'GET', 'order-getpackorder', {
      cookie: ctx.warehouse,
      query: {},
    });
    expect(neither.status).toBe(400);
  });

  it('records a short pick with its reason, and refuses one without', async () => {
    const p = await product(20, [{ floor: 'C', code: 'C-01-01', amount: 20 }]);
    const id = await confirmed([{ product_id: p.id, total_order: 3 }]);
    const made = await call<{ id: number }>(ctx.app, 'POST', 'picklist-createpicklist', {
      cookie: ctx.warehouse,
      body: { order_ids: [id] },
    });
    const list = await call<PickListRecord>(ctx.app, 'GET', 'picklist-getpicklistbyid', {
      cookie: ctx.warehouse,
      query: { id: made.body.data.id },
    });
    const line = list.body.data.lines[0];
    const short = await call(ctx.app, 'PUT', 'picklist-updatepickline', {
      cookie: ctx.warehouse,
      body: { id: line.id, picked: 2 },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(th.server.picking.short_reason_required);
    const reasoned = await call(ctx.app, 'PUT', 'picklist-updatepickline', {
      cookie: ctx.warehouse,
      body: { id: line.id, picked: 2, short_reason: 'ชั้นวางมีสินค้าชำรุด 1 ชิ้น' },
    });
    expect(reasoned.status, JSON.stringify(reasoned.body)).toBe(200);
    const after = await call<PickListRecord>(ctx.app, 'GET', 'picklist-getpicklistbyid', {
      cookie: ctx.warehouse,
      query: { id: made.body.data.id },
    });
    expect(after.body.data.lines[0]).toMatchObject({
      picked: 2,
      short_reason: 'ชั้นวางมีสินค้าชำรุด 1 ชิ้น',
    });
    const over = await call(ctx.app, 'PUT', 'picklist-updatepickline', {
      cookie: ctx.warehouse,
      body: { id: line.id, picked: 4 },
    });
    expect(over.status).toBe(400);
  });
});

describe('scan to pack', () => {
  it('counts a case by its size, refuses a wrong item and one too many, and ends packed', async () => {
    const p = await product(50);
    const other = await product(50);
    const id = await confirmed([{ product_id: p.id, total_order: 13 }]);
    const before = await ledger();
    const caseScan = await scan(id, p.barcodes.case);
    expect(caseScan.status, JSON.stringify(caseScan.body)).toBe(200);
    expect(caseScan.body.data).toMatchObject({ added: 12, packed: 12, complete: false });
    const wrong = await scan(id, other.barcodes.item);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(
      fill(th.server.packing.not_in_order, { barcode: other.barcodes.item }),
    );
    const tooMany = await scan(id, p.barcodes.inner);
    expect(tooMany.status).toBe(400);
    expect(await statusOf(id)).toBe(1);
    const last = await scan(id, p.barcodes.item);
    expect(last.body.data).toMatchObject({ added: 1, packed: 13, complete: true, is_order: 3 });
    expect(await statusOf(id)).toBe(3);
    // Packing moves no stock; shipping does.
    expect(await ledger()).toEqual(before);
    const shipped = await call(ctx.app, 'PUT', 'order-updatemultipleshippingorder', {
      cookie: ctx.warehouse,
      body: { shipping_order: [{ id, shop_id: shopId }] },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const moves = await db()
      .select({ change: stockMovements.change })
      .from(stockMovements)
      .where(and(eq(stockMovements.doc_type, 'order'), eq(stockMovements.doc_id, id)));
    expect(moves).toEqual([{ change: -13 }]);
  });

  it('refuses packed without every line scanned, unless staff record why', async () => {
    const p = await product(50);
    const id = await confirmed([{ product_id: p.id, total_order: 2 }]);
    await scan(id, p.barcodes.item);
    const moved = await call(ctx.app, 'PUT', 'order-updateconfirmorder', {
      cookie: ctx.warehouse,
      body: { shop_id: shopId, id, is_order: 3 },
    });
    expect(moved.status).toBe(400);
    const [row] = await db()
      .select({ order_id: orders.order_id })
      .from(orders)
      .where(eq(orders.id, id));
    expect(moved.body.message).toBe(fill(th.server.packing.not_scanned, { order: row.order_id }));
    expect(await statusOf(id)).toBe(1);
    const noReason = await call(ctx.app, 'POST', 'order-packoverride', {
      cookie: ctx.warehouse,
      body: { id, reason: '  ' },
    });
    expect(noReason.status).toBe(400);
    const override = await call(ctx.app, 'POST', 'order-packoverride', {
      cookie: ctx.warehouse,
      body: { id, reason: 'บาร์โค้ดบนสินค้าลอก สแกนไม่ได้' },
    });
    expect(override.status, JSON.stringify(override.body)).toBe(200);
    const [packed] = await db()
      .select({
        s: orders.is_order,
        reason: orders.pack_override_reason,
        by: orders.packed_by,
      })
      .from(orders)
      .where(eq(orders.id, id));
    expect(packed).toEqual({ s: 3, reason: 'บาร์โค้ดบนสินค้าลอก สแกนไม่ได้', by: ctx.ids.warehouse });
    // A shop user may not pack.
    const shopTries = await call(ctx.app, 'POST', 'order-packscan', {
      cookie: ctx.shop,
      body: { id, barcode: p.barcodes.item },
    });
    expect(shopTries.status).toBe(403);
  });
});
