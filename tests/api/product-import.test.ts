import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { deflateRawSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { SessionData } from '../../contract/schemas/auth';
import type { ImportRowError, ProductListRow } from '../../contract/schemas/products';
import { IMPORT_ROW_LIMIT } from '../../contract/limits';
import { th } from '../../i18n/th';
import { rowsOf } from '../../server/db/migrate';
import { importProducts } from '../../server/domain/import/products';
import { productColumns } from '../../server/domain/import/productColumns';
import { call, formData, loginSession, ORIGIN, testApp } from './helpers';
import { compoundFile, stored, zip } from './spreadsheetFiles';

let ctx: Awaited<ReturnType<typeof testApp>>;
let app: FastifyInstance;
const cookies: Record<string, string> = {};
const users: Record<string, SessionData> = {};
/** The two shops of company@demo.th, and a shop of another owner. */
let shopA: number;
let shopB: number;
let otherShop: number;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADINGS = productColumns.map((c) => c.heading);

beforeAll(async () => {
  ctx = await testApp();
  app = ctx.app;
  for (const email of ['company@demo.th', 'individual@demo.th', 'admin@demo.th']) {
    ({ cookie: cookies[email], session: users[email] } = await loginSession(app, email));
  }
  [shopA, shopB] = users['company@demo.th'].shop_list.map((s) => s.shop_id);
  otherShop = users['individual@demo.th'].shop_list[0].shop_id;
});
afterAll(async () => {
  await ctx?.close();
});

// ---------------------------------------------------------------- helpers

type Row = (string | number | null)[];

/** A believable product row in template column order; `n` makes code and names unique. */
function productRow(n: number, prefix = 'IMP'): Row {
  const values: Record<string, string | number | null> = {
    customer_product_id: `${prefix}-${String(n).padStart(5, '0')}`,
    brand_th: 'สวนผึ้ง',
    brand_en: 'Suan Phueng',
    product_name_th: `น้ำผึ้งดอกลำไยแท้ ขวดที่ ${n}`,
    product_name_en: `Longan Honey No. ${n}`,
    product_type: 'อาหารและเครื่องดื่ม',
    desc_th: 'น้ำผึ้งแท้จากสวนลำไย จังหวัดลำพูน',
    desc_en: 'Pure longan honey from Lamphun',
    price: 189 + (n % 50),
    vat_nonvat: n % 2 ? 'มีภาษี' : 'ไม่มีภาษี',
    unit: 'ขวด',
    size: 500,
    item_barcode_upc: `885${String(n).padStart(10, '0')}`,
    item_total: 1,
    item_wide: 7.5,
    item_long: 7.5,
    item_high: 18,
    item_weight: 0.72,
  };
  return productColumns.map((c) => values[c.field] ?? null);
}

async function workbook(rows: Row[], headings: string[] = HEADINGS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('สินค้า');
  sheet.addRow(headings);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const col = (field: string) => productColumns.findIndex((c) => c.field === field);

/** Posts a multipart import the way a browser does (FormData). */
async function postImport(
  file: { data: Buffer; name?: string; type?: string } | null,
  opts: { shopId?: number; email?: string } = {},
) {
  const files = file
    ? {
        products: {
          name: file.name ?? 'products.xlsx',
          type: file.type ?? XLSX,
          content: file.data,
        },
      }
    : undefined;
  const { contentType, payload } = await formData({ shop_id: opts.shopId ?? shopA }, files);
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/upload-importproduct',
    headers: {
      origin: ORIGIN,
      cookie: cookies[opts.email ?? 'company@demo.th'],
      'content-type': contentType,
    },
    payload,
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      code: number;
      message: string;
      data?: unknown;
      errors?: Record<string, string>;
    },
    ms: performance.now() - started,
  };
}

async function countProducts(shopId: number) {
  const result = await app.database.db.execute(
    sql`SELECT count(*)::int AS n FROM products WHERE shop_id = ${shopId}`,
  );
  return rowsOf<{ n: number }>(result)[0].n;
}

async function productByCode(shopId: number, code: string) {
  const result = await app.database.db.execute(
    sql`SELECT * FROM products WHERE shop_id = ${shopId} AND customer_product_id = ${code}`,
  );
  return rowsOf<Record<string, unknown>>(result)[0];
}

const WORKBOOK_XML =
  '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="a" sheetId="1"/></sheets></workbook>';

function expectFileRefused(
  res: Awaited<ReturnType<typeof postImport>>,
  message: string,
  status = 400,
) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ code: status, message, errors: { products: message } });
}

// ---------------------------------------------------------------- tests

/** The import template as the portal serves it. */
async function downloadTemplate() {
  const res = await app.inject({
    method: 'GET',
    url: '/api/product-getimporttemplate',
    headers: { cookie: cookies['company@demo.th'] },
  });
  return { res, buffer: res.rawPayload };
}

async function readBook(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  return book;
}

const rowValues = (sheet: ExcelJS.Worksheet, n: number) =>
  (sheet.getRow(n).values as unknown[]).slice(1);

/** The filled-in message of a file without product rows. */
const EMPTY = th.server.import_empty.replace('%{sheet}', 'สินค้า').replace('%{example}', 'ตัวอย่าง');

describe('product import template', () => {
  it('downloads as an .xlsx: headings only on the data sheet, the example on its own sheet, a guide with the lookups', async () => {
    const { res, buffer } = await downloadTemplate();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toContain('product-import-template.xlsx');
    const book = await readBook(buffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['สินค้า', 'ตัวอย่าง', 'คำอธิบาย']);
    const [data, example, guide] = book.worksheets;
    expect(rowValues(data, 1)).toEqual(HEADINGS);
    expect(data.actualRowCount).toBe(1);

    // The example sheet says it is not imported, then the headings and the sample row.
    expect(example.getRow(1).getCell(1).value).toBe('ตัวอย่างการกรอกข้อมูลสินค้า');
    expect(String(example.getRow(2).getCell(1).value)).toContain('ระบบจะไม่นำเข้าข้อมูลในแผ่นงานนี้');
    expect(rowValues(example, 4)).toEqual(HEADINGS);
    expect(example.getRow(5).getCell(col('product_name_th') + 1).value).toBe(
      'กาแฟคั่วบดดอยช้าง 250 กรัม',
    );

    const guideText = (guide.getSheetValues() as unknown[][])
      .flat()
      .filter((v) => typeof v === 'string')
      .join('\n');
    for (const name of ['product-getproducttypes', 'product-getunittypes']) {
      const lookups = await call<{ id: number; enum_desc: string }[]>(app, 'GET', name, {
        cookie: cookies['company@demo.th'],
      });
      expect(lookups.body.data.length).toBeGreaterThan(3);
      for (const l of lookups.body.data) expect(guideText).toContain(l.enum_desc);
    }
    for (const heading of HEADINGS) expect(guideText).toContain(heading);
    expect(guideText).toContain('ไม่มีภาษี');
  });

  it('uploaded unchanged, is answered that the file has no products, and writes nothing', async () => {
    const { buffer } = await downloadTemplate();
    const before = await countProducts(shopA);
    const res = await postImport({ data: buffer, name: 'product-import-template.xlsx' });
    expectFileRefused(res, EMPTY);
    expect(res.body.message).toContain('ไม่พบข้อมูลสินค้าในไฟล์');
    expect(await countProducts(shopA)).toBe(before);
    expect(await productByCode(shopA, 'CD-COF-250')).toBeUndefined();
  });

  it('filled in with the example row, imports that row, which the product list then finds', async () => {
    const book = await readBook((await downloadTemplate()).buffer);
    const [data, example] = book.worksheets;
    const row = data.getRow(2);
    example.getRow(5).eachCell((cell, n) => (row.getCell(n).value = cell.value));
    row.getCell(col('customer_product_id') + 1).value = 'TPL-0001';
    const filled = Buffer.from(await book.xlsx.writeBuffer());

    const before = await countProducts(shopA);
    const imported = await postImport({ data: filled });
    expect(imported.status).toBe(200);
    expect(imported.body).toEqual({ code: 200, message: th.server.success, data: { inserted: 1 } });
    expect(await countProducts(shopA)).toBe(before + 1);

    const list = await call<ProductListRow[]>(app, 'GET', 'product-getallproducts', {
      query: { shop_id: shopA, search: 'TPL-0001' },
      cookie: cookies['company@demo.th'],
    });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      customer_product_id: 'TPL-0001',
      product_name_th: 'กาแฟคั่วบดดอยช้าง 250 กรัม',
      brand_th: 'ชาวดอย',
      product_type_name: 'อาหารและเครื่องดื่ม',
      price: 259,
    });
    const saved = await productByCode(shopA, 'TPL-0001');
    expect(saved.fp_product_id).toMatch(/^FP\d{13}$/);
    expect(saved.created_by).toBe(users['company@demo.th'].id);
  });
});

describe('valid files', () => {
  it('imports all 50 rows of a valid file', async () => {
    const before = await countProducts(shopB);
    const rows = Array.from({ length: 50 }, (_, i) => productRow(i + 1, 'FIFTY'));
    const res = await postImport({ data: await workbook(rows) }, { shopId: shopB });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ inserted: 50 });
    expect(await countProducts(shopB)).toBe(before + 50);

    const ids = rowsOf<{ fp_product_id: string }>(
      await app.database.db.execute(
        sql`SELECT fp_product_id FROM products WHERE customer_product_id LIKE 'FIFTY-%' ORDER BY id`,
      ),
    ).map((r) => r.fp_product_id);
    expect(new Set(ids).size).toBe(50);
    const ms = ids.map((id) => Number(id.slice(2)));
    expect(ms.every((v, i) => i === 0 || v > ms[i - 1])).toBe(true);
  });

  it('reads lookups by name or id, numbers as text, and empty optional numbers as 0', async () => {
    const byId = productRow(1, 'LOOKUP');
    byId[col('product_type')] = 5;
    byId[col('unit')] = '2';
    byId[col('vat_nonvat')] = 1;
    byId[col('price')] = '1,250.50';
    byId[col('size')] = ' 12 ';
    byId[col('inner_pack_total')] = 6;
    const res = await postImport({ data: await workbook([byId]) });
    expect(res.status).toBe(200);
    const saved = await productByCode(shopA, 'LOOKUP-00001');
    expect(saved).toMatchObject({
      product_type: 5,
      unit: 2,
      vat_nonvat: 1,
      inner_pack_barcode_upc: '',
      desc_th: 'น้ำผึ้งแท้จากสวนลำไย จังหวัดลำพูน',
      brand_en: 'Suan Phueng',
    });
    expect(Number(saved.price)).toBe(1250.5);
    expect(Number(saved.size)).toBe(12);
    expect(Number(saved.inner_pack_total)).toBe(6);
    expect(Number(saved.case_weight)).toBe(0);
  });

  it('imports a 10,000-row file whole, with Thai text intact (server time logged)', async () => {
    const before = await countProducts(shopB);
    const rows = Array.from({ length: IMPORT_ROW_LIMIT }, (_, i) => productRow(i + 1, 'BULK'));
    const res = await postImport({ data: await workbook(rows) }, { shopId: shopB });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ inserted: IMPORT_ROW_LIMIT });
    expect(await countProducts(shopB)).toBe(before + IMPORT_ROW_LIMIT);
    const broken = rowsOf<{ n: number }>(
      await app.database.db.execute(
        sql`SELECT count(*)::int AS n FROM products WHERE customer_product_id LIKE 'BULK-%'
            AND (product_name_th NOT LIKE 'น้ำผึ้งดอกลำไยแท้ ขวดที่ %' OR desc_th <> 'น้ำผึ้งแท้จากสวนลำไย จังหวัดลำพูน')`,
      ),
    )[0].n;
    expect(broken).toBe(0);
    console.info(`import of 10,000 rows: ${Math.round(res.ms)} ms on the server (budget 3 s)`);
  });
});

describe('rows with errors', () => {
  it('reports every wrong row by its spreadsheet row number and writes nothing', async () => {
    const rows = Array.from({ length: 8 }, (_, i) => productRow(i + 1, 'BAD'));
    rows[1][col('price')] = 'ฟรี'; // row 3
    rows[1][col('brand_th')] = null;
    rows[3][col('product_type')] = 'ของเล่น'; // row 5
    rows[4][col('unit')] = 'ลิตร'; // row 6
    rows[4][col('vat_nonvat')] = 'ยกเว้น';
    rows[5][col('item_barcode_upc')] = '12'; // row 7
    rows[6][col('item_weight')] = -1; // row 8
    rows[6][col('desc_th')] = 'ก'.repeat(201);
    const before = await countProducts(shopA);
    const res = await postImport({ data: await workbook(rows) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.message).toBe(th.server.import_check_rows);
    const errors = res.body.data as ImportRowError[];
    expect(errors.map((e) => e.row_number)).toEqual([3, 5, 6, 7, 8]);
    const message = (row: number) => errors.find((e) => e.row_number === row)?.message;
    expect(message(3)).toContain(`แบรนด์สินค้า (ภาษาไทย): ${th.validation.product.brand_th_required}`);
    expect(message(3)).toContain(`ราคา (บาท): ${th.validation.product.number}`);
    expect(message(5)).toBe(
      `ประเภทสินค้า: ${th.server.import_unknown_type.replace('%{value}', 'ของเล่น')}`,
    );
    expect(message(6)).toContain(th.server.import_unknown_unit.replace('%{value}', 'ลิตร'));
    expect(message(6)).toContain(th.server.import_unknown_vat);
    expect(message(7)).toBe(`บาร์โคดสินค้า: ${th.validation.product.barcode_min}`);
    expect(message(8)).toContain(`น้ำหนักสินค้า (กก.): ${th.validation.product.non_negative}`);
    expect(message(8)).toContain(th.validation.product.desc_max);
    // Each problem also by itself, with its column's heading: row 3 has two.
    const row3 = errors.find((e) => e.row_number === 3)!;
    expect(row3.errors).toEqual(
      expect.arrayContaining([
        { column: 'แบรนด์สินค้า (ภาษาไทย)', message: th.validation.product.brand_th_required },
        { column: 'ราคา (บาท)', message: th.validation.product.number },
      ]),
    );
    expect(row3.errors).toHaveLength(2);
    // The spec's message is the problems said together, 'heading: problem' joined by ', '.
    for (const e of errors) {
      expect(e.message).toBe(e.errors.map((p) => `${p.column}: ${p.message}`).join(', '));
    }
    expect(errors.find((e) => e.row_number === 7)!.errors).toEqual([
      { column: 'บาร์โคดสินค้า', message: th.validation.product.barcode_min },
    ]);
    expect(await countProducts(shopA)).toBe(before);
  });

  it('refuses a code repeated in the file or already used in the shop', async () => {
    const existing = await call<ProductListRow[]>(app, 'GET', 'product-getallproducts', {
      query: { shop_id: shopA },
      cookie: cookies['company@demo.th'],
    });
    const usedCode = existing.body.data[0].customer_product_id;
    const rows = Array.from({ length: 5 }, (_, i) => productRow(i + 1, 'DUP'));
    rows[3][col('customer_product_id')] = rows[1][col('customer_product_id')]; // row 5 repeats row 3
    rows[4][col('customer_product_id')] = usedCode; // row 6
    const before = await countProducts(shopA);
    const res = await postImport({ data: await workbook(rows) });
    expect(res.status).toBe(400);
    const inFile = th.server.import_duplicate_in_file.replace('%{row}', '3');
    expect(res.body.data).toEqual([
      {
        row_number: 5,
        message: `รหัสสินค้า: ${inFile}`,
        errors: [{ column: 'รหัสสินค้า', message: inFile }],
      },
      {
        row_number: 6,
        message: `รหัสสินค้า: ${th.server.product_code_exists}`,
        errors: [{ column: 'รหัสสินค้า', message: th.server.product_code_exists }],
      },
    ]);
    expect(await countProducts(shopA)).toBe(before);

    // The same code in another shop is no conflict.
    const elsewhere = await postImport({ data: await workbook([rows[4]]) }, { shopId: shopB });
    expect(elsewhere.status).toBe(200);
  });

  it('refuses a file without the required columns, or without rows', async () => {
    const noCode = await postImport({
      data: await workbook([productRow(1).slice(1)], HEADINGS.slice(1)),
    });
    expectFileRefused(noCode, th.server.import_missing_columns.replace('%{columns}', '"รหัสสินค้า"'));
    expectFileRefused(await postImport({ data: await workbook([]) }), EMPTY);
  });
});

describe('refused files', () => {
  it('asks for a file when none is sent', async () => {
    const res = await postImport(null);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ products: th.server.import_file_required });
  });

  it('refuses a PDF or a text file named .xlsx, and a zip that is no workbook', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');
    const text = Buffer.from('รหัสสินค้า,ชื่อสินค้า\nA-1,สบู่\n');
    const docx = zip([
      stored('[Content_Types].xml', '<Types/>'),
      stored('word/document.xml', '<w/>'),
    ]);
    for (const data of [pdf, text, docx]) {
      expectFileRefused(await postImport({ data }), th.server.import_xlsx_only);
    }
  });

  it('refuses a Word 97-2003 file as no spreadsheet', async () => {
    const doc = compoundFile('WordDocument');
    expectFileRefused(
      await postImport({ data: doc, name: 'products.xls' }),
      th.server.import_xlsx_only,
    );
  });

  it('answers a damaged or truncated .xlsx that it cannot be read, and writes nothing', async () => {
    const good = await workbook([productRow(1, 'DAMAGED'), productRow(2, 'DAMAGED')]);
    const truncated = good.subarray(0, Math.floor(good.length / 2));
    const lastByteMissing = good.subarray(0, good.length - 1);
    // The worksheet's packed data overwritten: the archive's directory is intact.
    const scrambled = Buffer.from(good);
    const sheetAt =
      scrambled.indexOf('xl/worksheets/sheet1.xml') + 'xl/worksheets/sheet1.xml'.length;
    scrambled.fill(0xa5, sheetAt, sheetAt + 64);
    const signatureOnly = Buffer.concat([
      Buffer.from('PK\u0003\u0004', 'latin1'),
      Buffer.alloc(4000, 7),
    ]);
    const noWorksheet = zip([
      stored('[Content_Types].xml', '<Types/>'),
      stored('xl/workbook.xml', WORKBOOK_XML),
    ]);
    const before = await countProducts(shopA);
    for (const data of [truncated, lastByteMissing, scrambled, signatureOnly, noWorksheet]) {
      const res = await postImport({ data, name: 'products.xlsx' });
      expectFileRefused(res, th.server.import_damaged);
      expect(res.body.message).not.toBe(th.server.import_xlsx_only);
    }
    expect(await countProducts(shopA)).toBe(before);
  });

  it('asks to save an Excel 97-2003 .xls as .xlsx, and writes nothing', async () => {
    const before = await countProducts(shopA);
    const res = await postImport({
      data: compoundFile(),
      name: 'products.xls',
      type: 'application/vnd.ms-excel',
    });
    expectFileRefused(res, th.server.import_xls_old);
    expect(res.body.message).toContain('.xlsx');
    expect(res.body.message).not.toBe(th.server.import_xlsx_only);
    expect(await countProducts(shopA)).toBe(before);
  });

  it('answers 413 to a file over 5 MB', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x41);
    big.write('PK\u0003\u0004', 0, 'latin1');
    const res = await postImport({ data: big });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(413);
    expect(res.body.message).toBe(th.server.file_too_large);
  });

  it('stops at 10,001 data rows', async () => {
    const rows: Row[] = Array.from({ length: IMPORT_ROW_LIMIT + 1 }, (_, i) => [`ROW-${i}`]);
    const before = await countProducts(shopA);
    const res = await postImport({ data: await workbook(rows) });
    expectFileRefused(res, th.server.import_too_many_rows);
    expect(await countProducts(shopA)).toBe(before);
  });

  it('refuses within a second a small zip that unpacks to 300 MB, whether it declares it or not', async () => {
    const zeros = deflateRawSync(Buffer.alloc(300 * 1024 * 1024));
    expect(zeros.length).toBeLessThan(1024 * 1024);
    const bomb = (declared: number) =>
      zip([
        stored('[Content_Types].xml', '<Types/>'),
        stored('xl/workbook.xml', WORKBOOK_XML),
        { name: 'xl/worksheets/sheet1.xml', data: zeros, method: 8, size: declared },
      ]);
    for (const [data, message] of [
      [bomb(300 * 1024 * 1024), th.server.import_unpacked_too_large],
      [bomb(64 * 1024), th.server.import_unpacked_too_large],
      [bomb(0xffffffff), th.server.import_damaged], // a zip64 marker: refused, never followed
    ] as const) {
      const res = await postImport({ data });
      expectFileRefused(res, message);
      expect(res.ms).toBeLessThan(1000);
    }
  });
});

describe('all or nothing', () => {
  it('a crash after the first chunk leaves no row behind', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => productRow(i + 1, 'CRASH'));
    const buffer = await workbook(rows);
    const before = await countProducts(shopA);
    const written: number[] = [];
    await expect(
      importProducts(app.database.db, {
        buffer,
        shopId: shopA,
        userId: users['company@demo.th'].id,
        chunkSize: 10,
        onChunk: ({ written: n }) => {
          written.push(n);
          throw new Error('crash in the middle of the import');
        },
      }),
    ).rejects.toThrow('crash in the middle of the import');
    expect(written).toEqual([10]);
    expect(await countProducts(shopA)).toBe(before);
    expect(await productByCode(shopA, 'CRASH-00001')).toBeUndefined();
  });
});

describe('who may import', () => {
  it('staff get 403', async () => {
    const res = await postImport(
      { data: await workbook([productRow(1, 'STAFF')]) },
      { email: 'admin@demo.th' },
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(th.server.forbidden);
  });

  it("a shop user gets 403 for another owner's shop", async () => {
    const before = await countProducts(otherShop);
    const res = await postImport(
      { data: await workbook([productRow(1, 'OTHER')]) },
      { shopId: otherShop },
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(th.server.shop_forbidden);
    expect(await countProducts(otherShop)).toBe(before);
  });
});
