import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  OrderListRow,
  OrderRecord,
  OrderUpdate,
  StockPickRow,
} from '../../contract/schemas/orders';
import { th } from '../../i18n/th';
import { orderItems, orders } from '../../server/db/schema';
import { call, fill, getPhoto, postForm, serverWithSessions } from './helpers';
import { orderFixtures } from './orderFixtures';

// Customer orders (spec part 2 §3.4, §4.4, §5.4): the total, the cap at available stock,
// drafts only for edit and delete, staff read-only.

const ctx = serverWithSessions(
  { shop: 'company@demo.th', staff: 'admin@demo.th', otherShop: 'individual@demo.th' },
  orderFixtures,
);

const create = (cookie: string, body: unknown) =>
  call<{ id: number; order_id: string; total_price: number }>(
    ctx.app,
    'POST',
    'order-createorder',
    {
      cookie,
      body,
    },
  );
/** The shop's order of shop 1 with one line (type 1 a product, 2 a set). */
const createLine = async (product_id: number, total_order: number, type: 1 | 2) =>
  create(ctx.shop, await ctx.fx.orderBody(1, [{ product_id, total_order, type }]));
/** The rows a picker (`name`) offers the shop in shop 1, by id. */
const pickable = async (name: string) => {
  const res = await call<StockPickRow[]>(ctx.app, 'GET', name, {
    cookie: ctx.shop,
    query: { shop_id: 1, page: 1, per_page: 500 },
  });
  return new Map(res.body.data.map((r) => [r.id, r]));
};
const update = (cookie: string, body: unknown) =>
  call<{ id: number; total_price: number; is_order: number }>(ctx.app, 'PUT', 'order-updateorder', {
    cookie,
    body,
  });
const remove = (cookie: string, id: number) =>
  call(ctx.app, 'DELETE', 'order-deleteorder', { cookie, query: { id } });
const read = async (cookie: string, id: number) => {
  const res = await call<OrderRecord[]>(ctx.app, 'GET', 'order-getorderbyid', {
    cookie,
    query: { order_id: id },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data[0];
};
const rowOf = async (id: number) =>
  (await ctx.app.database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('the total', () => {
  it('is Σ price × quantity − discount, computed by the server from its own prices', async () => {
    const a = await ctx.fx.product(1, 50, 12.5);
    const s = await ctx.fx.set(1, 10, 199.99);
    const body = await ctx.fx.orderBody(
      1,
      [
        { product_id: a.id, total_order: 3, type: 1 },
        { product_id: s.id, total_order: 2, type: 2 },
      ],
      { distcount: 7 },
    );
    const made = await ctx.fx.create(ctx.shop, body);
    // 12.50 × 3 + 199.99 × 2 − 7 = 430.48
    expect(made.total_price).toBe(430.48);
    expect(made.order_id).toMatch(/^OR\d{13}$/);
    const order = await read(ctx.shop, made.id);
    expect(order).toMatchObject({
      order_id: made.order_id,
      total_price: 430.48,
      distcount: 7,
      is_order: 0,
      order_status: th.app.orders.status[0],
      order_name: 'สมศรี',
      addr: '99/1 ถนนรัชดาภิเษก',
      cod: false,
      delivery_status: th.app.orders.shipping_type[2],
    });
    expect(order.product.map((l) => [l.type, l.product_id, l.price, l.total_order])).toEqual([
      [1, a.id, 12.5, 3],
      [2, s.id, 199.99, 2],
    ]);
    // A price changed later does not change the saved order.
    await ctx.app.database.db.execute(sql`UPDATE products SET price = 99 WHERE id = ${a.id}`);
    expect((await read(ctx.shop, made.id)).total_price).toBe(430.48);
  });

  it('a total sent by the browser is checked, never trusted', async () => {
    const a = await ctx.fx.product(1, 50, 20);
    const lines = [{ product_id: a.id, total_order: 2, type: 1 as const }];
    const wrong = await create(ctx.shop, await ctx.fx.orderBody(1, lines, { total_price: 1 }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.total_price).toBe(
      fill(th.server.order.total_mismatch, { sent: '1', total: '40' }),
    );
    const right = await create(ctx.shop, await ctx.fx.orderBody(1, lines, { total_price: 40 }));
    expect(right.status).toBe(200);
    expect(right.body.data.total_price).toBe(40);
  });

  it('the discount is a whole number, not negative, not above the subtotal', async () => {
    const a = await ctx.fx.product(1, 50, 20);
    const lines = [{ product_id: a.id, total_order: 1, type: 1 as const }];
    for (const distcount of [1.5, -1]) {
      const res = await create(ctx.shop, await ctx.fx.orderBody(1, lines, { distcount }));
      expect(res.status).toBe(400);
      expect(res.body.errors?.distcount).toBe(th.validation.order.discount_whole);
    }
    const over = await create(ctx.shop, await ctx.fx.orderBody(1, lines, { distcount: 21 }));
    expect(over.status).toBe(400);
    expect(over.body.errors?.distcount).toBe(
      fill(th.server.order.discount_over, { subtotal: '20' }),
    );
    const all = await create(ctx.shop, await ctx.fx.orderBody(1, lines, { distcount: 20 }));
    expect(all.body.data.total_price).toBe(0);
    // The message says the subtotal in whole baht (spec part 2 §1): 1,250.50 is '1,251'.
    const b = await ctx.fx.product(1, 50, 1250.5);
    const dear = [{ product_id: b.id, total_order: 1, type: 1 as const }];
    const overDear = await create(ctx.shop, await ctx.fx.orderBody(1, dear, { distcount: 1251 }));
    expect(overDear.body.errors?.distcount).toBe(
      fill(th.server.order.discount_over, { subtotal: '1,251' }),
    );
  });
});

describe('the cap at available stock', () => {
  it('a line above available (on hand less reserved) is refused, naming the line', async () => {
    const a = await ctx.fx.product(1, 10);
    await ctx.fx.reserve(a.inventoryId!, 4);
    const over = await createLine(a.id, 7, 1);
    expect(over.status).toBe(400);
    const message = fill(th.server.order.over_available, {
      code: a.code,
      name: a.name,
      available: 6,
    });
    expect(over.body.message).toBe(message);
    expect(over.body.errors?.['product.0.total_order']).toBe(message);
    const exact = await createLine(a.id, 6, 1);
    expect(exact.status).toBe(200);
    // A draft reserves nothing.
    expect(await ctx.fx.stockOf(a.inventoryId!)).toEqual({ inventory: 10, reserved: 4 });
  });

  it("a set is capped at the set's own stock; a product without stock is refused", async () => {
    const s = await ctx.fx.set(1, 2);
    const res = await createLine(s.id, 3, 2);
    expect(res.status).toBe(400);
    expect(res.body.errors?.['product.0.total_order']).toContain(s.code);
    const none = await ctx.fx.product(1, null);
    const res2 = await createLine(none.id, 1, 1);
    expect(res2.status).toBe(400);
    expect(res2.body.message).toBe(
      fill(th.server.order.no_stock, { code: none.code, name: none.name }),
    );
  });

  it("another shop's product, or a product id sent as a set, is not the shop's", async () => {
    const foreign = await ctx.fx.product(3, 10);
    const res = await createLine(foreign.id, 1, 1);
    expect(res.status).toBe(400);
    expect(res.body.errors?.product).toBe(th.server.order.not_of_shop);
    const a = await ctx.fx.product(1, 10);
    const asSet = await createLine(a.id, 1, 2);
    expect(asSet.status).toBe(400);
  });
});

describe('the rules of spec §5.4', () => {
  it('every required field has its Thai message', async () => {
    const res = await create(ctx.shop, { shop_id: 1, product: [] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      order_dt: th.validation.order.order_dt_required,
      order_time: th.validation.order.order_time_required,
      delivery_dt: th.validation.order.delivery_dt_required,
      delivery_time: th.validation.order.delivery_time_required,
      title_id: th.validation.order.title_required,
      customer_firstname: th.validation.order.first_name_required,
      customer_lastname: th.validation.order.last_name_required,
      email: th.validation.register.email_required,
      tel: th.validation.register.mobile_required,
      address: th.validation.order.address_required,
      province_id: th.validation.order.province_required,
      district_id: th.validation.order.district_required,
      subdistrict_id: th.validation.order.subdistrict_required,
      postcode: th.validation.register.postcode_required,
      cod: th.validation.order.cod_required,
      delivery_channel_id: th.validation.order.channel_required,
      shipping_type: th.validation.order.shipping_required,
      product: 'กรุณาเลือกสินค้า',
    });
  });

  it('formats: phone, postcode, e-mail, remark, dates, quantities', async () => {
    const a = await ctx.fx.product(1, 10);
    const lines = [{ product_id: a.id, total_order: 1, type: 1 as const }];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tel: '08-1234' }, 'tel', th.validation.register.phone_format],
      [{ tel: '08123456789' }, 'tel', th.validation.register.phone_format],
      [{ postcode: '1031' }, 'postcode', th.validation.register.postcode_format],
      [{ email: 'not-mail' }, 'email', th.validation.register.email_invalid],
      [{ remark: 'ก'.repeat(201) }, 'remark', th.validation.order.remark_max],
      [{ order_dt: '2026-02-30' }, 'order_dt', th.validation.order.date_invalid],
      [{ order_time: '25:00' }, 'order_time', th.validation.order.time_invalid],
      [{ delivery_dt: '2026-11-01' }, 'delivery_dt', th.validation.order.delivery_before_order],
      [{ cod: 3 }, 'cod', th.validation.order.cod_required],
      [{ shipping_type: 0 }, 'shipping_type', th.validation.order.shipping_required],
      [
        { product: [{ product_id: a.id, total_order: 1.5, type: 1 }] },
        'product.0.total_order',
        th.validation.order.quantity_whole,
      ],
      [
        { product: [{ product_id: a.id, total_order: 0, type: 1 }] },
        'product.0.total_order',
        th.validation.order.quantity_positive,
      ],
      [{ product: [...lines, ...lines] }, 'product', th.validation.order.duplicate_line],
    ];
    for (const [change, field, message] of cases) {
      const res = await create(ctx.shop, { ...(await ctx.fx.orderBody(1, lines)), ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors?.[field], JSON.stringify(change)).toBe(message);
    }
    const ok = await create(
      ctx.shop,
      await ctx.fx.orderBody(1, lines, { remark: 'ก'.repeat(200) }),
    );
    expect(ok.status).toBe(200);
  });

  it('the address, title and channel must exist and agree', async () => {
    const a = await ctx.fx.product(1, 10);
    const lines = [{ product_id: a.id, total_order: 1, type: 1 as const }];
    const res = await create(ctx.shop, await ctx.fx.orderBody(1, lines, { district_id: 1001 }));
    expect(res.status).toBe(400);
    expect(res.body.errors?.subdistrict_id).toBe(th.server.order.address_mismatch);
    const res2 = await create(
      ctx.shop,
      await ctx.fx.orderBody(1, lines, { title_id: 999, delivery_channel_id: 99999 }),
    );
    expect(res2.body.errors).toMatchObject({
      title_id: th.server.order.title_unknown,
      delivery_channel_id: th.server.order.channel_unknown,
    });
  });

  it('order numbers are OR + milliseconds and unique', async () => {
    const a = await ctx.fx.product(1, 10);
    const body = await ctx.fx.orderBody(1, [{ product_id: a.id, total_order: 1, type: 1 }]);
    const made = await Promise.all([1, 2, 3, 4].map(() => ctx.fx.create(ctx.shop, body)));
    const ids = made.map((m) => m.order_id);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(Number(id.slice(2))).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('drafts only: edit and delete', () => {
  async function draft() {
    const a = await ctx.fx.product(1, 20, 15);
    const body = await ctx.fx.orderBody(1, [{ product_id: a.id, total_order: 2, type: 1 }]);
    const made = await ctx.fx.create(ctx.shop, body);
    return { a, body, id: made.id };
  }

  it('a draft is edited: lines replaced, total recomputed', async () => {
    const { a, body, id } = await draft();
    const b = await ctx.fx.product(1, 5, 100);
    const res = await update(ctx.shop, {
      ...body,
      id,
      is_order: 0,
      customer_firstname: 'สมหญิง',
      product: [
        { product_id: a.id, total_order: 4, type: 1 },
        { product_id: b.id, total_order: 1, type: 1 },
      ],
      distcount: 10,
    } satisfies OrderUpdate);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ id, total_price: 150, is_order: 0 });
    const order = await read(ctx.shop, id);
    expect(order.order_name).toBe('สมหญิง');
    expect(order.product.map((l) => [l.product_id, l.total_order])).toEqual([
      [a.id, 4],
      [b.id, 1],
    ]);
  });

  it('the edit is capped at available too', async () => {
    const { a, body, id } = await draft();
    const res = await update(ctx.shop, {
      ...body,
      id,
      product: [{ product_id: a.id, total_order: 21, type: 1 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.['product.0.total_order']).toContain(a.code);
  });

  it('a confirmed order can be neither edited nor deleted', async () => {
    const { body, id } = await draft();
    await ctx.fx.setState(id, 1);
    const res = await update(ctx.shop, { ...body, id, remark: 'แก้' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(th.server.order.not_draft);
    const del = await remove(ctx.shop, id);
    expect(del.status).toBe(400);
    expect(del.body.message).toBe(th.server.order.not_draft);
    expect((await rowOf(id)).remark).toBe('');
  });

  it('a draft is deleted with its lines', async () => {
    const { id } = await draft();
    const res = await remove(ctx.shop, id);
    expect(res.status).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
    const lines = await ctx.app.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.order_id, id));
    expect(lines).toEqual([]);
    expect((await remove(ctx.shop, id)).status).toBe(404);
  });

  it('the shop keeps its draft or cancels it; confirming is not done here', async () => {
    const { body, id } = await draft();
    const statuses = await call<{ id: number; enum_desc: string }[]>(
      ctx.app,
      'GET',
      'order-getcurrentorderstatus',
      { cookie: ctx.shop, query: { order_id: id } },
    );
    expect(statuses.body.data.map((s) => s.id)).toEqual([0, 9]);
    expect(statuses.body.data[1].enum_desc).toBe(th.app.orders.status[9]);
    const confirm = await update(ctx.shop, { ...body, id, is_order: 1 });
    expect(confirm.status).toBe(400);
    expect(confirm.body.errors?.is_order).toBe(
      fill(th.server.order.status_choice, { to: th.app.orders.status[1] }),
    );
    const cancel = await update(ctx.shop, { ...body, id, is_order: 9 });
    expect(cancel.body.data.is_order).toBe(9);
    expect((await rowOf(id)).is_order).toBe(9);
    expect((await update(ctx.shop, { ...body, id })).status).toBe(400);
    const after = await call<{ id: number }[]>(ctx.app, 'GET', 'order-getcurrentorderstatus', {
      cookie: ctx.shop,
      query: { order_id: id },
    });
    expect(after.body.data.map((s) => s.id)).toEqual([9]);
  });
});

describe('staff read every shop, change nothing', () => {
  it('staff list and read a shop order, and are refused create, edit and delete', async () => {
    const a = await ctx.fx.product(1, 10);
    const body = await ctx.fx.orderBody(1, [{ product_id: a.id, total_order: 1, type: 1 }]);
    const { id, order_id } = await ctx.fx.create(ctx.shop, body);
    const list = await call<OrderListRow[]>(ctx.app, 'GET', 'order-getorders', {
      cookie: ctx.staff,
      query: { shop_id: 1, search: order_id },
    });
    expect(list.body.data.map((r) => r.id)).toEqual([id]);
    expect((await read(ctx.staff, id)).order_id).toBe(order_id);
    const statuses = await call<{ id: number }[]>(ctx.app, 'GET', 'order-getcurrentorderstatus', {
      cookie: ctx.staff,
      query: { order_id: id },
    });
    expect(statuses.body.data.map((s) => s.id)).toEqual([0]);
    expect((await create(ctx.staff, body)).status).toBe(403);
    expect((await update(ctx.staff, { ...body, id })).status).toBe(403);
    expect((await remove(ctx.staff, id)).status).toBe(403);
    expect(await rowOf(id)).toMatchObject({ is_order: 0, remark: '' });
  });

  it("a shop user neither reads nor changes another shop's order", async () => {
    const a = await ctx.fx.product(1, 10);
    const body = await ctx.fx.orderBody(1, [{ product_id: a.id, total_order: 1, type: 1 }]);
    const { id } = await ctx.fx.create(ctx.shop, body);
    const res = await call(ctx.app, 'GET', 'order-getorderbyid', {
      cookie: ctx.otherShop,
      query: { order_id: id },
    });
    expect(res.status).toBe(403);
    expect((await remove(ctx.otherShop, id)).status).toBe(403);
    expect((await update(ctx.otherShop, { ...body, id, shop_id: 3 })).status).toBe(404);
    expect(await rowOf(id)).toBeDefined();
  });
});

describe('the list and the pickers', () => {
  it('searches by order number, customer name, phone; pages with a total', async () => {
    const a = await ctx.fx.product(1, 10);
    const body = await ctx.fx.orderBody(1, [{ product_id: a.id, total_order: 1, type: 1 }], {
      customer_firstname: 'วรรณวิสาข์',
      tel: '0899990001',
    });
    const { id } = await ctx.fx.create(ctx.shop, body);
    for (const search of ['วรรณวิสาข์', '0899990001']) {
      const res = await call<OrderListRow[]>(ctx.app, 'GET', 'order-getorders', {
        cookie: ctx.shop,
        query: { shop_id: 1, search, page: 1, per_page: 10 },
      });
      expect(res.body.data.map((r) => r.id)).toEqual([id]);
      expect(res.body.total).toBe(1);
      expect(res.body.data[0]).toMatchObject({
        order_name: 'วรรณวิสาข์',
        order_status: th.app.orders.status[0],
        is_order: 0,
        delivery_dt: '2026-11-22',
        delivery_time: '14:00',
      });
      expect(res.body.data[0].delivery_platform).not.toBe('');
    }
  });

  it('the product picker lists products with stock available, and how much', async () => {
    const full = await ctx.fx.product(1, 10);
    const held = await ctx.fx.product(1, 5);
    await ctx.fx.reserve(held.inventoryId!, 5);
    const none = await ctx.fx.product(1, null);
    const byId = await pickable('order-getproductexistinventory');
    expect(byId.get(full.id)).toMatchObject({ inventory: 10, available: 10 });
    expect(byId.has(held.id)).toBe(false);
    expect(byId.has(none.id)).toBe(false);
    const found = await call<StockPickRow[]>(ctx.app, 'GET', 'order-getproductexistinventory', {
      cookie: ctx.shop,
      query: { shop_id: 1, search: full.code },
    });
    expect(found.body.data.map((r) => r.id)).toEqual([full.id]);
  });

  it('the set picker lists sets with assembled stock available', async () => {
    const s = await ctx.fx.set(1, 3, 80);
    const empty = await ctx.fx.set(1, 0);
    const byId = await pickable('order-getproductsetexistinventory');
    expect(byId.get(s.id)).toMatchObject({ available: 3, price: 80 });
    expect(byId.has(empty.id)).toBe(false);
  });

  it('the status catalogue has every state with its Thai name', async () => {
    const res = await call<{ id: number; enum_desc: string }[]>(
      ctx.app,
      'GET',
      'master-getorderstatus',
      { cookie: ctx.shop },
    );
    expect(res.body.data.map((s) => [s.id, s.enum_desc])).toEqual(
      Object.entries(th.app.orders.status).map(([k, v]) => [Number(k), v]),
    );
  });
});

describe('the order photo', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const upload = (cookie: string, orderId: number, content: Buffer, name: string) =>
    postForm(
      ctx.app,
      'upload-uploadorderpic',
      cookie,
      { shop_id: '1', order_id: orderId },
      { orderpic: { name, content } },
    );

  it('takes images only (by content) and serves them to the shop only', async () => {
    const a = await ctx.fx.product(1, 10);
    const { id } = await ctx.fx.create(
      ctx.shop,
      await ctx.fx.orderBody(1, [{ product_id: a.id, total_order: 1, type: 1 }]),
    );
    const text = await upload(ctx.shop, id, Buffer.from('not an image'), 'slip.png');
    expect(text.statusCode).toBe(400);
    expect(text.json().errors.orderpic).toBe(th.server.image_only);
    const ok = await upload(ctx.shop, id, PNG, 'slip.png');
    expect(ok.statusCode).toBe(200);
    const key = ok.json().data.pic as string;
    expect((await read(ctx.shop, id)).pic).toBe(key);
    expect((await getPhoto(ctx.app, ctx.shop, key)).statusCode).toBe(200);
    expect((await getPhoto(ctx.app, ctx.otherShop, key)).statusCode).toBe(403);
  });
});
