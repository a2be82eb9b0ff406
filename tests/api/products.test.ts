import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints';
import {
  PRODUCT_ID_PATTERN,
  type ProductInput,
  type ProductListRow,
  type ProductRecord,
} from '../../contract/schemas/products';
import { th } from '../../i18n/th';
import { inventory, products, stockMovements } from '../../server/db/schema';
import { nextProductId } from '../../server/domain/productIds';
import { productBody } from '../fixtures/product';
import {
  call,
  getPhoto,
  loginEach,
  testApp,
  uploadPhotos,
  type Reply,
  type Upload,
} from './helpers';

let ctx: Awaited<ReturnType<typeof testApp>>;
let app: FastifyInstance;
const uploadDir = mkdtempSync(path.join(tmpdir(), 'portal-product-photos-'));
let cookies: Record<string, string> = {};
let userIds: Record<string, number> = {};
const ACCOUNTS = [
  'admin@demo.th',
  'warehouse@demo.th',
  'company@demo.th',
  'individual@demo.th',
  'company2@demo.th',
] as const;
type Account = (typeof ACCOUNTS)[number];
// Seeded shops: company@ has 1 and 2, individual@ has 3, company2@ has 4.
const COMPANY = 'company@demo.th';
const INDIVIDUAL = 'individual@demo.th';
const STAFF = 'admin@demo.th';
const msg = th.validation.product;

beforeAll(async () => {
  ctx = await testApp({ uploadDir });
  app = ctx.app;
  ({ cookies, ids: userIds } = await loginEach(app, ACCOUNTS));
});
afterAll(async () => {
  await ctx?.close();
});

let serial = 0;
/** A complete, valid create payload with a product code no other test uses. */
const validProduct = (shopId: number, extra: Partial<ProductInput> = {}): ProductInput =>
  productBody(shopId, `T-${++serial}`, extra);

const as = (email: Account) => ({ cookie: cookies[email] });
const create = (email: Account, body: unknown) =>
  call<{ id: number; fp_product_id: string }>(app, 'POST', 'product-insertproduct', {
    body,
    ...as(email),
  });
const update = (email: Account, body: unknown) =>
  call<{ id: number }>(app, 'PUT', 'product-updateproduct', { body, ...as(email) });
const remove = (email: Account, id: number) =>
  call<null>(app, 'DELETE', 'product-deleteproduct', { query: { product_id: id }, ...as(email) });
const get = (email: Account, id: number) =>
  call<ProductRecord[]>(app, 'GET', 'product-getproductbyid', {
    query: { product_id: id },
    ...as(email),
  });
const list = (email: Account, query: Record<string, string | number>) =>
  call<ProductListRow[]>(app, 'GET', 'product-getallproducts', { query, ...as(email) });

/**
 * Runs `body` while a trigger plays "another process": before a products row other than a
 * twin (brand 'twin') is written, `twinSql` runs, e.g. to insert a twin the write collides with.
 */
async function withTwinTrigger(twinSql: string, body: () => Promise<void>) {
  const db = app.database.db;
  await db.execute(
    sql.raw(`CREATE FUNCTION test_twin() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.brand_th <> 'twin' THEN ${twinSql} END IF;
  RETURN NEW;
END $$`),
  );
  await db.execute(
    sql.raw(
      'CREATE TRIGGER test_twin BEFORE INSERT OR UPDATE ON products FOR EACH ROW EXECUTE FUNCTION test_twin()',
    ),
  );
  try {
    await body();
  } finally {
    await db.execute(sql.raw('DROP TRIGGER test_twin ON products'));
    await db.execute(sql.raw('DROP FUNCTION test_twin()'));
  }
}
const twinInsert = (fp: string, code: string) =>
  `INSERT INTO products (shop_id, fp_product_id, customer_product_id, brand_th, brand_en,
     product_name_th, product_name_en, product_type, unit, vat_nonvat, item_barcode_upc)
   VALUES (NEW.shop_id, ${fp}, ${code}, 'twin', 'twin', 'twin', 'twin', 1, 1, 1, '1234');`;

/** Creates a product as `email` and returns its id. */
async function made(email: Account, shopId: number, extra: Partial<ProductInput> = {}) {
  const res = await create(email, validProduct(shopId, extra));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id;
}

/** The update payload of a product as read (the form sends what it loaded). */
async function editable(email: Account, id: number) {
  const [r] = (await get(email, id)).body.data;
  const body: Record<string, unknown> = { ...r };
  for (const k of ['shop_name', 'product_type_name', 'has_inventory', 'created_by', 'updated_dt'])
    delete body[k];
  return body;
}

// --- files ------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};
/** A valid 1×1 RGB PNG of the given colour. */
function png(r: number, g: number, b: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, r, g, b]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(
  email: Account,
  fields: { shop_id: number; product_id: number },
  files: Record<string, Upload>,
): Promise<
  Reply<{ item_pic: string | null; inner_pack_pic: string | null; case_pic: string | null }>
> {
  const res = await uploadPhotos(app, cookies[email], fields, files);
  return { status: res.statusCode, body: res.json() };
}

const getPic = (email: Account, key: string) => getPhoto(app, cookies[email], key);

const pngFile = (content: Buffer, name = 'photo.png'): Upload => ({
  name,
  type: 'image/png',
  content,
});

// --- tests ------------------------------------------------------------------------------------

describe('product payload rules (spec part 1 §5 Product)', () => {
  // Every rule of the schema is tested in tests/unit/productSchema.test.ts; this proves the
  // endpoint applies it and answers its messages under the fields.
  it('the create payload is checked by the product schema: 400 with Thai messages', async () => {
    const body: Record<string, unknown> = validProduct(1, {
      customer_product_id: 'C'.repeat(51),
      price: -1,
      item_barcode_upc: '123',
    });
    delete body.brand_th;
    const res = await create(COMPANY, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(th.server.validation);
    expect(res.body.errors).toEqual({
      brand_th: msg.brand_th_required,
      customer_product_id: msg.text_too_long,
      price: msg.non_negative,
      item_barcode_upc: msg.barcode_min,
    });
  });

  it('inner-pack and case numbers default to 0 when missing', async () => {
    const id = await made(COMPANY, 1);
    const [r] = (await get(COMPANY, id)).body.data;
    expect(r).toMatchObject({
      inner_pack_barcode_upc: '',
      inner_pack_total: 0,
      inner_pack_weight: 0,
      case_barcode_upc: '',
      case_total: 0,
      case_wide: 0,
    });
  });

  it('an unknown key → 400 naming it', async () => {
    const res = await create(COMPANY, { ...validProduct(1), owner_id: 5 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      owner_id: th.server.unknown_field.replace('%{field}', 'owner_id'),
    });
  });

  it('a product type or unit that is not in the lookups → 400 under the field', async () => {
    const res = await create(COMPANY, validProduct(1, { product_type: 99, unit: 42 }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      product_type: th.server.product_type_unknown,
      unit: th.server.product_unit_unknown,
    });
  });

  it('the update payload follows the same rules', async () => {
    const id = await made(COMPANY, 1);
    const body = await editable(COMPANY, id);
    const res = await update(COMPANY, { ...body, item_barcode_upc: 'abc', price: -5 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      item_barcode_upc: msg.barcode_min,
      price: msg.non_negative,
    });
    const noId = await update(COMPANY, { ...body, id: undefined });
    expect(noId.status).toBe(400);
    expect(noId.body.errors?.id).toBe(th.server.required);
  });
});

describe('create, read, update, search, delete', () => {
  it('goes through the whole life of a product', async () => {
    const before = Date.now();
    const input = validProduct(1, {
      customer_product_id: 'LIFE-001',
      product_name_th: 'น้ำมันมะพร้าวสกัดเย็น',
      inner_pack_barcode_upc: '88500000001',
      inner_pack_total: 12,
    });
    const created = await create(COMPANY, input);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.message).toBe(th.server.success);
    const { id, fp_product_id } = endpoints.productCreate.data.parse(created.body.data);
    expect(fp_product_id).toMatch(PRODUCT_ID_PATTERN);

    const read = await get(COMPANY, id);
    expect(read.status).toBe(200);
    const rows = endpoints.product.data.parse(read.body.data);
    expect(rows).toHaveLength(1);
    const r = rows[0];
    expect(r).toMatchObject({
      ...input,
      desc_th: 'รายละเอียด',
      id,
      fp_product_id,
      shop_name: 'สยามสมาร์ทช็อป',
      product_type_name: 'เครื่องสำอางและความงาม',
      has_inventory: 'false',
      created_by: userIds[COMPANY],
      pic: null,
      item_pic: null,
    });
    const createdAt = Date.parse(r.created_dt);
    expect(createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(createdAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(new Date(createdAt).toISOString()).toBe(r.created_dt);

    const found = await list(COMPANY, { shop_id: 1, search: 'life-001' });
    expect(found.body.data).toEqual([
      {
        id,
        pic: null,
        fp_product_id: r.fp_product_id,
        customer_product_id: 'LIFE-001',
        product_name_th: 'น้ำมันมะพร้าวสกัดเย็น',
        product_name_en: 'Test Soap',
        brand_th: 'ทดสอบ',
        brand_en: 'Test Brand',
        product_type_name: 'เครื่องสำอางและความงาม',
        price: 129.5,
        has_inventory: 'false',
      },
    ]);
    const byName = await list(COMPANY, { shop_id: 1, search: 'มะพร้าวสกัด', page: 1 });
    expect(byName.body.data.map((p) => p.id)).toEqual([id]);
    expect(byName.body.total).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const body = await editable(COMPANY, id);
    const changed = await update(COMPANY, {
      ...body,
      product_name_th: 'น้ำมันมะพร้าวออร์แกนิก',
      price: 149,
      customer_product_id: 'LIFE-002',
      fp_product_id: 'FP1000000000000',
      created_dt: '2001-01-01T00:00:00.000Z',
      item_pic: 'someone-elses-photo.png',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toEqual({ id });
    const [after] = (await get(COMPANY, id)).body.data;
    expect(after).toMatchObject({
      product_name_th: 'น้ำมันมะพร้าวออร์แกนิก',
      price: 149,
      customer_product_id: 'LIFE-002',
      fp_product_id,
      created_dt: r.created_dt,
      created_by: userIds[COMPANY],
      item_pic: null,
      inner_pack_total: 12,
    });
    expect(Date.parse(after.updated_dt)).toBeGreaterThan(Date.parse(r.updated_dt));
    expect((await list(COMPANY, { shop_id: 1, search: 'LIFE-001' })).body.data).toEqual([]);
    expect((await list(COMPANY, { shop_id: 1, search: 'ออร์แกนิก' })).body.data).toHaveLength(1);

    const deleted = await remove(COMPANY, id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ code: 200, data: null });
    const gone = await get(COMPANY, id);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 404, message: th.server.product_not_found });
    expect((await list(COMPANY, { shop_id: 1, search: 'LIFE-002' })).body.data).toEqual([]);
    expect((await remove(COMPANY, id)).status).toBe(404);
    expect((await update(COMPANY, body)).status).toBe(404);
  });

  it('search matches code, Thai and English names and brands in any case; % and _ are literal', async () => {
    const id = await made(INDIVIDUAL, 3, {
      customer_product_id: 'Q_50%',
      brand_en: 'Kiwi Orchard',
      product_name_en: 'Golden Kiwi Jam',
      brand_th: 'สวนกีวี',
      product_name_th: 'แยมกีวีสีทอง',
    });
    for (const search of ['q_50%', 'KIWI ORCHARD', 'golden kiwi', 'สวนกีวี', 'แยมกีวี']) {
      const res = await list(INDIVIDUAL, { shop_id: 3, search, page: 1 });
      expect(
        res.body.data.map((r) => r.id),
        search,
      ).toEqual([id]);
      expect(res.body.total, search).toBe(1);
    }
    for (const search of ['Q%50', 'Q_5_', 'orchardx']) {
      const res = await list(INDIVIDUAL, { shop_id: 3, search, page: 1 });
      expect(res.body, search).toMatchObject({ data: [], total: 0 });
    }
    // Another shop's rows never match.
    expect((await list(COMPANY, { shop_id: 1, search: 'kiwi' })).body.data).toEqual([]);
  });

  it('a product id that does not exist → 404', async () => {
    const res = await get(COMPANY, 999_999);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(th.server.product_not_found);
  });

  it('a shop user may move a product to another of their own shops', async () => {
    const id = await made(COMPANY, 1);
    const body = await editable(COMPANY, id);
    const res = await update(COMPANY, { ...body, shop_id: 2 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [r] = (await get(COMPANY, id)).body.data;
    expect(r).toMatchObject({ shop_id: 2, shop_name: 'สยามสมาร์ท เอาท์เล็ต' });
    expect(
      (await list(COMPANY, { shop_id: 2, search: r.customer_product_id })).body.data,
    ).toHaveLength(1);
  });

  it('created_dt is the server time and photo keys never come from the body', async () => {
    const before = Date.now();
    const res = await create(
      COMPANY,
      validProduct(1, {
        created_dt: '2000-01-01T00:00:00.000Z',
        pic: 'x1234567.png',
        item_pic: 'x1234567.png',
        inner_pack_pic: 'y1234567.png',
        case_pic: 'z1234567.png',
        doc_attch: 'd1234567.pdf',
      }),
    );
    expect(res.status).toBe(200);
    const [r] = (await get(COMPANY, res.body.data.id)).body.data;
    expect(Date.parse(r.created_dt)).toBeGreaterThanOrEqual(before - 1000);
    expect(r).toMatchObject({
      pic: null,
      item_pic: null,
      inner_pack_pic: null,
      case_pic: null,
      doc_attch: null,
    });
  });
});

describe('product code per shop (409)', () => {
  it('a code that exists in the shop → 409 under customer_product_id', async () => {
    const res = await create(COMPANY, validProduct(1, { customer_product_id: 'S1-P0001' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 409,
      message: th.server.product_code_exists,
      errors: { customer_product_id: th.server.product_code_exists },
    });
    const trimmed = await create(COMPANY, validProduct(1, { customer_product_id: ' S1-P0001 ' }));
    expect(trimmed.status).toBe(409);
  });

  it('the same code in another shop is fine', async () => {
    const res = await create(COMPANY, validProduct(2, { customer_product_id: 'S1-P0001' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const other = await create(INDIVIDUAL, validProduct(3, { customer_product_id: 'S1-P0001' }));
    expect(other.status).toBe(200);
  });

  it('update: taking another product’s code → 409; keeping its own code → 200', async () => {
    const id = await made(COMPANY, 1);
    const body = await editable(COMPANY, id);
    const taken = await update(COMPANY, { ...body, customer_product_id: 'S1-P0002' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ customer_product_id: th.server.product_code_exists });
    const same = await update(COMPANY, { ...body, brand_th: 'แบรนด์ใหม่' });
    expect(same.status).toBe(200);
    // Moving to a shop where the code exists is a duplicate too.
    const moved = await update(COMPANY, { ...body, shop_id: 2, customer_product_id: 'S2-P0001' });
    expect(moved.status).toBe(409);
  });

  it('a code taken between the check and the insert (another process) → 409, not 500', async () => {
    const twin = twinInsert(
      "'FP' || (1999000000000 + (SELECT count(*) FROM products))::text",
      'NEW.customer_product_id',
    );
    await withTwinTrigger(
      `IF NEW.customer_product_id LIKE 'TAKEN-%' THEN ${twin} END IF;`,
      async () => {
        const res = await create(COMPANY, validProduct(1, { customer_product_id: 'TAKEN-1' }));
        expect(res.status, JSON.stringify(res.body)).toBe(409);
        expect(res.body.errors).toEqual({ customer_product_id: th.server.product_code_exists });
        const id = await made(COMPANY, 1);
        const body = await editable(COMPANY, id);
        const upd = await update(COMPANY, { ...body, customer_product_id: 'TAKEN-2' });
        expect(upd.status, JSON.stringify(upd.body)).toBe(409);
        expect(upd.body.errors).toEqual({ customer_product_id: th.server.product_code_exists });
      },
    );
  });

  it('concurrent creates of one code: exactly one succeeds, the rest 409', async () => {
    const code = `RACE-${Date.now()}`;
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        create(COMPANY, validProduct(1, { customer_product_id: code })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.errors).toEqual({ customer_product_id: th.server.product_code_exists });
  });
});

describe('generated product id (fp_product_id)', () => {
  it('ids made in one tight loop (same millisecond) are distinct and increasing', () => {
    const ids = Array.from({ length: 1000 }, nextProductId);
    const ms = ids.map((id) => Number(id.slice(2)));
    expect(ids.every((id) => PRODUCT_ID_PATTERN.test(id))).toBe(true);
    expect(ms.every((v, i) => i === 0 || v > ms[i - 1])).toBe(true);
    expect(new Set(ids).size).toBe(1000);
  });

  it('20 concurrent creates get 20 distinct ids of the form FP + milliseconds', async () => {
    const before = Date.now();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => create(COMPANY, validProduct(1))),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const ids = results.map((r) => r.body.data.fp_product_id);
    expect(new Set(ids).size).toBe(20);
    for (const fp of ids) {
      expect(fp).toMatch(PRODUCT_ID_PATTERN);
      expect(Number(fp.slice(2))).toBeGreaterThanOrEqual(before);
    }
  });

  it('a generated id taken by another process meanwhile: the server takes the next one', async () => {
    // A sequence survives the failed statement, as another process's committed row would:
    // the first two inserts of CLASH-1 collide on fp_product_id, the third goes through.
    const db = app.database.db;
    await db.execute(sql.raw('CREATE SEQUENCE test_clash'));
    try {
      await withTwinTrigger(
        `IF TG_OP = 'INSERT' AND NEW.customer_product_id = 'CLASH-1'
           AND nextval('test_clash') <= 2 THEN
           RAISE EXCEPTION USING ERRCODE = 'unique_violation',
             CONSTRAINT = 'products_fp_product_id_key', MESSAGE = 'duplicate fp_product_id';
         END IF;`,
        async () => {
          const res = await create(COMPANY, validProduct(1, { customer_product_id: 'CLASH-1' }));
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          expect(res.body.data.fp_product_id).toMatch(PRODUCT_ID_PATTERN);
        },
      );
      const [{ n }] = (
        (await db.execute(sql.raw('SELECT last_value::int AS n FROM test_clash'))) as unknown as {
          rows: { n: number }[];
        }
      ).rows;
      expect(n).toBe(3);
    } finally {
      await db.execute(sql.raw('DROP SEQUENCE test_clash'));
    }
  });

  it('ids reserved ahead of the clock (an import of 3,000 rows) are passed over', async () => {
    // The block starts where this process's next id would: the create must pass it over.
    const start = Number(nextProductId().slice(2)) + 1;
    const block = Array.from({ length: 3000 }, (_, i) => ({
      ...validProduct(2, { customer_product_id: `BLOCK-${i}` }),
      created_dt: undefined,
      fp_product_id: `FP${start + i}`,
    }));
    for (let i = 0; i < block.length; i += 500)
      await app.database.db.insert(products).values(block.slice(i, i + 500));
    const res = await create(COMPANY, validProduct(1));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Number(res.body.data.fp_product_id.slice(2))).toBeGreaterThanOrEqual(start + 3000);
    const next = await create(COMPANY, validProduct(1));
    expect(next.body.data.fp_product_id > res.body.data.fp_product_id).toBe(true);
  });

  it('keeps a well-formed unused client id; replaces a used or malformed one', async () => {
    const mine = `FP${Date.now() + 10_000_000}`;
    const kept = await create(COMPANY, validProduct(1, { fp_product_id: mine }));
    expect(kept.body.data.fp_product_id).toBe(mine);
    const again = await create(COMPANY, validProduct(1, { fp_product_id: mine }));
    expect(again.status).toBe(200);
    expect(again.body.data.fp_product_id).not.toBe(mine);
    expect(again.body.data.fp_product_id).toMatch(PRODUCT_ID_PATTERN);
    const bad = await create(COMPANY, validProduct(1, { fp_product_id: 'HACK-1' }));
    expect(bad.body.data.fp_product_id).toMatch(PRODUCT_ID_PATTERN);
    const [r] = (await get(COMPANY, bad.body.data.id)).body.data;
    expect(r.fp_product_id).toBe(bad.body.data.fp_product_id);
  });
});

describe('delete and stock', () => {
  const db = () => app.database.db;

  it('a product with stock → 400 with the message; the product stays; lists show it has stock', async () => {
    const id = await made(COMPANY, 1);
    await db().insert(inventory).values({ shop_id: 1, product_id: id, inventory: 5 });
    const res = await remove(COMPANY, id);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, message: th.server.product_has_stock });
    const [r] = (await get(COMPANY, id)).body.data;
    expect(r.has_inventory).toBe('true');
    const row = (await list(COMPANY, { shop_id: 1, search: r.customer_product_id })).body.data;
    expect(row.map((p) => p.has_inventory)).toEqual(['true']);
    // A shop change would orphan the stock rows of the old shop.
    const moved = await update(COMPANY, { ...(await editable(COMPANY, id)), shop_id: 2 });
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toEqual({ shop_id: th.server.product_move_has_stock });
  });

  it('stock back at 0: the delete removes the empty stock rows and their history too', async () => {
    const id = await made(COMPANY, 1);
    const [inv] = await db()
      .insert(inventory)
      .values({ shop_id: 1, product_id: id, inventory: 0 })
      .returning({ id: inventory.id });
    await db()
      .insert(stockMovements)
      .values([
        { inventory_id: inv.id, change: 3, balance: 3, reason: 'รับเข้า', user_id: userIds[STAFF] },
        { inventory_id: inv.id, change: -3, balance: 0, reason: 'เบิกออก', user_id: userIds[STAFF] },
      ]);
    expect((await get(COMPANY, id)).body.data[0].has_inventory).toBe('false');
    const res = await remove(COMPANY, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await db().select().from(products).where(eq(products.id, id))).toEqual([]);
    expect(await db().select().from(inventory).where(eq(inventory.product_id, id))).toEqual([]);
    expect(
      await db().select().from(stockMovements).where(eq(stockMovements.inventory_id, inv.id)),
    ).toEqual([]);
  });
  it('a product that rows of another area still name → 400 in use, nothing deleted', async () => {
    const id = await made(COMPANY, 1);
    await db().execute(
      sql.raw('CREATE TABLE test_set_items (product_id integer NOT NULL REFERENCES products(id))'),
    );
    try {
      await db().execute(sql`INSERT INTO test_set_items VALUES (${id})`);
      const res = await remove(COMPANY, id);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(th.server.product_in_use);
      expect((await get(COMPANY, id)).status).toBe(200);
    } finally {
      await db().execute(sql.raw('DROP TABLE test_set_items'));
    }
  });
});

describe('product photos', () => {
  const red = png(255, 0, 0);
  const blue = png(0, 0, 255);

  it('a real PNG is stored and served back byte for byte as image/png', async () => {
    const id = await made(COMPANY, 1);
    const res = await upload(COMPANY, { shop_id: 1, product_id: id }, { itempic: pngFile(red) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = endpoints.productPics.data.parse(res.body.data);
    expect(data.item_pic).toMatch(/^[a-z0-9-]+\.png$/);
    expect(data).toMatchObject({ inner_pack_pic: null, case_pic: null });
    const [r] = (await get(COMPANY, id)).body.data;
    expect(r).toMatchObject({ pic: data.item_pic, item_pic: data.item_pic });
    expect(
      (await list(COMPANY, { shop_id: 1, search: r.customer_product_id })).body.data[0].pic,
    ).toBe(data.item_pic);
    const file = await getPic(COMPANY, data.item_pic as string);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.rawPayload, red)).toBe(0);
    expect(existsSync(path.join(uploadDir, data.item_pic as string))).toBe(true);
  });

  it('the name is not trusted: a text file called .png → 400 under its field, nothing stored', async () => {
    const id = await made(COMPANY, 1);
    const res = await upload(
      COMPANY,
      { shop_id: 1, product_id: id },
      {
        itempic: pngFile(red),
        innerpic: pngFile(Buffer.from('not really a picture\n'), 'fake.png'),
      },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 400,
      message: th.server.image_only,
      errors: { innerpic: th.server.image_only },
    });
    const [r] = (await get(COMPANY, id)).body.data;
    expect(r).toMatchObject({ pic: null, item_pic: null, inner_pack_pic: null });
  });

  it('a JPEG, GIF or WebP is judged by its bytes whatever its name; all three slots fill', async () => {
    const id = await made(INDIVIDUAL, 3);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const res = await upload(
      INDIVIDUAL,
      { shop_id: 3, product_id: id },
      {
        itempic: { name: 'a.txt', type: 'text/plain', content: jpeg },
        innerpic: { name: 'b.png', type: 'image/png', content: gif },
        casepic: pngFile(blue, 'c.jpg'),
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.item_pic).toMatch(/\.jpg$/);
    expect(res.body.data.inner_pack_pic).toMatch(/\.gif$/);
    expect(res.body.data.case_pic).toMatch(/\.png$/);
    const file = await getPic(INDIVIDUAL, res.body.data.inner_pack_pic as string);
    expect(file.headers['content-type']).toBe('image/gif');
  });

  it('replacing a photo deletes the old file; deleting the product deletes its photos', async () => {
    const id = await made(COMPANY, 1);
    const first = await upload(
      COMPANY,
      { shop_id: 1, product_id: id },
      { itempic: pngFile(red), casepic: pngFile(red) },
    );
    const oldKey = first.body.data.item_pic as string;
    const caseKey = first.body.data.case_pic as string;
    const second = await upload(
      COMPANY,
      { shop_id: 1, product_id: id },
      { itempic: pngFile(blue) },
    );
    expect(second.status).toBe(200);
    const newKey = second.body.data.item_pic as string;
    expect(newKey).not.toBe(oldKey);
    expect(second.body.data.case_pic).toBe(caseKey);
    expect(existsSync(path.join(uploadDir, oldKey))).toBe(false);
    expect((await getPic(COMPANY, oldKey)).statusCode).toBe(404);
    const served = await getPic(COMPANY, newKey);
    expect(Buffer.compare(served.rawPayload, blue)).toBe(0);

    expect((await remove(COMPANY, id)).status).toBe(200);
    expect(existsSync(path.join(uploadDir, newKey))).toBe(false);
    expect(existsSync(path.join(uploadDir, caseKey))).toBe(false);
    expect((await getPic(COMPANY, newKey)).statusCode).toBe(404);
  });

  it('an upload with no file changes nothing and answers the current keys', async () => {
    const id = await made(COMPANY, 1);
    const first = await upload(COMPANY, { shop_id: 1, product_id: id }, { itempic: pngFile(red) });
    const res = await upload(COMPANY, { shop_id: 1, product_id: id }, {});
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(first.body.data);
  });

  it('a file over 5 MB → 413', async () => {
    const id = await made(COMPANY, 1);
    const big = Buffer.concat([red, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(COMPANY, { shop_id: 1, product_id: id }, { itempic: pngFile(big) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(413);
    expect(res.body.message).toBe(th.server.file_too_large);
  });

  it('the photo of a shop is served to its owner and staff, not to another shop (403)', async () => {
    const id = await made(COMPANY, 1);
    const up = await upload(COMPANY, { shop_id: 1, product_id: id }, { itempic: pngFile(red) });
    const key = up.body.data.item_pic as string;
    const other = await getPic(INDIVIDUAL, key);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 403, message: th.server.shop_forbidden });
    for (const staff of ['admin@demo.th', 'warehouse@demo.th'] as const) {
      const res = await getPic(staff, key);
      expect(res.statusCode, staff).toBe(200);
      expect(Buffer.compare(res.rawPayload, red)).toBe(0);
    }
    const signedOut = await app.inject({
      method: 'GET',
      url: '/api/product-getpic',
      query: { key },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await getPic(COMPANY, '0123456789abcdef.png')).statusCode).toBe(404);
    expect((await getPic(COMPANY, '../../etc/passwd')).statusCode).toBe(400);
  });
});

describe('shop isolation', () => {
  const pairs: [Account, Account, number, number][] = [
    [COMPANY, INDIVIDUAL, 1, 3],
    [INDIVIDUAL, COMPANY, 3, 1],
  ];
  it.each(pairs)(
    "%s's product is out of reach of %s",
    async (owner, intruder, ownerShop, intruderShop) => {
      const id = await made(owner, ownerShop);
      const forbidden = (res: Reply) => {
        expect(res.status, JSON.stringify(res.body)).toBe(403);
        expect(res.body.message).toBe(th.server.shop_forbidden);
      };
      forbidden(await get(intruder, id));
      const body = await editable(owner, id);
      forbidden(await update(intruder, { ...body, product_name_th: 'ถูกแก้' }));
      // Claiming the product for the intruder's own shop is no way round.
      forbidden(await update(intruder, { ...body, shop_id: intruderShop }));
      forbidden(await remove(intruder, id));
      forbidden(
        await upload(
          intruder,
          { shop_id: ownerShop, product_id: id },
          { itempic: pngFile(png(1, 2, 3)) },
        ),
      );
      const viaOwnShop = await upload(
        intruder,
        { shop_id: intruderShop, product_id: id },
        { itempic: pngFile(png(1, 2, 3)) },
      );
      expect(viaOwnShop.status).toBe(404);
      forbidden(await create(intruder, validProduct(ownerShop)));
      forbidden(await list(intruder, { shop_id: ownerShop }));
      // The owner cannot move a product into a shop that is not theirs either.
      forbidden(await update(owner, { ...body, shop_id: intruderShop }));
      const [r] = (await get(owner, id)).body.data;
      expect(r).toMatchObject({ shop_id: ownerShop, product_name_th: 'สบู่ทดสอบ', item_pic: null });
    },
  );
});

describe('staff are read-only on products', () => {
  it('admin@ reads lists and products of any shop but every write is 403', async () => {
    const id = await made(COMPANY, 1);
    const listed = await list(STAFF, { shop_id: 1, page: 1 });
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBeGreaterThan(140);
    const read = await get(STAFF, id);
    expect(read.status).toBe(200);
    expect(read.body.data[0].id).toBe(id);
    const forbidden = (res: Reply) => {
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body.message).toBe(th.server.forbidden);
    };
    forbidden(await create(STAFF, validProduct(1)));
    forbidden(await update(STAFF, await editable(COMPANY, id)));
    forbidden(await remove(STAFF, id));
    forbidden(
      await upload(STAFF, { shop_id: 1, product_id: id }, { itempic: pngFile(png(9, 9, 9)) }),
    );
    expect((await get(COMPANY, id)).body.data[0]).toMatchObject({ item_pic: null });
  });

  it('warehouse@ (product menu inactive) lists products for the stock picker, reads none', async () => {
    // The product list feeds the stock screen's product picker (inventory menu active).
    const res = await list('warehouse@demo.th', { shop_id: 1 });
    expect(res.status).toBe(200);
    const one = await get('warehouse@demo.th', 1);
    expect(one.status).toBe(403);
    expect(one.body.message).toBe(th.server.menu_inactive);
  });
});
