import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/endpoints';
import { th } from '../../i18n/th';
import { inventory, products, shelfBins, shelfStock } from '../../server/db/schema';
import { login, serverForFile } from './helpers';
import { ledger, stockCalls, unstockedProducts } from './stockCalls';

// Reading stock: the list (search, barcodes, paging, sorting), one item, its shelves and its
// movements; who may read which shop's stock, and that shop users change none of it.

let app: FastifyInstance;
let api: ReturnType<typeof stockCalls>;
const cookie: Record<string, string> = {};
serverForFile((a) => {
  app = a;
  api = stockCalls(a);
});

const STAFF = 'admin@demo.th';
const COMPANY = 'company@demo.th'; // shops 1 and 2
const INDIVIDUAL = 'individual@demo.th'; // shop 3

/** The first live stock item of a shop (the seed stocks every fifth product of shops 1-3). */
async function itemOf(shopId: number) {
  const [row] = await app.database.db
    .select({ id: inventory.id, product_id: products.id })
    .from(inventory)
    .innerJoin(products, eq(products.id, inventory.product_id))
    .where(eq(inventory.shop_id, shopId))
    .orderBy(inventory.id)
    .limit(1);
  return row;
}

beforeAll(async () => {
  for (const email of [STAFF, 'warehouse@demo.th', COMPANY, INDIVIDUAL])
    cookie[email] = await login(app, email);
});

describe('inventory list', () => {
  it("answers the shop's live items newest first, paged, with their product and check state", async () => {
    const res = await api.list(cookie[COMPANY], { shop_id: 1, page: 1, per_page: 10 });
    expect(res.status).toBe(200);
    const rows = endpoints.inventory.data.parse(res.body.data);
    expect(res.body.total).toBe(28);
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.id)).toEqual(rows.map((r) => r.id).sort((a, b) => b - a));
    expect(rows.every((r) => r.shop_id === 1 && r.customer_product_id.startsWith('S1-'))).toBe(
      true,
    );
    const all = await api.list(cookie[COMPANY], { shop_id: 1 });
    expect(all.body.data).toHaveLength(28);
    expect(all.body.total).toBeUndefined();
  });

  it('marks items at or below their reorder point as low stock', async () => {
    const rows = (await api.list(cookie[STAFF], { shop_id: 1 })).body.data;
    for (const r of rows)
      expect(r.low_stock, String(r.id)).toBe(
        r.reorder_point !== null && r.inventory <= r.reorder_point,
      );
    expect(rows.some((r) => r.low_stock)).toBe(true);
    expect(rows.some((r) => r.reorder_point !== null && !r.low_stock)).toBe(true);
  });

  it('sorts by stock amount', async () => {
    const res = await api.list(cookie[STAFF], {
      shop_id: 1,
      page: 1,
      per_page: 28,
      sort: 'inventory',
      order: 'ASC',
    });
    const amounts = res.body.data.map((r) => r.inventory);
    expect(amounts).toHaveLength(28);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it('searches by product code, name, brand and every barcode of the product', async () => {
    const item = await itemOf(1);
    const barcodes = { item: '8851111000017', inner: '8852222000024', case: '8853333000031' };
    await app.database.db
      .update(products)
      .set({
        item_barcode_upc: barcodes.item,
        inner_pack_barcode_upc: barcodes.inner,
        case_barcode_upc: barcodes.case,
      })
      .where(eq(products.id, item.product_id));
    const [product] = await app.database.db
      .select()
      .from(products)
      .where(eq(products.id, item.product_id));
    for (const search of [
      ...Object.values(barcodes),
      product.customer_product_id.toLowerCase(),
      product.product_name_th,
    ]) {
      const res = await api.list(cookie[COMPANY], { shop_id: 1, search, page: 1 });
      expect(res.status, search).toBe(200);
      expect(
        res.body.data.map((r) => r.id),
        search,
      ).toContain(item.id);
      if (search !== product.product_name_th) expect(res.body.total, search).toBe(1);
    }
    const brand = await api.list(cookie[COMPANY], { shop_id: 1, search: product.brand_th });
    expect(brand.body.data.length).toBeGreaterThan(0);
    expect(brand.body.data.every((r) => r.brand_th === product.brand_th)).toBe(true);
    // A product of the shop without stock is not an item of the list.
    const [bare] = await unstockedProducts(app, 1);
    const [bareRow] = await app.database.db.select().from(products).where(eq(products.id, bare));
    const none = await api.list(cookie[COMPANY], {
      shop_id: 1,
      search: bareRow.customer_product_id,
    });
    expect(none.body.data).toEqual([]);
    // Another shop's product code finds nothing in this shop.
    expect((await api.list(cookie[COMPANY], { shop_id: 2, search: 'S1-P0005' })).body.data).toEqual(
      [],
    );
  });

  it('answers only the ids asked for, of this shop', async () => {
    const one = await itemOf(1);
    const other = await itemOf(3);
    const res = await api.list(cookie[STAFF], { shop_id: 1, ids: `${one.id},${other.id}` });
    expect(res.body.data.map((r) => r.id)).toEqual([one.id]);
  });
});

describe('one item, its shelves and its movements', () => {
  it('reads the item with its shop and the amount its shelf bins hold', async () => {
    const item = await itemOf(1);
    const res = await api.item(cookie[COMPANY], item.id);
    expect(res.status).toBe(200);
    const [row] = endpoints.inventoryItem.data.parse(res.body.data);
    const bins = await app.database.db
      .select({ amount: shelfStock.amount })
      .from(shelfStock)
      .where(eq(shelfStock.product_id, item.product_id));
    expect(row).toMatchObject({ id: item.id, shop_id: 1, shop_no: 'SH0001' });
    expect(row.shelf_total).toBe(bins.reduce((s, b) => s + b.amount, 0));
    expect((await api.item(cookie[STAFF], 999_999)).body.message).toBe(th.server.stock.not_found);
  });

  it("lists every floor with the product's bins on it, sorted; a floor code narrows to that floor", async () => {
    const [product] = await unstockedProducts(app, 1);
    const bins = await app.database.db
      .insert(shelfBins)
      .values([
        { floor: '2', code: 'T-02-01' },
        { floor: '1', code: 'T-01-02' },
        { floor: '1', code: 'T-01-01' },
      ])
      .returning({ id: shelfBins.id });
    await app.database.db
      .insert(shelfStock)
      .values(bins.map((b, i) => ({ bin_id: b.id, product_id: product, amount: 10 + i })));
    const all = await api.shelves(cookie[COMPANY], { product_id: product, shelf_code: '' });
    expect(all.status).toBe(200);
    expect(endpoints.shelves.data.parse(all.body.data)).toEqual([
      {
        floor: '1',
        data: [
          { shelf: 'T-01-01', amount: 12 },
          { shelf: 'T-01-02', amount: 11 },
        ],
      },
      { floor: '2', data: [{ shelf: 'T-02-01', amount: 10 }] },
      // The demo warehouse's third floor holds none of this product: offered, empty.
      { floor: '3', data: [] },
    ]);
    const second = await api.shelves(cookie[COMPANY], { product_id: product, shelf_code: '2' });
    expect(second.body.data).toEqual([{ floor: '2', data: [{ shelf: 'T-02-01', amount: 10 }] }]);
    const none = await api.shelves(cookie[STAFF], { product_id: 999_999 });
    expect(none.status).toBe(404);
  });

  it('lists movements newest first, paged, with who made them', async () => {
    const item = await itemOf(1);
    const res = await api.movements(cookie[COMPANY], {
      inventory_id: item.id,
      page: 1,
      per_page: 5,
    });
    expect(res.status).toBe(200);
    const rows = endpoints.movements.data.parse(res.body.data);
    const { items } = await ledger(app);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.id)).toEqual(rows.map((r) => r.id).sort((a, b) => b - a));
    expect(rows[0].balance).toBe(items.find((i) => i.id === item.id)?.balance);
    // The seed's movements were made by the warehouse account (no name: its e-mail).
    expect(rows.every((r) => r.user_name !== null && r.user_name.length > 0)).toBe(true);
    expect((await api.movements(cookie[STAFF], { inventory_id: 999_999 })).status).toBe(404);
  });
});

describe('shop isolation', () => {
  it("a shop user reads none of another shop's stock (403), either way", async () => {
    const pairs = [
      [COMPANY, 3],
      [INDIVIDUAL, 1],
      [INDIVIDUAL, 2],
    ] as const;
    for (const [email, shopId] of pairs) {
      const item = await itemOf(shopId);
      const label = `${email} → shop ${shopId}`;
      for (const res of [
        await api.list(cookie[email], { shop_id: shopId }),
        await api.item(cookie[email], item.id),
        await api.movements(cookie[email], { inventory_id: item.id }),
        await api.shelves(cookie[email], { product_id: item.product_id }),
        await api.reorder(cookie[email], item.id, 1),
      ]) {
        expect(res.status, label).toBe(403);
        expect(res.body.message, label).toBe(th.server.shop_forbidden);
      }
    }
    // Their own shops they read.
    expect((await api.list(cookie[INDIVIDUAL], { shop_id: 3 })).body.data).toHaveLength(18);
    expect((await api.item(cookie[INDIVIDUAL], (await itemOf(3)).id)).status).toBe(200);
    expect((await api.list(cookie[COMPANY], { shop_id: 2 })).status).toBe(200);
  });

  it('staff read every shop', async () => {
    for (const email of [STAFF, 'warehouse@demo.th']) {
      for (const shopId of [1, 2, 3, 4]) {
        const res = await api.list(cookie[email], { shop_id: shopId });
        expect(res.status, `${email} shop ${shopId}`).toBe(200);
        expect(res.body.data.every((r) => r.shop_id === shopId)).toBe(true);
      }
    }
  });

  it('shop users change no stock: 403 on every write, nothing written', async () => {
    const item = await itemOf(1);
    const [product] = await unstockedProducts(app, 1);
    const before = await ledger(app);
    const [rowBefore] = await app.database.db
      .select()
      .from(inventory)
      .where(eq(inventory.id, item.id));
    for (const email of [COMPANY, INDIVIDUAL]) {
      for (const res of [
        await api.create(cookie[email], { shop_id: 1, product_id: product, inventory_amount: 3 }),
        await api.update(cookie[email], { id: item.id, inventory_amount: 1, remark: 'x' }),
        await api.remove(cookie[email], item.id),
        await api.check(cookie[email], [item.id]),
        await api.upload(cookie[email], { shop_id: 1, inventory_id: item.id }),
      ]) {
        expect(res.status, email).toBe(403);
        expect(res.body.message, email).toBe(th.server.forbidden);
      }
    }
    expect(await ledger(app)).toEqual(before);
    const [rowAfter] = await app.database.db
      .select()
      .from(inventory)
      .where(eq(inventory.id, item.id));
    expect(rowAfter).toEqual(rowBefore);
    const created = await app.database.db
      .select()
      .from(inventory)
      .where(and(eq(inventory.shop_id, 1), inArray(inventory.product_id, [product])));
    expect(created).toEqual([]);
  });
});

describe('reorder point', () => {
  it('a shop user sets and clears it on their own item; the list marks the item', async () => {
    const item = await itemOf(3);
    const [row] = (await api.item(cookie[INDIVIDUAL], item.id)).body.data;
    const set = await api.reorder(cookie[INDIVIDUAL], item.id, row.inventory);
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ id: item.id, reorder_point: row.inventory });
    const listed = (await api.list(cookie[INDIVIDUAL], { shop_id: 3, ids: String(item.id) })).body
      .data[0];
    expect(listed).toMatchObject({ reorder_point: row.inventory, low_stock: true });
    const cleared = await api.reorder(cookie[STAFF], item.id, null);
    expect(cleared.body.data).toEqual({ id: item.id, reorder_point: null });
    const after = (await api.list(cookie[INDIVIDUAL], { shop_id: 3, ids: String(item.id) })).body
      .data[0];
    expect(after).toMatchObject({ reorder_point: null, low_stock: false });
    const bad = await api.reorder(cookie[INDIVIDUAL], item.id, -1);
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.reorder_point).toBe(th.validation.stock.non_negative);
  });
});
