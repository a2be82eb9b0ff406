import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  ProductSetListRow,
  ProductSetPicReply,
  ProductSetRecord,
} from '../../contract/schemas/productSets';
import { th } from '../../i18n/th';
import { productSetItems, productSetOrders, productSets } from '../../server/db/schema';
import { rowsOf } from '../../server/db/migrate';
import { call, getPhoto, postForm, serverWithSessions } from './helpers';
import { itemFields, setFixtures } from './setFixtures';
import { PNG } from './stockCalls';

// Product sets: shop users build them of their own products; staff only read them.

const ctx = serverWithSessions(
  { shop: 'company@demo.th', otherShop: 'individual@demo.th', staff: 'admin@demo.th' },
  setFixtures,
);

const insert = (cookie: string, body: unknown) =>
  call<{ id: number; fp_product_id: string }>(ctx.app, 'POST', 'productset-insertproductset', {
    cookie,
    body,
  });
const update = (cookie: string, body: unknown) =>
  call(ctx.app, 'PUT', 'productset-updateproductset', { cookie, body });
const read = (cookie: string, id: number) =>
  call<ProductSetRecord[]>(ctx.app, 'GET', 'productset-getproductsetbyid', {
    cookie,
    query: { productset_id: id },
  });
const remove = (cookie: string, id: number) =>
  call(ctx.app, 'DELETE', 'productset-deleteproductset', { cookie, query: { productset_id: id } });
const list = (cookie: string, query: Record<string, string | number>) =>
  call<ProductSetListRow[]>(ctx.app, 'GET', 'productset-getallproductsets', { cookie, query });
const countSets = async () =>
  rowsOf<{ n: number }>(
    await ctx.app.database.db.execute(sql`SELECT count(*)::int AS n FROM product_sets`),
  )[0].n;

/** A set body of shop 1 with two fresh products. */
async function body() {
  const a = await ctx.fx.stockedProduct(1, 10);
  const b = await ctx.fx.stockedProduct(1, null);
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
      const res = await insert(ctx.shop, { ...base, ...change });
      expect(res.status, field).toBe(400);
      expect(res.body.errors?.[field], field).toBe(message);
    }
    const amounts: [unknown, string][] = [
      [undefined, th.validation.set.amount_required],
      [-1, th.validation.set.non_negative],
      [1.5, th.validation.set.whole],
    ];
    for (const [amount, message] of amounts) {
      const res = await insert(ctx.shop, {
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
    const res = await insert(ctx.shop, b);
    expect(res.status).toBe(200);
    expect(res.body.data.fp_product_id).toMatch(/^FPS\d{13,16}$/);
    const [set] = (await read(ctx.shop, res.body.data.id)).body.data;
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
    expect((await insert(ctx.shop, b)).status).toBe(200);
    const again = await insert(ctx.shop, {
      ...(await body()),
      customer_product_id: b.customer_product_id,
    });
    expect(again.status).toBe(409);
    expect(again.body.errors?.customer_product_id).toBe(th.server.set.code_exists);
    const foreign = await ctx.fx.stockedProduct(3, null);
    const res = await insert(ctx.shop, {
      ...(await body()),
      product: [{ product_id: foreign.id, amount: 1 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.product).toBe(th.server.set.not_of_shop);
  });

  it('replaces the products on update', async () => {
    const b = await body();
    const { id } = (await insert(ctx.shop, b)).body.data;
    const c = await ctx.fx.stockedProduct(1, null);
    const res = await update(ctx.shop, { ...b, id, product: [{ product_id: c.id, amount: 4 }] });
    expect(res.status).toBe(200);
    const items = await ctx.app.database.db
      .select()
      .from(productSetItems)
      .where(eq(productSetItems.product_set_id, id));
    expect(items).toEqual([{ product_set_id: id, product_id: c.id, num_per_set: 4 }]);
  });

  it('is refused to staff, who still read every set', async () => {
    const b = await body();
    const before = await countSets();
    expect((await insert(ctx.staff, b)).status).toBe(403);
    expect(await countSets()).toBe(before);
    const { id } = (await insert(ctx.shop, b)).body.data;
    expect((await update(ctx.staff, { ...b, id, product_name_th: 'เปลี่ยน' })).status).toBe(403);
    expect((await remove(ctx.staff, id)).status).toBe(403);
    const [set] = (await read(ctx.staff, id)).body.data;
    expect(set.product_name_th).toBe(b.product_name_th);
  });

  it('keeps shops apart both ways', async () => {
    const { id } = (await insert(ctx.shop, await body())).body.data;
    expect((await read(ctx.otherShop, id)).status).toBe(403);
    expect((await list(ctx.otherShop, { shop_id: 1 })).status).toBe(403);
    expect((await remove(ctx.otherShop, id)).status).toBe(403);
    expect((await insert(ctx.otherShop, await body())).status).toBe(403);
    expect((await read(ctx.shop, id)).status).toBe(200);
  });
});

describe('deleting', () => {
  it('refuses a set with stock, or with unfinished orders; an empty one leaves the lists', async () => {
    const a = await ctx.fx.stockedProduct(1, 10);
    const setId = await ctx.fx.createSet(ctx.shop, 1, [{ product_id: a.id, amount: 1 }]);
    const orderId = await ctx.fx.createOrder(ctx.shop, 1, setId, 2);
    const open = await remove(ctx.shop, setId);
    expect(open.status).toBe(400);
    expect(open.body.message).toBe(th.server.set.delete_open_orders.replace('%{count}', '1'));
    // Staff assemble 2 sets: the set now has stock.
    const officer = (
      await call<{ id: number }[]>(ctx.app, 'GET', 'user-getofficerusers', { cookie: ctx.staff })
    ).body.data[0].id;
    for (const s of [2, 3, 4]) {
      const res = await ctx.fx.updateOrder(ctx.staff, {
        id: orderId,
        inventory_amount: 2,
        stocker: officer,
        packer: officer,
        is_status: s,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const rows = (
      await list(ctx.shop, {
        shop_id: 1,
        search: (await read(ctx.shop, setId)).body.data[0].customer_product_id,
      })
    ).body.data;
    expect(rows[0]).toMatchObject({ id: setId, inventory: 2, has_inventory: 'true' });
    const stocked = await remove(ctx.shop, setId);
    expect(stocked.status).toBe(400);
    expect(stocked.body.message).toBe(th.server.set.delete_has_stock.replace('%{balance}', '2'));

    const empty = await ctx.fx.createSet(ctx.shop, 1, [{ product_id: a.id, amount: 1 }]);
    expect((await remove(ctx.shop, empty)).status).toBe(200);
    expect((await read(ctx.shop, empty)).status).toBe(404);
    const after = await list(ctx.shop, { shop_id: 1, ids: String(empty) });
    expect(after.body.data).toEqual([]);
    const [row] = await ctx.app.database.db
      .select()
      .from(productSets)
      .where(eq(productSets.id, empty));
    expect(row.deleted_at).not.toBeNull();
    // Its orders still name it.
    const [order] = await ctx.app.database.db
      .select()
      .from(productSetOrders)
      .where(eq(productSetOrders.id, orderId));
    expect(order.product_set_id).toBe(setId);
  });

  it('refuses to delete a product that a set holds, naming the set', async () => {
    const a = await ctx.fx.stockedProduct(1, null);
    const b = await body();
    const res = await insert(ctx.shop, { ...b, product: [{ product_id: a.id, amount: 1 }] });
    const del = await call(ctx.app, 'DELETE', 'product-deleteproduct', {
      cookie: ctx.shop,
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
    expect((await remove(ctx.shop, res.body.data.id)).status).toBe(200);
    const ok = await call(ctx.app, 'DELETE', 'product-deleteproduct', {
      cookie: ctx.shop,
      query: { product_id: a.id },
    });
    expect(ok.status).toBe(200);
  });
});

describe('photos and lists', () => {
  it('uploads the four photos, the packed set included, and serves them to the shop', async () => {
    const { id } = (await insert(ctx.shop, await body())).body.data;
    const png = (name: string) => ({ name, type: 'image/png', content: PNG });
    const res = await postForm(
      ctx.app,
      'upload-uploadproductsetpic',
      ctx.shop,
      { shop_id: '1', productset_id: id },
      { itempic: png('itempic.png'), pp_product: png('pp_product.png') },
    );
    expect(res.statusCode, res.body).toBe(200);
    const pics = res.json().data as ProductSetPicReply;
    expect(pics.item_pic).toMatch(/\.png$/);
    expect(pics.pic_pack_product).toMatch(/\.png$/);
    expect((await getPhoto(ctx.app, ctx.shop, pics.pic_pack_product as string)).statusCode).toBe(
      200,
    );
    expect(
      (await getPhoto(ctx.app, ctx.otherShop, pics.pic_pack_product as string)).statusCode,
    ).toBe(403);
    const [set] = (await read(ctx.shop, id)).body.data;
    expect(set.pic_pack_product).toBe(pics.pic_pack_product);
    const row = (await list(ctx.shop, { shop_id: 1, ids: String(id) })).body.data[0];
    expect(row.pic).toBe(pics.item_pic);
  });

  it('pages and searches the sets; the picker lists the same sets', async () => {
    const b = await body();
    const { id } = (await insert(ctx.shop, { ...b, product_name_th: 'ชุดชาเขียวมัทฉะพิเศษ' })).body
      .data;
    const page = await list(ctx.shop, { shop_id: 1, page: 1, per_page: 3 });
    expect(page.body.data).toHaveLength(3);
    expect((page.body as { total?: number }).total).toBeGreaterThan(3);
    const found = await list(ctx.shop, { shop_id: 1, search: 'มัทฉะพิเศษ' });
    expect(found.body.data.map((r) => r.id)).toEqual([id]);
    const picker = await call<ProductSetListRow[]>(ctx.app, 'GET', 'productset-selectsetorder', {
      cookie: ctx.shop,
      query: { shop_id: 1, search: 'มัทฉะพิเศษ' },
    });
    expect(picker.body.data.map((r) => r.id)).toEqual([id]);
  });
});
