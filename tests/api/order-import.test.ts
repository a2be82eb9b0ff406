import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ImportRowError } from '../../contract/schemas/products';
import { th } from '../../i18n/th';
import { notifications, orderItems, orders } from '../../server/db/schema';
import { orderColumns } from '../../server/domain/import/orderColumns';
import { importOrders } from '../../server/domain/import/orders';
import { fill, postForm, serverWithSessions } from './helpers';
import { orderFixtures } from './orderFixtures';
import { orderHead, orderImportFile, orderLine, type OrderFileRow } from './orderImportFiles';

// The order import (spec part 2 §5.5, §8): rows of one reference are one order, every rule of
// the order form per order, all orders or none, the spec's messages.

const ctx = serverWithSessions({ shop: 'company@demo.th' }, orderFixtures);

let serial = 0;
const ref = () => `IMP-${Date.now()}-${++serial}`;

async function send(name: string, rows: OrderFileRow[] | Buffer, shopId = 1) {
  const file = Buffer.isBuffer(rows) ? rows : await orderImportFile(rows);
  return postForm(
    ctx.app,
    name,
    ctx.shop,
    { shop_id: shopId },
    { orders: { name: 'orders.xlsx', content: file } },
  );
}
const importRows = (rows: OrderFileRow[] | Buffer) => send('upload-importexcelorder', rows);

const ordersOfShop = async () =>
  (await ctx.app.database.db.select({ n: count() }).from(orders).where(eq(orders.shop_id, 1)))[0].n;
const byRef = (r: string) =>
  ctx.app.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.shop_id, 1), eq(orders.sources_item_id, r)));

describe('a good file', () => {
  it('imports an order per reference, its lines, as drafts, totals by the server', async () => {
    const a = await ctx.fx.product(1, 20, 12.5);
    const b = await ctx.fx.product(1, 20, 40);
    const s = await ctx.fx.set(1, 5, 99);
    const [r1, r2] = [ref(), ref()];
    const res = await importRows([
      orderHead(r1, a.code, 2, { distcount: 5 }),
      orderLine(r1, s.code, 1),
      orderLine(r1, b.code, 3),
      orderHead(r2, b.code, 1, {
        order_dt: '20/11/2569',
        customer_firstname: 'วิชัย',
        cod: 'เก็บเงินปลายทาง',
        shipping_type: 'ด่วน',
      }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ inserted: 2 });
    // The shop's users are told, in the bell.
    const told = await ctx.app.database.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.user_id, ctx.ids.shop))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(told[0].message).toBe(th.server.order_import.finished.replace('%{count}', '2'));
    const [o1] = await byRef(r1);
    expect(o1).toMatchObject({
      is_order: 0,
      sources: 0,
      total_price: 12.5 * 2 + 99 + 40 * 3 - 5,
      order_dt: '2026-11-20',
      order_time: '09:30',
      title_id: 3,
      cod: false,
      shipping_type: 2,
    });
    expect(o1.order_id).toMatch(/^OR\d{13}$/);
    const lines = await ctx.app.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.order_id, o1.id))
      .orderBy(orderItems.id);
    expect(lines.map((l) => [l.type, l.product_id ?? l.product_set_id, l.total_order])).toEqual([
      [1, a.id, 2],
      [2, s.id, 1],
      [1, b.id, 3],
    ]);
    // A Buddhist-era year is read as its Gregorian year; COD and express by their Thai names.
    const [o2] = await byRef(r2);
    expect(o2).toMatchObject({ customer_firstname: 'วิชัย', cod: true, shipping_type: 1 });
  });

  it('a reference imported before is refused: a file sent twice makes no duplicates', async () => {
    const a = await ctx.fx.product(1, 20);
    const rows = [orderHead(ref(), a.code, 1)];
    expect((await importRows(rows)).statusCode).toBe(200);
    const again = await importRows(rows);
    expect(again.statusCode).toBe(400);
    expect(again.json().data).toEqual([
      {
        row_number: 2,
        message: `เลขที่อ้างอิงคำสั่งซื้อ: ${th.server.order_import.ref_exists}`,
        errors: [{ column: 'เลขที่อ้างอิงคำสั่งซื้อ', message: th.server.order_import.ref_exists }],
      },
    ]);
    expect(await byRef(rows[0].ref)).toHaveLength(1);
  });
});

describe('a wrong file writes nothing', () => {
  it("a code the shop does not have: the spec's message alone", async () => {
    const a = await ctx.fx.product(1, 20);
    const before = await ordersOfShop();
    const r = ref();
    const res = await importRows([orderHead(r, a.code, 1), orderLine(r, 'NO-SUCH-CODE', 1)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('ไม่มีรหัสสินค้านี้ในฐานข้อมูล กรุณาระบุรหัสสินค้าให้ถูกต้อง');
    expect(res.json().data).toEqual([
      {
        row_number: 3,
        message: th.server.order_import.unknown_code,
        errors: [{ column: 'รหัสสินค้า', message: th.server.order_import.unknown_code }],
      },
    ]);
    expect(await ordersOfShop()).toBe(before);
  });

  it('every rule of the order form, on the row it is about', async () => {
    const a = await ctx.fx.product(1, 3);
    const b = await ctx.fx.product(1, 10, 10);
    const before = await ordersOfShop();
    const [r1, r2, r3, r4, r5, r6] = [ref(), ref(), ref(), ref(), ref(), ref()];
    const res = await importRows([
      orderHead(r1, a.code, 4), // row 2: above the stock available
      orderHead(r2, b.code, 1, { email: null, tel: '08-12', order_dt: '31/02/2026' }), // row 3
      orderHead(r3, b.code, 1, { district: 'บางบ่อ' }), // row 4: not a district of Bangkok
      orderLine(r3, b.code, 2), // row 5: the same product twice
      orderHead(r4, b.code, 1, { distcount: 21 }), // row 6: discount above the subtotal
      orderLine(r4, a.code, 1), // row 7: fine
      orderHead(r5, b.code, 1), // row 8: fine
      { ...orderLine(r5, a.code, 1), customer_firstname: 'คนอื่น' }, // row 9: differs from row 8
      orderLine(r5, a.code, 1.5), // row 10: not whole
      orderHead(r6, b.code, 1), // row 11: fine
      { ...orderLine(r6, a.code, 1), customer_firstname: 'คนอื่น' }, // row 12: differs from row 11
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(th.server.import_check_rows);
    const rows = res.json().data as ImportRowError[];
    const messageOf = (n: number) => rows.find((r) => r.row_number === n)?.message ?? '';
    // Row 10 is wrong on its own: its order (rows 8 to 10) is not checked further.
    expect(rows.map((r) => r.row_number)).toEqual([2, 3, 4, 5, 6, 10, 12]);
    expect(messageOf(2)).toBe(
      `จำนวน: ${fill(th.server.order.over_available, { code: a.code, name: a.name, available: 3 })}`,
    );
    expect(messageOf(3)).toContain(`อีเมล: ${th.validation.register.email_required}`);
    expect(messageOf(3)).toContain(`เบอร์มือถือ: ${th.validation.register.phone_format}`);
    expect(messageOf(3)).toContain(`วันที่สั่งซื้อ: ${th.validation.order.date_invalid}`);
    expect(messageOf(4)).toBe(`อำเภอ/เขต: ${th.server.order_import.district_unknown}`);
    expect(messageOf(5)).toBe(
      `รหัสสินค้า: ${fill(th.server.order_import.duplicate_code, { row: 4 })}`,
    );
    expect(messageOf(6)).toBe(
      `ส่วนลด (บาท): ${fill(th.server.order.discount_over, { subtotal: '20' })}`,
    );
    expect(messageOf(12)).toBe(`ชื่อ: ${fill(th.server.order_import.header_mismatch, { row: 11 })}`);
    expect(messageOf(10)).toContain(`จำนวน: ${th.validation.order.quantity_whole}`);
    // Each problem also by itself, with its column, the order's own rules as the row's.
    const errorsOf = (n: number) => rows.find((r) => r.row_number === n)?.errors;
    expect(errorsOf(3)).toEqual(
      expect.arrayContaining([
        { column: 'อีเมล', message: th.validation.register.email_required },
        { column: 'เบอร์มือถือ', message: th.validation.register.phone_format },
        { column: 'วันที่สั่งซื้อ', message: th.validation.order.date_invalid },
      ]),
    );
    expect(errorsOf(4)).toEqual([
      { column: 'อำเภอ/เขต', message: th.server.order_import.district_unknown },
    ]);
    expect(errorsOf(12)).toEqual([
      { column: 'ชื่อ', message: fill(th.server.order_import.header_mismatch, { row: 11 }) },
    ]);
    for (const r of rows) {
      expect(r.message).toBe(r.errors.map((e) => `${e.column}: ${e.message}`).join(', '));
    }
    expect(await ordersOfShop()).toBe(before);
  });

  it('a file without the headings, or without rows, is refused', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['ไม่ใช่หัวคอลัมน์']);
    const res = await importRows(Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.orders).toContain('เลขที่อ้างอิงคำสั่งซื้อ');
    const empty = await importRows([]);
    expect(empty.statusCode).toBe(400);
  });
});

describe('2,000 orders', () => {
  it('import all together, or none when one row is wrong', async () => {
    const a = await ctx.fx.product(1, 5, 20);
    const rows = (bad: boolean) =>
      Array.from({ length: 2000 }, (_, i) =>
        orderHead(`BULK-${bad ? 'B' : 'A'}-${i}`, a.code, bad && i === 1234 ? 6 : 1),
      );
    const before = await ordersOfShop();
    const wrong = await importRows(rows(true));
    const over = fill(th.server.order.over_available, { code: a.code, name: a.name, available: 5 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data).toEqual([
      {
        row_number: 1236,
        message: `จำนวน: ${over}`,
        errors: [{ column: 'จำนวน', message: over }],
      },
    ]);
    expect(await ordersOfShop()).toBe(before);
    const started = performance.now();
    const good = await importRows(rows(false));
    const took = performance.now() - started;
    expect(good.statusCode, good.body.slice(0, 300)).toBe(200);
    expect(good.json().data).toEqual({ inserted: 2000 });
    expect(await ordersOfShop()).toBe(before + 2000);
    console.log(`2,000-order import: ${Math.round(took)} ms`);
    const ids = await ctx.app.database.db
      .select({ order_id: orders.order_id })
      .from(orders)
      .where(and(eq(orders.shop_id, 1), isNotNull(orders.sources_item_id)));
    expect(new Set(ids.map((r) => r.order_id)).size).toBe(ids.length);
  });

  it('a failure midway rolls every order back', async () => {
    const a = await ctx.fx.product(1, 5);
    const file = await orderImportFile(
      Array.from({ length: 1200 }, (_, i) => orderHead(`MID-${i}`, a.code, 1)),
    );
    const before = await ordersOfShop();
    await expect(
      importOrders(ctx.app.database.db, {
        buffer: file,
        shopId: 1,
        userId: ctx.ids.shop,
        onChunk: ({ chunk }) => {
          if (chunk === 1) throw new Error('the connection dropped');
        },
      }),
    ).rejects.toThrow('the connection dropped');
    expect(await ordersOfShop()).toBe(before);
  });
});

describe('the template and the file back with its errors', () => {
  it('the template has the Thai headings the import reads', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/order-getimporttemplate',
      headers: { cookie: ctx.shop },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const headings = (book.worksheets[0].getRow(1).values as unknown[]).slice(1);
    expect(headings).toEqual(orderColumns.map((c) => c.heading));
  });

  it('the file comes back with an error column on the wrong rows', async () => {
    const a = await ctx.fx.product(1, 2);
    const r = ref();
    const res = await send('upload-importexcelordererrors', [
      orderHead(r, a.code, 1),
      orderHead(ref(), a.code, 9),
    ]);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const last = orderColumns.length + 1;
    expect(sheet.getRow(1).getCell(last).value).toBe(th.server.order_import.error_column);
    expect(sheet.getRow(2).getCell(last).value).toBeNull();
    expect(String(sheet.getRow(3).getCell(last).value)).toContain(a.code);
    expect(await byRef(r)).toHaveLength(0);
  });
});
