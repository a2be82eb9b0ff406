import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ImportRowError } from '../../contract/schemas/products';
import { th } from '../../i18n/th';
import { products, productSetItems, productSets } from '../../server/db/schema';
import { productSetColumns } from '../../server/domain/import/productSetColumns';
import { getRaw, loginEach, postForm, testApp } from './helpers';

let ctx: Awaited<ReturnType<typeof testApp>>;
let app: FastifyInstance;
const cookies: Record<string, string> = {};
let shopA: number;
let otherShop: number;
/** Three product codes of shop A, and one of another shop. */
let codes: string[];
let foreignCode: string;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADINGS = productSetColumns.map((c) => c.heading);
const col = (field: string) => productSetColumns.findIndex((c) => c.field === field);

beforeAll(async () => {
  ctx = await testApp();
  app = ctx.app;
  const signedIn = await loginEach(app, ['company@demo.th', 'individual@demo.th', 'admin@demo.th']);
  Object.assign(cookies, signedIn.cookies);
  const users = signedIn.sessions;
  shopA = users['company@demo.th'].shop_list[0].shop_id;
  otherShop = users['individual@demo.th'].shop_list[0].shop_id;
  const codesOf = async (shopId: number, n: number) =>
    (
      await app.database.db
        .select({ code: products.customer_product_id })
        .from(products)
        .where(eq(products.shop_id, shopId))
        .orderBy(products.id)
        .limit(n)
    ).map((r) => r.code);
  codes = await codesOf(shopA, 3);
  [foreignCode] = await codesOf(otherShop, 1);
});
afterAll(async () => {
  await ctx?.close();
});

type Row = (string | number | null)[];

/** A set row in template order; `n` makes its code unique; `items` is the products cell. */
function setRow(n: number, items: string): Row {
  const values: Record<string, string | number> = {
    customer_product_id: `SETIMP-${n}`,
    brand_th: 'ชาวดอย',
    brand_en: 'Chao Doi',
    product_name_th: `ชุดของขวัญกาแฟ ${n}`,
    product_name_en: `Coffee gift set ${n}`,
    product_type: 'อาหารและเครื่องดื่ม',
    price: 590,
    vat_nonvat: 'มีภาษี',
    unit: 'กล่อง',
    size: 1,
    item_barcode_upc: `88577${String(n).padStart(6, '0')}`,
    item_total: 1,
    item_wide: 20,
    item_long: 30,
    item_high: 10,
    item_weight: 1.2,
    package: 'กล่องของขวัญ',
    pack_product: 'ห่อกันกระแทก',
    product: items,
  };
  return productSetColumns.map((c) => values[c.field] ?? null);
}

async function workbook(rows: Row[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('เซตสินค้า');
  sheet.addRow(HEADINGS);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function postImport(data: Buffer, email = 'company@demo.th', shopId = shopA) {
  const res = await postForm(
    app,
    'upload-importproductset',
    cookies[email],
    { shop_id: shopId },
    { product_sets: { name: 'sets.xlsx', type: XLSX, content: data } },
  );
  return { status: res.statusCode, body: res.json() as { message: string; data?: unknown } };
}

const countSets = async () =>
  (
    await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(productSets)
      .where(and(eq(productSets.shop_id, shopA), isNull(productSets.deleted_at)))
  )[0].n;

describe('product-set import', () => {
  it('refuses the whole file and lists every wrong row as the spec shows them', async () => {
    const before = await countSets();
    const bad = setRow(3, `${codes[0]}=2, ${codes[1]}=x`);
    const noPrice = setRow(4, codes[0]);
    noPrice[col('price')] = null;
    const res = await postImport(
      await workbook([
        setRow(1, `${codes[0]}=1`),
        setRow(2, `NO-SUCH-CODE=1, ${foreignCode}=1`),
        bad,
        noPrice,
        setRow(5, ''),
        setRow(1, codes[2]),
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(th.server.import_check_rows);
    const rows = res.body.data as ImportRowError[];
    expect(rows.map((r) => r.row_number)).toEqual([3, 4, 5, 6, 7]);
    const message = (row: number) => rows.find((r) => r.row_number === row)?.message;
    expect(message(3)).toBe(
      `สินค้าในเซต: ${th.server.set_import.unknown_product.replace('%{code}', 'NO-SUCH-CODE')}`,
    );
    expect(message(4)).toBe(
      `สินค้าในเซต: ${th.server.set_import.bad_quantity.replace('%{code}', codes[1])}`,
    );
    expect(message(5)).toBe(`ราคา (บาท): ${th.validation.product.price_required}`);
    expect(message(6)).toBe(`สินค้าในเซต: ${th.validation.set.products_required}`);
    expect(message(7)).toBe(
      `รหัสเซตสินค้า: ${th.server.set_import.duplicate_in_file.replace('%{row}', '2')}`,
    );
    // Each problem also by itself, with its column's heading.
    expect(rows.find((r) => r.row_number === 5)!.errors).toEqual([
      { column: 'ราคา (บาท)', message: th.validation.product.price_required },
    ]);
    expect(rows.find((r) => r.row_number === 3)!.errors).toEqual([
      {
        column: 'สินค้าในเซต',
        message: th.server.set_import.unknown_product.replace('%{code}', 'NO-SUCH-CODE'),
      },
    ]);
    expect(await countSets()).toBe(before);
  });

  it('imports sets with their products by code; a code alone counts one', async () => {
    const before = await countSets();
    const res = await postImport(
      await workbook([
        setRow(11, `${codes[0]}=2, ${codes[1]}=1; ${codes[2]}`),
        setRow(12, `${codes[1]}:3`),
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ inserted: 2 });
    expect(await countSets()).toBe(before + 2);
    const items = await app.database.db
      .select({ code: products.customer_product_id, num: productSetItems.num_per_set })
      .from(productSetItems)
      .innerJoin(productSets, eq(productSets.id, productSetItems.product_set_id))
      .innerJoin(products, eq(products.id, productSetItems.product_id))
      .where(and(eq(productSets.shop_id, shopA), eq(productSets.customer_product_id, 'SETIMP-11')))
      .orderBy(products.customer_product_id);
    expect(items).toEqual(
      [
        { code: codes[0], num: 2 },
        { code: codes[1], num: 1 },
        { code: codes[2], num: 1 },
      ].sort((a, b) => a.code.localeCompare(b.code)),
    );
    const [set] = await app.database.db
      .select()
      .from(productSets)
      .where(and(eq(productSets.shop_id, shopA), eq(productSets.customer_product_id, 'SETIMP-12')));
    expect(set.fp_product_id).toMatch(/^FPS\d{13,16}$/);
    expect(set).toMatchObject({ package: 'กล่องของขวัญ', pack_product: 'ห่อกันกระแทก', price: 590 });
  });

  it('refuses a set code the shop has, and a code repeated in the file', async () => {
    const res = await postImport(await workbook([setRow(11, codes[0])]));
    expect(res.status).toBe(400);
    expect((res.body.data as ImportRowError[])[0]).toEqual({
      row_number: 2,
      message: `รหัสเซตสินค้า: ${th.server.set_import.code_exists}`,
      errors: [{ column: 'รหัสเซตสินค้า', message: th.server.set_import.code_exists }],
    });
  });

  it('is for the shop users of the shop, never staff', async () => {
    const file = await workbook([setRow(21, codes[0])]);
    expect((await postImport(file, 'admin@demo.th')).status).toBe(403);
    expect((await postImport(file, 'individual@demo.th')).status).toBe(403);
  });

  it('serves a template whose data sheet the import reads', async () => {
    const res = await getRaw(app, 'productset-getimporttemplate', cookies['company@demo.th']);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const headings = (book.worksheets[0].getRow(1).values as unknown[]).slice(1);
    expect(headings).toEqual(HEADINGS);
    // The template as downloaded (headings only) is an empty file to the import.
    const empty = await postImport(res.rawPayload);
    expect(empty.status).toBe(400);
  });
});
