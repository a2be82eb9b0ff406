import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints, type EndpointKey } from '../../contract/endpoints';
import type { MenuKey } from '../../contract/enums';
import type { SessionData } from '../../contract/schemas/auth';
import { th } from '../../i18n/th';
import { call, DEMO_PASSWORD, login, testApp } from './helpers';

type Sample = { query?: Record<string, string | number>; body?: unknown };

/**
 * A valid request for every endpoint of the table, for a signed-in account. A `Record` over
 * every key, so an endpoint added to the table without a sample here fails the type check.
 */
const samples = (email: string, shopId: number): Record<EndpointKey, Sample> => ({
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
  menus: {},
});

const keys = Object.keys(endpoints) as EndpointKey[];

let ctx: Awaited<ReturnType<typeof testApp>>;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await testApp();
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

/** Calls an endpoint of the table with its sample request; logout gets a session of its own. */
async function callEndpoint(
  key: EndpointKey,
  email: string,
  cookie: string | undefined,
  shopId: number,
) {
  const ep = endpoints[key];
  const sample = samples(email, shopId)[key];
  const useCookie = key === 'logout' && cookie ? await login(app, email) : cookie;
  return call(app, ep.method, ep.name, { ...sample, cookie: useCookie });
}

describe('every endpoint of the table', () => {
  it('has a sample request and a distinct /api name', () => {
    expect(keys.length).toBe(18);
    expect(new Set(keys.map((k) => endpoints[k].name)).size).toBe(keys.length);
  });

  it.each(keys)('%s answers 200 to staff admin with data matching its data schema', async (key) => {
    const { cookie } = await signIn('admin@demo.th');
    const res = await callEndpoint(key, 'admin@demo.th', cookie, 1);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.message).toBe(th.server.success);
    const data = endpoints[key].data.parse(res.body.data);
    if (key === 'logout') expect(data).toBeNull();
    else if (Array.isArray(data)) expect(data.length).toBeGreaterThan(0);
    else expect(data).toMatchObject({ email: 'admin@demo.th', user_type_id: 3 });
  });

  it.each(keys)('%s signed out: public endpoints answer 200, the others 401', async (key) => {
    const res = await callEndpoint(key, 'company@demo.th', undefined, 1);
    if (endpoints[key].access.auth === 'public') {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      endpoints[key].data.parse(res.body.data);
    } else {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 401, message: th.server.unauthenticated });
      expect(res.body.data).toBeUndefined();
    }
  });

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
    const active = new Set(session.menu_access.filter((m) => m.is_active).map((m) => m.menu_key));
    const shopId = session.shop_list[0]?.shop_id ?? 1;
    for (const key of keys) {
      const access = endpoints[key].access;
      const menus = 'menus' in access ? (access.menus as readonly MenuKey[]) : undefined;
      const allowed =
        access.auth === 'public' ||
        (access.userTypes.includes(session.user_type_id as never) &&
          (!menus || menus.some((m) => active.has(m))));
      const res = await callEndpoint(key, email, cookie, shopId);
      if (allowed) {
        expect(res.status, `${email} ${key}: ${JSON.stringify(res.body)}`).toBe(200);
        endpoints[key].data.parse(res.body.data);
      } else {
        expect(res.status, `${email} ${key}`).toBe(403);
        expect(res.body.message).toBe(th.server.menu_inactive);
      }
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
