import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ProductSetListRow,
  ProductSetPicReply,
  ProductSetRecord,
} from '../../contract/schemas/productSets';
import { th } from '../../i18n/th';
import { productSetItems, productSetOrders, productSets } from '../../server/db/schema';
import { rowsOf } from '../../server/db/migrate';
import { call, getPhoto, login, ORIGIN, serverForFile } from './helpers';
import { itemFields, setFixtures } from './setFixtures';
import { PNG } from './stockCalls';

// Product sets: shop users build them of their own products; staff only read them.

let app: FastifyInstance;
let fx: ReturnType<typeof setFixtures>;
let shop: string;
let otherShop: string;
let staff: string;
serverForFile((a) => {
  app = a;
  fx = setFixtures(a);
});

beforeAll(async () => {
  shop = await login(app, 'company@demo.th');
  otherShop = await login(app, 'individual@demo.th');
  staff = await login(app, 'admin@demo.th');
});

const insert = (cookie: string, body: unknown) =>
  call<{ id: number; fp_product_id: string }>(app, 'POST', 'productset-insertproductset', {
    cookie,
    body,
  });
const update = (cookie: string, body: unknown) =>
  call(app, 'PUT', 'productset-updateproductset', { cookie, body });
const read = (cookie: string, id: number) =>
  call<ProductSetRecord[]>(app, 'GET', 'productset-getproductsetbyid', {
    cookie,
    query: { productset_id: id },
  });
const remove = (cookie: string, id: number) =>
  call(app, 'DELETE', 'productset-deleteproductset', { cookie, query: { productset_id: id } });
const list = (cookie: string, query: Record<string, string | number>) =>
  call<ProductSetListRow[]>(app, 'GET', 'productset-getallproductsets', { cookie, query });
const countSets = async () =>
  rowsOf<{ n: number }>(
    await app.database.db.execute(sql`SELECT count(*)::int AS n FROM product_sets`),
  )[0].n;

/** A set body of shop 1 with two fresh products. */
async function body() {
  const a = await fx.stockedProduct(1, 10);
  const b = await fx.stockedProduct(1, null);
  return {
    ...itemFields(1),
    package: 'กล่องของขวัญ',
    pack_product: 'ห่อกันกระแทก',
    product: [
      { product_id: a.id, amount: 2 },
      { product_id: b.id, amount: 1 },
    ],
  };
}

describe('creating and editing a set', () => {
  it('answers the spec messages of the set form', async () => {
    const base = await body();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ product: [] }, 'product', th.validation.set.products_required],
      [{ product: undefined }, 'product', th.validation.set.products_required],
      [{ item_total: undefined }, 'item_total', th.validation.set.item_total_required],
      [{ item_total: 1.5 }, 'item_total', th.validation.set.whole],
      [{ brand_th: '' }, 'brand_th', th.validation.product.brand_th_required],
      [{ price: undefined }, 'price', th.validation.product.price_required],
      [{ item_barcode_upc: '12' }, 'item_barcode_upc', th.validation.product.barcode_min],
      [{ package: 'ก'.repeat(201) }, 'package', th.validation.set.package_max],
      [{ pack_product: 'ก'.repeat(201) }, 'pack_product', th.validation.set.pack_product_max],
    ];
    const before = await countSets();
    for (const [change, field, message] of cases) {
      const res = await insert(shop, { ...base, ...change });
      expect(res.status, field).toBe(400);
      expect(res.body.errors?.[field], field).toBe(message);
    }
    const amounts: [unknown, string][] = [
      [undefined, th.validation.set.amount_required],
      [-1, th.validation.set.non_negative],
      [1.5, th.validation.set.whole],
    ];
    for (const [amount, message] of amounts) {
      const res = await insert(shop, {
        ...base,
        product: [{ product_id: base.product[0].product_id, amount }],
      });
      expect(res.status).toBe(400);
      expect(Object.values(res.body.errors ?? {})).toContain(message);
    }
    expect(await countSets()).toBe(before);
  });

  it('saves the set with its products; a quantity of 0 is kept', async () => {
    const b = await body();
    b.product[1].amount = 0;
    const res = await insert(shop, b);
    expect(res.status).toBe(200);
    expect(res.body.data.fp_product_id).toMatch(/^FPS\d{13,16}$/);
    const [set] = (await read(shop, res.body.data.id)).body.data;
    expect(set).toMatchObject({
      customer_product_id: b.customer_product_id,
      package: 'กล่องของขวัญ',
      pack_product: 'ห่อกันกระแทก',
      inventory: 0,
      inventory_id: null,
      has_inventory: 'false',
      vat_nonvat: 1,
    });
    expect(set.product.map((p) => [p.id, p.num_per_set]).sort()).toEqual(
      b.product.map((p) => [p.product_id, p.amount]).sort(),
    );
  });

  it('refuses a code the shop has (409), and products of another shop', async () => {
    const b = await body();
    expect((await insert(shop, b)).status).toBe(200);
    const again = await insert(shop, {
      ...(await body()),
      customer_product_id: b.customer_product_id,
    });
    expect(again.status).toBe(409);
    expect(again.body.errors?.customer_product_id).toBe(th.server.set.code_exists);
    const foreign = await fx.stockedProduct(3, null);
    const res = await insert(shop, {
      ...(await body()),
      product: [{ product_id: foreign.id, amount: 1 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.product).toBe(th.server.set.not_of_shop);
  });

  it('replaces the products on update', async () => {
    const b = await body();
    const { id } = (await insert(shop, b)).body.data;
    const c = await fx.stockedProduct(1, null);
    const res = await update(shop, { ...b, id, product: [{ product_id: c.id, amount: 4 }] });
    expect(res.status).toBe(200);
    const items = await app.database.db
      .select()
      .from(productSetItems)
      .where(eq(productSetItems.product_set_id, id));
    expect(items).toEqual([{ product_set_id: id, product_id: c.id, num_per_set: 4 }]);
  });

  it('is refused to staff, who still read every set', async () => {
    const b = await body();
    const before = await countSets();
    expect((await insert(staff, b)).status).toBe(403);
    expect(await countSets()).toBe(before);
    const { id } = (await insert(shop, b)).body.data;
    expect((await update(staff, { ...b, id, product_name_th: 'เปลี่ยน' })).status).toBe(403);
    expect((await remove(staff, id)).status).toBe(403);
    const [set] = (await read(staff, id)).body.data;
    expect(set.product_name_th).toBe(b.product_name_th);
  });

  it('keeps shops apart both ways', async () => {
    const { id } = (await insert(shop, await body())).body.data;
    expect((await read(otherShop, id)).status).toBe(403);
    expect((await list(otherShop, { shop_id: 1 })).status).toBe(403);
    expect((await remove(otherShop, id)).status).toBe(403);
    expect((await insert(otherShop, await body())).status).toBe(403);
    expect((await read(shop, id)).status).toBe(200);
  });
});

describe('deleting', () => {
  it('refuses a set with stock, or with unfinished orders; an empty one leaves the lists', async () => {
    const a = await fx.stockedProduct(1, 10);
    const setId = await fx.createSet(shop, 1, [{ product_id: a.id, amount: 1 }]);
    const orderId = await fx.createOrder(shop, 1, setId, 2);
    const open = await remove(shop, setId);
    expect(open.status).toBe(400);
    expect(open.body.message).toBe(th.server.set.delete_open_orders.replace('%{count}', '1'));
    // Staff assemble 2 sets: the set now has stock.
    const officer = (
      await call<{ id: number }[]>(app, 'GET', 'user-getofficerusers', { cookie: staff })
    ).body.data[0].id;
    for (const s of [2, 3, 4]) {
      const res = await fx.updateOrder(staff, {
        id: orderId,
        inventory_amount: 2,
        stocker: officer,
        packer: officer,
        is_status: s,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const rows = (
      await list(shop, {
        shop_id: 1,
        search: (await read(shop, setId)).body.data[0].customer_product_id,
      })
    ).body.data;
    expect(rows[0]).toMatchObject({ id: setId, inventory: 2, has_inventory: 'true' });
    const stocked = await remove(shop, setId);
    expect(stocked.status).toBe(400);
    expect(stocked.body.message).toBe(th.server.set.delete_has_stock.replace('%{balance}', '2'));

    const empty = await fx.createSet(shop, 1, [{ product_id: a.id, amount: 1 }]);
    expect((await remove(shop, empty)).status).toBe(200);
    expect((await read(shop, empty)).status).toBe(404);
    const after = await list(shop, { shop_id: 1, ids: String(empty) });
    expect(after.body.data).toEqual([]);
    const [row] = await app.database.db.select().from(productSets).where(eq(productSets.id, empty));
    expect(row.deleted_at).not.toBeNull();
    // Its orders still name it.
    const [order] = await app.database.db
      .select()
      .from(productSetOrders)
      .where(eq(productSetOrders.id, orderId));
    expect(order.product_set_id).toBe(setId);
  });

  it('refuses to delete a product that a set holds, naming the set', async () => {
    const a = await fx.stockedProduct(1, null);
    const b = await body();
    const res = await insert(shop, { ...b, product: [{ product_id: a.id, amount: 1 }] });
    const del = await call(app, 'DELETE', 'product-deleteproduct', {
      cookie: shop,
      query: { product_id: a.id },
    });
    expect(del.status).toBe(400);
    expect(del.body.message).toBe(
      th.server.set.product_in_set.replace(
        '%{sets}',
        `${b.customer_product_id} ${b.product_name_th}`,
      ),
    );
    // Once the set is deleted the product may go.
    expect((await remove(shop, res.body.data.id)).status).toBe(200);
    const ok = await call(app, 'DELETE', 'product-deleteproduct', {
      cookie: shop,
      query: { product_id: a.id },
    });
    expect(ok.status).toBe(200);
  });
});

describe('photos and lists', () => {
  it('uploads the four photos, the packed set included, and serves them to the shop', async () => {
    const { id } = (await insert(shop, await body())).body.data;
    const form = new FormData();
    form.append('shop_id', '1');
    form.append('productset_id', String(id));
    for (const f of ['itempic', 'pp_product'])
      form.append(f, new Blob([new Uint8Array(PNG)], { type: 'image/png' }), `${f}.png`);
    const encoded = new Response(form);
    const res = await app.inject({
      method: 'POST',
      url: '/api/upload-uploadproductsetpic',
      headers: {
        cookie: shop,
        origin: ORIGIN,
        'content-type': encoded.headers.get('content-type') as string,
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(res.statusCode, res.body).toBe(200);
    const pics = res.json().data as ProductSetPicReply;
    expect(pics.item_pic).toMatch(/\.png$/);
    expect(pics.pic_pack_product).toMatch(/\.png$/);
    expect((await getPhoto(app, shop, pics.pic_pack_product as string)).statusCode).toBe(200);
    expect((await getPhoto(app, otherShop, pics.pic_pack_product as string)).statusCode).toBe(403);
    const [set] = (await read(shop, id)).body.data;
    expect(set.pic_pack_product).toBe(pics.pic_pack_product);
    const row = (await list(shop, { shop_id: 1, ids: String(id) })).body.data[0];
    expect(row.pic).toBe(pics.item_pic);
  });

  it('pages and searches the sets; the picker lists the same sets', async () => {
    const b = await body();
    const { id } = (await insert(shop, { ...b, product_name_th: 'ชุดชาเขียวมัทฉะพิเศษ' })).body.data;
    const page = await list(shop, { shop_id: 1, page: 1, per_page: 3 });
    expect(page.body.data).toHaveLength(3);
    expect((page.body as { total?: number }).total).toBeGreaterThan(3);
    const found = await list(shop, { shop_id: 1, search: 'มัทฉะพิเศษ' });
    expect(found.body.data.map((r) => r.id)).toEqual([id]);
    const picker = await call<ProductSetListRow[]>(app, 'GET', 'productset-selectsetorder', {
      cookie: shop,
      query: { shop_id: 1, search: 'มัทฉะพิเศษ' },
    });
    expect(picker.body.data.map((r) => r.id)).toEqual([id]);
  });
});
