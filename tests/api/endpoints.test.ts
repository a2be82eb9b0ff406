import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { endpoints, type BodyOf, type Endpoint, type EndpointKey } from '../../contract/endpoints';
import type { MenuKey } from '../../contract/enums';
import type { SessionData } from '../../contract/schemas/auth';
import { th } from '../../i18n/th';
import { products } from '../../server/db/schema';
import { call, DEMO_PASSWORD, login, ORIGIN, testApp } from './helpers';

type Form = {
  fields: Record<string, string | number>;
  files: Record<string, { name: string; content: Buffer }>;
};
/** A request: query, JSON body, or multipart form (text fields and files). */
type Sample = { query?: Record<string, string | number>; body?: unknown; form?: Form };

/** Endpoints whose handlers are being built in another module; skipped until they exist. */
const PENDING: readonly EndpointKey[] = ['productImport', 'productTemplate'];

/** The 8-byte PNG signature: the server judges images by content. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const uploadDir = mkdtempSync(path.join(tmpdir(), 'portal-endpoint-uploads-'));
let serial = 0;

const productBody = (shopId: number) =>
  ({
    shop_id: shopId,
    brand_th: 'ทดสอบ',
    brand_en: 'Test',
    product_name_th: 'สินค้าทดสอบ',
    product_name_en: 'Test product',
    product_type: 1,
    customer_product_id: `EP-${++serial}`,
    price: 10,
    vat_nonvat: 1,
    unit: 1,
    size: 1,
    item_barcode_upc: '8850000000001',
    item_total: 1,
    item_wide: 1,
    item_long: 1,
    item_high: 1,
    item_weight: 1,
  }) satisfies BodyOf<'productCreate'>;

/** A product of the shop written straight to the database, with a stored photo when asked. */
async function fixtureProduct(shopId: number, withPhoto = false) {
  let photo: string | null = null;
  if (withPhoto) {
    photo = `${randomUUID()}.png`;
    writeFileSync(path.join(uploadDir, photo), PNG);
  }
  const [row] = await app.database.db
    .insert(products)
    .values({
      ...productBody(shopId),
      fp_product_id: `FP${1_900_000_000_000 + serial}`,
      pic: photo,
      item_pic: photo,
    })
    .returning({ id: products.id });
  return { id: row.id, photo: photo as string };
}

/** The import template, fetched as staff (the sample import sends it back unchanged). */
async function templateFile() {
  const res = await app.inject({
    method: 'GET',
    url: `/api/${endpoints.productTemplate.name}`,
    headers: { cookie: await login(app, 'admin@demo.th') },
  });
  return res.rawPayload;
}

/**
 * A valid request for every endpoint of the table, for a signed-in account. A `Record` over
 * every key, so an endpoint added to the table without a sample here fails the type check.
 * Samples that need a record (a product, a photo) make a fresh one in the account's shop.
 */
const samples = (
  email: string,
  shopId: number,
): Record<EndpointKey, Sample | (() => Promise<Sample>)> => ({
  login: { body: { email, password: DEMO_PASSWORD } },
  logout: {},
  session: {},
  notifications: {},
  shops: {},
  titles: {},
  provinces: {},
  districts: { query: { province_id: 10 } },
  subdistricts: { query: { province_id: 10, district_id: 1017 } },
  companyTypes: {},
  userTypes: {},
  productTypes: {},
  unitTypes: {},
  vatOptions: {},
  salesChannels: {},
  deliveryChannels: {},
  products: { query: { shop_id: shopId } },
  product: async () => ({ query: { product_id: (await fixtureProduct(shopId)).id } }),
  productCreate: { body: productBody(shopId) },
  productUpdate: async () => ({
    body: { ...productBody(shopId), id: (await fixtureProduct(shopId)).id },
  }),
  productDelete: async () => ({ query: { product_id: (await fixtureProduct(shopId)).id } }),
  productPics: async () => ({
    form: {
      fields: { shop_id: shopId, product_id: (await fixtureProduct(shopId)).id },
      files: { itempic: { name: 'item.png', content: PNG } },
    },
  }),
  productPic: async () => ({ query: { key: (await fixtureProduct(shopId, true)).photo } }),
  productImport: async () => ({
    form: {
      fields: { shop_id: shopId },
      files: { products: { name: 'products.xlsx', content: await templateFile() } },
    },
  }),
  productTemplate: {},
  menus: {},
});

const keys = Object.keys(endpoints) as EndpointKey[];

let ctx: Awaited<ReturnType<typeof testApp>>;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await testApp({ uploadDir });
  app = ctx.app;
});
afterAll(async () => {
  await ctx?.close();
});

async function signIn(email: string) {
  const res = await call<SessionData>(app, 'POST', 'auth-login', {
    body: { email, password: DEMO_PASSWORD },
  });
  expect(res.status).toBe(200);
  expect(res.cookie).toMatch(/^sid=.+/);
  return { cookie: res.cookie as string, session: endpoints.login.data.parse(res.body.data) };
}

const registered = (key: EndpointKey) =>
  app.hasRoute({ method: endpoints[key].method, url: `/api/${endpoints[key].name}` });
/** A pending endpoint whose handler does not exist yet is skipped; every other must answer. */
const notBuilt = (key: EndpointKey) => PENDING.includes(key) && !registered(key);

async function multipart(form: Form) {
  const data = new FormData();
  for (const [k, v] of Object.entries(form.fields)) data.append(k, String(v));
  for (const [k, f] of Object.entries(form.files))
    data.append(k, new Blob([new Uint8Array(f.content)]), f.name);
  const res = new Response(data);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    contentType: res.headers.get('content-type') as string,
  };
}

/** Calls an endpoint of the table with its sample request; logout gets a session of its own. */
async function callEndpoint(
  key: EndpointKey,
  email: string,
  cookie: string | undefined,
  shopId: number,
) {
  const ep = endpoints[key] as Endpoint;
  const entry = samples(email, shopId)[key];
  const sample = typeof entry === 'function' ? await entry() : entry;
  const useCookie = key === 'logout' && cookie ? await login(app, email) : cookie;
  const headers: Record<string, string> = { origin: ORIGIN };
  if (useCookie) headers.cookie = useCookie;
  const req: InjectOptions = { method: ep.method, url: `/api/${ep.name}`, headers };
  if (sample.query)
    req.query = Object.fromEntries(Object.entries(sample.query).map(([k, v]) => [k, String(v)]));
  if (sample.form) {
    const { payload, contentType } = await multipart(sample.form);
    headers['content-type'] = contentType;
    req.payload = payload;
  } else if (sample.body !== undefined) {
    req.payload = sample.body as InjectOptions['payload'];
  }
  const res = await app.inject(req);
  const contentType = String(res.headers['content-type'] ?? '');
  const json = contentType.startsWith('application/json');
  return {
    status: res.statusCode,
    contentType,
    raw: res.rawPayload,
    body: (json ? res.json() : {}) as { code: number; message: string; data: unknown },
  };
}

/** What the contract's `access` promises an account: 200, or 403 with the reason. */
function expectedFor(key: EndpointKey, session: SessionData | null) {
  const access = endpoints[key].access;
  if (access.auth === 'public') return { status: 200 };
  if (!session) return { status: 401, message: th.server.unauthenticated };
  if (!access.userTypes.includes(session.user_type_id as never))
    return { status: 403, message: th.server.forbidden };
  const menus = 'menus' in access ? (access.menus as readonly MenuKey[]) : undefined;
  const active = new Set(session.menu_access.filter((m) => m.is_active).map((m) => m.menu_key));
  if (menus && !menus.some((m) => active.has(m)))
    return { status: 403, message: th.server.menu_inactive };
  return { status: 200 };
}

describe('every endpoint of the table', () => {
  it('has a sample request and a distinct /api name', () => {
    expect(keys.length).toBe(26);
    expect(new Set(keys.map((k) => endpoints[k].name)).size).toBe(keys.length);
  });

  it('every endpoint has a handler, except those still being built', () => {
    expect(keys.filter((k) => !registered(k) && !PENDING.includes(k))).toEqual([]);
  });

  it.for(keys)('%s answers staff admin as its access rule says', async (key, { skip }) => {
    if (notBuilt(key)) skip();
    const { cookie, session } = await signIn('admin@demo.th');
    const res = await callEndpoint(key, 'admin@demo.th', cookie, 1);
    const want = expectedFor(key, session);
    expect(res.status, JSON.stringify(res.body)).toBe(want.status);
    if (want.status !== 200) {
      expect(res.body).toMatchObject({ code: want.status, message: want.message });
      return;
    }
    if ((endpoints[key] as Endpoint).reply === 'file') {
      expect(res.raw.length).toBeGreaterThan(0);
      return;
    }
    expect(res.body.code).toBe(200);
    expect(res.body.message).toBe(th.server.success);
    const data = endpoints[key].data.parse(res.body.data);
    if (key === 'logout') expect(data).toBeNull();
    else if (Array.isArray(data)) expect(data.length).toBeGreaterThan(0);
    else expect(data).toMatchObject({ email: 'admin@demo.th', user_type_id: 3 });
  });

  it.for(keys)(
    '%s signed out: public endpoints answer 200, the others 401',
    async (key, { skip }) => {
      if (notBuilt(key)) skip();
      const res = await callEndpoint(key, 'company@demo.th', undefined, 1);
      if (endpoints[key].access.auth === 'public') {
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        endpoints[key].data.parse(res.body.data);
      } else {
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ code: 401, message: th.server.unauthenticated });
        expect(res.body.data).toBeUndefined();
      }
    },
  );

  // Expected status derived from the contract's `access` and the role's active menus.
  const accounts = [
    'admin@demo.th',
    'warehouse@demo.th',
    'company@demo.th',
    'individual@demo.th',
    'company2@demo.th',
  ];
  it.each(accounts)('every endpoint answers %s as its access rule says', async (email) => {
    const { cookie, session } = await signIn(email);
    const shopId = session.shop_list[0]?.shop_id ?? 1;
    for (const key of keys) {
      if (notBuilt(key)) continue;
      const want = expectedFor(key, session);
      const res = await callEndpoint(key, email, cookie, shopId);
      expect(res.status, `${email} ${key}: ${JSON.stringify(res.body)}`).toBe(want.status);
      if (want.status !== 200) expect(res.body.message, `${email} ${key}`).toBe(want.message);
      else if ((endpoints[key] as Endpoint).reply !== 'file')
        endpoints[key].data.parse(res.body.data);
    }
  });
});

describe('lookups', () => {
  it('provinces: 77 rows, Bangkok with pv_code 10', async () => {
    const res = await call(app, 'GET', 'master-getprovinces');
    const rows = endpoints.provinces.data.parse(res.body.data);
    expect(rows).toHaveLength(77);
    const bangkok = rows.find((p) => p.pv_code === '10');
    expect(bangkok).toMatchObject({
      id: 10,
      pv_code: '10',
      name_th: 'กรุงเทพมหานคร',
      name_en: 'Bangkok',
    });
    expect(new Set(rows.map((p) => p.pv_code)).size).toBe(77);
  });

  it('districts of province 10 include บางรัก and only Bangkok districts', async () => {
    const res = await call(app, 'GET', 'master-getdistricts', { query: { province_id: 10 } });
    const rows = endpoints.districts.data.parse(res.body.data);
    expect(rows).toHaveLength(50);
    expect(rows.find((d) => d.name_th === 'บางรัก')).toMatchObject({ id: 1004, dist_code: '1004' });
    expect(rows.every((d) => d.dist_code.startsWith('10'))).toBe(true);
    expect(rows.some((d) => d.name_th === 'เมืองเชียงใหม่')).toBe(false);
  });

  it('sub-districts of province 10 district 1017 include ห้วยขวาง 10310', async () => {
    const res = await call(app, 'GET', 'master-getsubdistricts', {
      query: { province_id: 10, district_id: 1017 },
    });
    const rows = endpoints.subdistricts.data.parse(res.body.data);
    expect(rows.map((s) => s.name_th).sort()).toEqual(['บางกะปิ', 'สามเสนนอก', 'ห้วยขวาง'].sort());
    expect(rows.find((s) => s.name_th === 'ห้วยขวาง')).toMatchObject({
      subdist_code: '101701',
      post_code: '10310',
    });
  });

  it('a district asked with the wrong province_id gives an empty list', async () => {
    const right = await call(app, 'GET', 'master-getsubdistricts', {
      query: { province_id: 50, district_id: 5001 },
    });
    expect(right.status).toBe(200);
    expect((right.body.data as unknown[]).length).toBe(16);
    const wrong = await call(app, 'GET', 'master-getsubdistricts', {
      query: { province_id: 10, district_id: 5001 },
    });
    expect(wrong.status).toBe(200);
    expect(wrong.body.data).toEqual([]);
    const wrong2 = await call(app, 'GET', 'master-getsubdistricts', {
      query: { province_id: 50, district_id: 1017 },
    });
    expect(wrong2.body.data).toEqual([]);
  });

  it('a missing required query key is answered 400 "required"', async () => {
    const missing = await call(app, 'GET', 'master-getdistricts');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(th.server.validation);
    expect(missing.body.errors?.province_id).toBe(th.server.required);
  });

  it('a malformed or unknown query key is answered 400 with the key named', async () => {
    const bad = await call(app, 'GET', 'master-getsubdistricts', {
      query: { province_id: 'abc', district_id: 1017 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(th.server.validation);
    expect(bad.body.errors).toEqual({ province_id: th.server.invalid_value });
    const extra = await call(app, 'GET', 'master-getprovinces', { query: { x: 1 } });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual({ x: th.server.unknown_field.replace('%{field}', 'x') });
  });

  it('ids beyond the integer range are 400, not a server error', async () => {
    const districts = await call(app, 'GET', 'master-getdistricts', {
      query: { province_id: '99999999999' },
    });
    expect(districts.status, JSON.stringify(districts.body)).toBe(400);
    expect(districts.body.errors?.province_id).toBe(th.server.invalid_value);
    const subs = await call(app, 'GET', 'master-getsubdistricts', {
      query: { province_id: 10, district_id: '99999999999' },
    });
    expect(subs.status, JSON.stringify(subs.body)).toBe(400);
    expect(subs.body.errors?.district_id).toBe(th.server.invalid_value);
  });

  it('lookup lists hold the seeded values in order', async () => {
    const titles = endpoints.titles.data.parse(
      (await call(app, 'GET', 'master-gettitles')).body.data,
    );
    expect(titles.map((t) => t.title_name_th)).toEqual(['นาย', 'นาง', 'นางสาว', 'ดร.']);
    const userTypes = endpoints.userTypes.data.parse(
      (await call(app, 'GET', 'master-getusertypes')).body.data,
    );
    expect(userTypes.map((u) => [u.id, u.enum_values])).toEqual([
      [1, 'company'],
      [2, 'individual'],
      [3, 'staff'],
    ]);
    const companyTypes = endpoints.companyTypes.data.parse(
      (await call(app, 'GET', 'master-getcompanytypes')).body.data,
    );
    expect(companyTypes).toHaveLength(4);
    expect(companyTypes[0]).toEqual({
      id: 1,
      enum_values: 'company_limited',
      enum_desc: 'บริษัทจำกัด',
    });
  });

  it('signed-in lookups answer their seeded rows', async () => {
    const cookie = await login(app, 'admin@demo.th');
    const get = async (name: string) => (await call(app, 'GET', name, { cookie })).body.data;
    expect(endpoints.vatOptions.data.parse(await get('master-getvatoptions'))).toEqual([
      { id: 1, enum_values: 'no_tax', enum_desc: 'ไม่มีภาษี' },
      { id: 2, enum_values: 'has_tax', enum_desc: 'มีภาษี' },
    ]);
    expect(endpoints.productTypes.data.parse(await get('product-getproducttypes'))).toHaveLength(9);
    expect(endpoints.unitTypes.data.parse(await get('product-getunittypes'))).toHaveLength(8);
    const sales = endpoints.salesChannels.data.parse(await get('dashboard-getsalessources'));
    expect(sales.map((s) => s.enum_values)).toEqual(['all', 'shopee', 'lazada', 'other']);
    const delivery = endpoints.deliveryChannels.data.parse(await get('order-getdeliverychannels'));
    expect(delivery.map((s) => s.enum_values)).toEqual(['ems', 'registered', 'epacket', 'pickup']);
    const menus = endpoints.menus.data.parse(await get('permission-getmenus'));
    expect(menus.map((m) => m.menu_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(menus[0]).toEqual({
      menu_id: 1,
      menu_key: 'product-list',
      display_menu_name_th: th.app.menu['product-list'],
    });
  });
});
