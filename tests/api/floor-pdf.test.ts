import { beforeAll, describe, expect, it } from 'vitest';
import type { PickListRecord } from '../../contract/schemas/floor';
import { th } from '../../i18n/th';
import { call, fill, firstShopOf, ORIGIN, serverWithSessions } from './helpers';
import { floorFixtures } from './floorFixtures';
import { orderFixtures } from './orderFixtures';
import { pdfPages } from './pdfText';

// The printed pick list (picklist-getpicklistpdf): an A4 PDF of the list's number and its
// barcode, its orders, and its lines by bin in walking order with what was already taken, for
// the warehouse's staff only.

const ctx = serverWithSessions(
  { shop: 'company@demo.th', warehouse: 'warehouse@demo.th' },
  orderFixtures,
);
const t = th.server.pick_list;
let shopId: number;

beforeAll(async () => {
  shopId = await firstShopOf(ctx.app, 'company@demo.th');
});

const floor = floorFixtures(ctx, () => shopId);
const { confirmed } = floor;

/** A product with `stock` and an item barcode, kept in the named bin (none: on no shelf). */
async function product(stock: number, bin?: { floor: string; code: string }) {
  const p = await floor.product(stock, bin ? [{ ...bin, amount: stock }] : []);
  return { ...p, barcode: p.barcodes.item };
}

/** A pick list of the orders, as the warehouse makes it, read back. */
async function pickList(orderIds: number[]) {
  const made = await call<{ id: number }>(ctx.app, 'POST', 'picklist-createpicklist', {
    cookie: ctx.warehouse,
    body: { order_ids: orderIds },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const list = await call<PickListRecord>(ctx.app, 'GET', 'picklist-getpicklistbyid', {
    cookie: ctx.warehouse,
    query: { id: made.body.data.id },
  });
  return list.body.data;
}

const pdf = (cookie: string | undefined, query: Record<string, string | number>) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/picklist-getpicklistpdf',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: cookie ? { cookie, origin: ORIGIN } : { origin: ORIGIN },
  });

/** A PDF answered whole, never cached, named after the list; its pages' text. */
function expectPdf(res: Awaited<ReturnType<typeof pdf>>, pickNo: string) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['content-disposition']).toBe(
    `attachment; filename*=UTF-8''picklist-${pickNo}.pdf`,
  );
  const bytes = res.rawPayload;
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.subarray(-8).toString('latin1')).toContain('%%EOF');
  return pdfPages(bytes);
}

describe('the printed pick list', () => {
  it('prints the number, the orders and the lines by bin, with what was taken', async () => {
    const a = await product(30, { floor: 'A', code: 'A-03-01' });
    const b = await product(30);
    const ids = [
      await confirmed([{ product_id: a.id, total_order: 3 }]),
      await confirmed([
        { product_id: a.id, total_order: 1 },
        { product_id: b.id, total_order: 2 },
      ]),
    ];
    const list = await pickList(ids);
    // A short pick recorded before printing shows on the sheet.
    const short = list.lines.find((l) => l.code === a.code)!;
    const reason = 'กล่องบุบ 1 ชิ้น';
    const recorded = await call(ctx.app, 'PUT', 'picklist-updatepickline', {
      cookie: ctx.warehouse,
      body: { id: short.id, picked: 3, short_reason: reason },
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);

    const pages = expectPdf(await pdf(ctx.warehouse, { id: list.id }), list.pick_no);
    expect(pages).toHaveLength(1);
    const text = pages[0];
    for (const expected of [
      t.title,
      list.pick_no,
      fill(t.order_count, { count: 2 }),
      fill(t.total_qty, { count: 6 }),
      ...list.orders.map((o) => o.order_id),
      a.code,
      b.code,
      a.barcode,
      'A-03-01',
      fill(t.floor, { floor: 'A' }),
      t.no_bin,
      fill(t.picked, { picked: 3, quantity: 4 }),
      reason,
      t.col_check,
    ])
      expect(text, expected).toContain(expected);
    // Walking order: the shelved product first, then what no bin records.
    expect(text.indexOf(a.code)).toBeLessThan(text.indexOf(b.code));

    // The number scanned from the sheet prints it too.
    const byCode = expectPdf(await pdf(ctx.warehouse, { code: list.pick_no }), list.pick_no);
    expect(byCode[0]).toContain(list.pick_no);
  });

  it('goes on over further pages, the table head and the number on each, every line once', async () => {
    const many = [];
    for (let i = 0; i < 30; i++)
      many.push(await product(5, { floor: 'D', code: `D-${String(i).padStart(2, '0')}-01` }));
    const id = await confirmed(many.map((p) => ({ product_id: p.id, total_order: 1 })));
    const list = await pickList([id]);
    const pages = expectPdf(await pdf(ctx.warehouse, { id: list.id }), list.pick_no);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain(`หน้า ${i + 1}/${pages.length}`);
      expect(page).toContain(list.pick_no);
      expect(page).toContain(t.col_bin);
    });
    const all = pages.join('\n');
    for (const p of many) expect(all.split(p.code).length - 1, p.code).toBe(1);
    expect(pages.at(-1)).toContain(fill(t.total_qty, { count: 30 }));
  });

  it("is the warehouse's: a shop user is refused, a missing list is not found", async () => {
    const p = await product(5, { floor: 'E', code: 'E-01-01' });
    const list = await pickList([await confirmed([{ product_id: p.id, total_order: 1 }])]);
    const refused = await pdf(ctx.shop, { id: list.id });
    expect(refused.statusCode).toBe(403);
    expect((await pdf(undefined, { id: list.id })).statusCode).toBe(401);
    const missing = await pdf(ctx.warehouse, { id: 2_147_483_647 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: th.server.picking.not_found });
  });
});
