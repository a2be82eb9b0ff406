import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_IDS } from '../../contract/limits';
import { COD } from '../../contract/schemas/orders';
import { th } from '../../i18n/th';
import type { Caller } from '../../server/auth/session';
import { shippingLabelsPdf } from '../../server/documents/shippingLabels';
import { labelOrders } from '../../server/domain/labels';
import { fill, ORIGIN, serverWithSessions } from './helpers';
import { orderFixtures } from './orderFixtures';
import { pdfPages } from './pdfText';

// Shipping labels and packing slips (beyond the spec): one PDF, one page per order asked, of
// the caller's own shops' orders only; staff print any order.

const ctx = serverWithSessions(
  {
    shop: 'company@demo.th', // shop 1
    otherShop: 'individual@demo.th', // shop 3
    staff: 'admin@demo.th',
    warehouse: 'warehouse@demo.th',
  },
  orderFixtures,
);
/** Orders of shop 1: a product line, a set line; the first express and cash on delivery. */
let first: { id: number; order_id: string };
let second: { id: number; order_id: string };
let foreign: { id: number; order_id: string };

beforeAll(async () => {
  const product = await ctx.fx.product(1, 20, 35.5);
  const set = await ctx.fx.set(1, 5, 120);
  first = await ctx.fx.create(
    ctx.shop,
    await ctx.fx.orderBody(1, [{ product_id: product.id, total_order: 2, type: 1 }], {
      shipping_type: 1,
      cod: COD.YES,
      remark: 'โทรก่อนส่ง',
    }),
  );
  second = await ctx.fx.create(
    ctx.shop,
    await ctx.fx.orderBody(
      1,
      [
        { product_id: set.id, total_order: 1, type: 2 },
        { product_id: product.id, total_order: 3, type: 1 },
      ],
      { cod: COD.NO },
    ),
  );
  await ctx.app.database.db.execute(
    sql`UPDATE orders SET tracking_no = 'EF123456789TH' WHERE id = ${second.id}`,
  );
  foreign = await ctx.fx.create(
    ctx.otherShop,
    await ctx.fx.orderBody(3, [
      { product_id: (await ctx.fx.product(3, 5)).id, total_order: 1, type: 1 },
    ]),
  );
});

const labels = (cookie: string | undefined, ids: (number | string)[]) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/order-getshippinglabels',
    query: { ids: ids.join(',') },
    headers: cookie ? { cookie, origin: ORIGIN } : { origin: ORIGIN },
  });

/** Pages of a PDF: its `/Type /Page` objects (not the `/Type /Pages` tree). */
const pageCount = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g) ?? []).length;

/** A PDF answered whole: type, name, the file's start and end, and its pages. */
function expectPdf(res: Awaited<ReturnType<typeof labels>>, pages: number) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  // A label printed again after shipping must show the tracking number of now.
  expect(res.headers['cache-control']).toBe('no-store');
  const pdf = res.rawPayload;
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-8).toString('latin1')).toContain('%%EOF');
  expect(pdf.toString('latin1')).not.toContain(th.server.internal);
  expect(pageCount(pdf)).toBe(pages);
}

describe('a shop user', () => {
  it('gets one PDF with a page per order asked, named after the first order', async () => {
    const res = await labels(ctx.shop, [second.id, first.id]);
    expectPdf(res, 2);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''labels-${second.order_id}.pdf`,
    );
    expectPdf(await labels(ctx.shop, [first.id]), 1);
    // An order asked twice prints twice.
    expectPdf(await labels(ctx.shop, [first.id, second.id, first.id]), 3);
  });

  it("is not shown another shop's order, alone or among their own", async () => {
    for (const ids of [[foreign.id], [first.id, foreign.id]]) {
      const res = await labels(ctx.shop, ids);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, message: th.server.order.not_found });
    }
    // The other shop's owner prints it.
    expectPdf(await labels(ctx.otherShop, [foreign.id]), 1);
  });
});

describe('staff', () => {
  it("print any shop's orders", async () => {
    expectPdf(await labels(ctx.staff, [first.id, foreign.id]), 2);
    expectPdf(await labels(ctx.warehouse, [foreign.id, second.id, first.id]), 3);
  });
});

describe('the request', () => {
  it('naming an order that does not exist is not found', async () => {
    for (const ids of [[2_147_483_647], [first.id, 2_147_483_647]]) {
      const res = await labels(ctx.staff, ids);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: th.server.order.not_found });
    }
  });

  it('without a session is refused', async () => {
    const res = await labels(undefined, [first.id]);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: th.server.unauthenticated });
  });

  it(`names 1 to ${MAX_IDS} order ids`, async () => {
    for (const ids of [[], ['x'], [0], Array.from({ length: MAX_IDS + 1 }, () => first.id)]) {
      const res = await labels(ctx.shop, ids);
      expect(res.statusCode, String(ids)).toBe(400);
      expect(res.json()).toMatchObject({ message: th.server.validation });
    }
  });
});

describe('what a page prints', () => {
  const asStaff = { isStaff: true, shopIds: new Set<number>() } as Caller;

  it('comes from the order, its lines, shop and address, in the order asked', async () => {
    const [a, b] = await labelOrders(ctx.app.database.db, asStaff, [second.id, first.id]);
    expect(a).toMatchObject({
      orderNo: second.order_id,
      shippingType: 2,
      cod: false,
      trackingNo: 'EF123456789TH',
      recipient: 'นายสมศรี มีสุข',
      province: 'กรุงเทพมหานคร',
      provinceCode: '10',
      district: 'ห้วยขวาง',
      subdistrict: 'ห้วยขวาง',
      postcode: '10310',
    });
    expect(a.lines.map((l) => [l.isSet, l.quantity])).toEqual([
      [true, 1],
      [false, 3],
    ]);
    expect(a.lines.every((l) => l.code && l.name)).toBe(true);
    expect(b).toMatchObject({
      orderNo: first.order_id,
      shippingType: 1,
      cod: true,
      total: 71,
      trackingNo: null,
      remark: 'โทรก่อนส่ง',
    });
    expect(b.shopName).not.toBe('');
    expect(b.channel).not.toBe('');
  });

  it('the cash to collect in whole baht, as every screen shows money', async () => {
    const [order] = await labelOrders(ctx.app.database.db, asStaff, [first.id]);
    const [page] = pdfPages(await shippingLabelsPdf([{ ...order, total: 1288.5 }]));
    expect(page.split('\n')).toContain(fill(th.server.label.cod_amount, { amount: '1,289' }));
    expect(page).not.toContain('1,288.50');
  });
});
