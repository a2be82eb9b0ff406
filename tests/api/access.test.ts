import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints';
import type { SessionData } from '../../contract/schemas/auth';
import type { ProductListRow } from '../../contract/schemas/products';
import { th } from '../../i18n/th';
import { call, DEMO_EMAILS, DEMO_SHOP_NOS, getRaw, login, loginEach, testApp } from './helpers';

let ctx: Awaited<ReturnType<typeof testApp>>;
let app: FastifyInstance;
let cookies: Record<string, string> = {};
let ids: Record<string, number> = {};

const SEED_MESSAGES = [
  'ยินดีต้อนรับสู่ระบบบริหารคลังสินค้า',
  'นัดหมายส่งสินค้าเข้าคลังของคุณได้รับการยืนยันแล้ว',
  'มีคำสั่งซื้อใหม่รอยืนยัน 3 รายการ',
  'สินค้าบางรายการใกล้หมดคลัง กรุณาตรวจสอบสินค้าคงคลัง',
];

beforeAll(async () => {
  ctx = await testApp();
  app = ctx.app;
  // Every demo account but the new and the disabled one.
  ({ cookies, ids } = await loginEach(app, DEMO_EMAILS.slice(0, 5)));
});
afterAll(async () => {
  await ctx?.close();
});

const products = (email: string | null, query: Record<string, string | number>) =>
  call<ProductListRow[]>(app, 'GET', 'product-getallproducts', {
    query,
    cookie: email ? cookies[email] : undefined,
  });

describe('signed out', () => {
  it('a signed-in endpoint answers 401', async () => {
    for (const [name, query] of [
      ['product-getallproducts', { shop_id: 1 }],
      ['shop-getshopbyuser', {}],
      ['notification-getnotifications', {}],
      ['auth-getsession', {}],
      ['master-getvatoptions', {}],
    ] as const) {
      const res = await call(app, 'GET', name, { query });
      expect(res.status, name).toBe(401);
      expect(res.body).toEqual({ code: 401, message: th.server.unauthenticated });
    }
  });

  it('a signed-in endpoint is 401 before its query is validated', async () => {
    const res = await call(app, 'GET', 'product-getallproducts', { query: { bogus: 1 } });
    expect(res.status).toBe(401);
  });
});

describe('shop access', () => {
  it("company@demo.th may not read individual's shop 3", async () => {
    const res = await products('company@demo.th', { shop_id: 3 });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, message: th.server.shop_forbidden });
  });

  it('individual@demo.th may not read shop 1', async () => {
    const res = await products('individual@demo.th', { shop_id: 1 });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(th.server.shop_forbidden);
  });

  it('a shop user is refused shops of another company and shops that do not exist', async () => {
    for (const shopId of [4, 5, 6, 999]) {
      const res = await products('company@demo.th', { shop_id: shopId });
      expect(res.status, `shop ${shopId}`).toBe(403);
      expect(res.body.message).toBe(th.server.shop_forbidden);
    }
  });

  it('shop users read their own shops', async () => {
    const own1 = await products('company@demo.th', { shop_id: 1 });
    expect(own1.status).toBe(200);
    expect(own1.body.data).toHaveLength(140);
    const own2 = await products('company@demo.th', { shop_id: 2 });
    expect(own2.body.data).toHaveLength(40);
    expect(own2.body.data.every((p) => p.customer_product_id.startsWith('S2-'))).toBe(true);
    const indiv = await products('individual@demo.th', { shop_id: 3 });
    expect(indiv.status).toBe(200);
    expect(indiv.body.data).toHaveLength(90);
  });

  it('staff admin@demo.th may read any shop', async () => {
    const counts: Record<number, number> = { 1: 140, 2: 40, 3: 90, 4: 60, 5: 0, 6: 0 };
    for (const [shopId, count] of Object.entries(counts)) {
      const res = await products('admin@demo.th', { shop_id: shopId });
      expect(res.status, `shop ${shopId}`).toBe(200);
      const rows = endpoints.products.data.parse(res.body.data);
      expect(rows, `shop ${shopId}`).toHaveLength(count);
      expect(rows.every((p) => p.customer_product_id.startsWith(`S${shopId}-`))).toBe(true);
    }
  });
});

describe('product-getallproducts paging and search', () => {
  it('page=1&per_page=10 gives 10 rows and total 140 for shop 1', async () => {
    const res = await products('company@demo.th', { shop_id: 1, page: 1, per_page: 10 });
    expect(res.status).toBe(200);
    const rows = endpoints.products.data.parse(res.body.data);
    expect(rows).toHaveLength(10);
    expect(res.body.total).toBe(140);
    // Default order: newest id first.
    const ids = rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(rows[0].customer_product_id).toBe('S1-P0140');
  });

  it('pages do not overlap and page 14 ends the list', async () => {
    const p1 = await products('company@demo.th', { shop_id: 1, page: 1, per_page: 10 });
    const p2 = await products('company@demo.th', { shop_id: 1, page: 2, per_page: 10 });
    const p14 = await products('company@demo.th', { shop_id: 1, page: 14, per_page: 10 });
    const seen = new Set(p1.body.data.map((r) => r.id));
    expect(p2.body.data).toHaveLength(10);
    expect(p2.body.data.some((r) => seen.has(r.id))).toBe(false);
    expect(p14.body.data).toHaveLength(10);
    expect(p14.body.data.at(-1)?.customer_product_id).toBe('S1-P0001');
  });

  it('page 15, past the end, answers the last page (14) and the total 140', async () => {
    const res = await products('company@demo.th', { shop_id: 1, page: 15, per_page: 10 });
    const last = await products('company@demo.th', { shop_id: 1, page: 14, per_page: 10 });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(last.body.data);
    expect(res.body.data).toHaveLength(10);
    expect(res.body.total).toBe(140);
  });

  it('without page, the whole list comes back and no total', async () => {
    const res = await products('company@demo.th', { shop_id: 1 });
    expect(res.body.data).toHaveLength(140);
    expect(res.body.total).toBeUndefined();
  });

  it("search 'ชา' narrows the rows and every row matches", async () => {
    const all = await products('company@demo.th', { shop_id: 1, page: 1, per_page: 10 });
    const res = await products('company@demo.th', {
      shop_id: 1,
      search: 'ชา',
      page: 1,
      per_page: 500,
    });
    expect(res.status).toBe(200);
    const rows = endpoints.products.data.parse(res.body.data);
    expect(rows.length).toBeGreaterThan(0);
    expect(res.body.total).toBe(rows.length);
    expect(res.body.total).toBeLessThan(all.body.total as number);
    for (const r of rows) {
      expect(
        [r.customer_product_id, r.product_name_th, r.brand_th].some((v) => v.includes('ชา')),
        JSON.stringify(r),
      ).toBe(true);
    }
    // The unfiltered list has rows that do not match, so the search did narrow it.
    const full = await products('company@demo.th', { shop_id: 1 });
    const matching = full.body.data.filter((r) =>
      [r.customer_product_id, r.product_name_th, r.brand_th].some((v) => v.includes('ชา')),
    );
    expect(rows.map((r) => r.id).sort()).toEqual(matching.map((r) => r.id).sort());
  });

  it('search by product code and by brand', async () => {
    const code = await products('company@demo.th', { shop_id: 1, search: 's1-p0007' });
    expect(code.body.data.map((r) => r.customer_product_id)).toEqual(['S1-P0007']);
    const brand = await products('company@demo.th', { shop_id: 1, search: 'ไทยเทค', page: 1 });
    expect(brand.body.total).toBeGreaterThan(0);
    expect(brand.body.data.every((r) => r.brand_th === 'ไทยเทค')).toBe(true);
  });

  it('search text is literal: % and _ match nothing', async () => {
    for (const search of ['%', '_']) {
      const res = await products('company@demo.th', { shop_id: 1, search });
      expect(res.status).toBe(200);
      expect(res.body.data, search).toEqual([]);
    }
  });

  it('sorts by price ascending when asked', async () => {
    const res = await products('company@demo.th', {
      shop_id: 1,
      page: 1,
      per_page: 20,
      sort: 'price',
      order: 'ASC',
    });
    const prices = res.body.data.map((r) => r.price);
    expect(prices).toHaveLength(20);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('an unknown sort key, even one of Object.prototype, falls back to the default order', async () => {
    const base = await products('company@demo.th', { shop_id: 1, page: 1, per_page: 5 });
    const expected = base.body.data.map((r) => r.id);
    expect(expected).toEqual([140, 139, 138, 137, 136]);
    for (const sort of ['nope', 'constructor', 'toString', '__proto__']) {
      const res = await products('company@demo.th', { shop_id: 1, page: 1, per_page: 5, sort });
      expect(res.status, `sort=${sort}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(
        res.body.data.map((r) => r.id),
        `sort=${sort}`,
      ).toEqual(expected);
    }
  });

  it('a shop_id beyond the integer range is 400, not a server error', async () => {
    const res = await products('admin@demo.th', { shop_id: '99999999999' });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.message).toBe(th.server.validation);
    expect(res.body.errors?.shop_id).toBe(th.server.invalid_value);
  });

  it('refuses a missing shop_id, per_page over 500 and an unknown key with 400', async () => {
    const missing = await products('company@demo.th', {});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors ?? {})).toEqual(['shop_id']);
    const big = await products('company@demo.th', { shop_id: 1, page: 1, per_page: 501 });
    expect(big.status).toBe(400);
    expect(big.body.errors?.per_page).toBe(th.server.invalid_value);
    const extra = await products('company@demo.th', { shop_id: 1, owner: 3 });
    expect(extra.status).toBe(400);
    expect(extra.body.errors?.owner).toBe(th.server.unknown_field.replace('%{field}', 'owner'));
  });
});

describe('menu access', () => {
  it('warehouse@demo.th is refused the endpoints of its inactive menus', async () => {
    const cookie = cookies['warehouse@demo.th'];
    for (const [name, query] of [
      ['product-getproductbyid', { product_id: 1 }],
      ['product-getimporttemplate', {}],
      ['user-getusers', {}],
    ] as const) {
      const res = await call(app, 'GET', name, { query, cookie });
      expect(res.status, name).toBe(403);
      expect(res.body).toEqual({ code: 403, message: th.server.menu_inactive });
    }
  });

  // The contract lets dashboard-getsalessources through for any of dashboard, order-list and
  // report; the warehouse role has report (menu 12) active, so it is allowed.
  it('warehouse@demo.th may read sales sources through its active report menu', async () => {
    const session = await call<SessionData>(app, 'GET', 'auth-getsession', {
      cookie: cookies['warehouse@demo.th'],
    });
    const active = session.body.data.menu_access.filter((m) => m.is_active).map((m) => m.menu_id);
    expect(active).toEqual([2, 3, 4, 6, 7, 12]);
    expect(endpoints.salesChannels.access).toMatchObject({
      menus: ['dashboard', 'order-list', 'report'],
    });
    const res = await call(app, 'GET', 'dashboard-getsalessources', {
      cookie: cookies['warehouse@demo.th'],
    });
    expect(res.status).toBe(200);
    expect(endpoints.salesChannels.data.parse(res.body.data)).toHaveLength(4);
  });

  it('warehouse@demo.th may read delivery channels (confirm-order is active)', async () => {
    const res = await call(app, 'GET', 'master-getdeliverychannel', {
      cookie: cookies['warehouse@demo.th'],
    });
    expect(res.status).toBe(200);
    expect(endpoints.deliveryChannels.data.parse(res.body.data)).toHaveLength(4);
  });

  it('warehouse@demo.th still reads endpoints with no menu rule', async () => {
    for (const name of ['master-getvatoptions', 'permission-getmenus', 'shop-getshopbyuser']) {
      const res = await call(app, 'GET', name, { cookie: cookies['warehouse@demo.th'] });
      expect(res.status, name).toBe(200);
    }
  });

  it('a shop owner has the product menus active', async () => {
    for (const name of [
      'product-getproducttypes',
      'product-getunittypes',
      'dashboard-getsalessources',
    ]) {
      const res = await call(app, 'GET', name, { cookie: cookies['company@demo.th'] });
      expect(res.status, name).toBe(200);
    }
  });
});

describe('notifications', () => {
  it("default: the caller's 4 seeded notifications, newest first", async () => {
    const res = await call(app, 'GET', 'notification-getnotifications', {
      cookie: cookies['company@demo.th'],
    });
    expect(res.status).toBe(200);
    const rows = endpoints.notifications.data.parse(res.body.data);
    expect(rows.map((n) => n.message)).toEqual([...SEED_MESSAGES].reverse());
    expect(rows[0].created_dt).toBe('2026-01-04T03:00:00.000Z');
    expect(rows[3].created_dt).toBe('2026-01-01T03:00:00.000Z');
  });

  it('limit=2 gives the 2 newest rows', async () => {
    const res = await call(app, 'GET', 'notification-getnotifications', {
      cookie: cookies['company@demo.th'],
      query: { limit: 2 },
    });
    expect(res.status).toBe(200);
    const rows = endpoints.notifications.data.parse(res.body.data);
    expect(rows).toHaveLength(2);
    expect(rows.map((n) => n.message)).toEqual([SEED_MESSAGES[3], SEED_MESSAGES[2]]);
  });

  it("only the caller's rows come back", async () => {
    const byUser: Record<string, number[]> = {};
    for (const email of ['admin@demo.th', 'company@demo.th', 'individual@demo.th']) {
      const res = await call(app, 'GET', 'notification-getnotifications', {
        cookie: cookies[email],
        query: { limit: 50 },
      });
      const rows = endpoints.notifications.data.parse(res.body.data);
      // 7 accounts x 4 seeded rows: without the filter there would be 28.
      expect(rows, email).toHaveLength(4);
      byUser[email] = rows.map((n) => n.id);
    }
    const all = Object.values(byUser).flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('uid of the caller is accepted, uid of another user is 403', async () => {
    const own = await call(app, 'GET', 'notification-getnotifications', {
      cookie: cookies['company@demo.th'],
      query: { uid: ids['company@demo.th'] },
    });
    expect(own.status).toBe(200);
    expect(own.body.data).toHaveLength(4);
    const other = await call(app, 'GET', 'notification-getnotifications', {
      cookie: cookies['company@demo.th'],
      query: { uid: ids['individual@demo.th'] },
    });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ code: 403, message: th.server.forbidden });
    // Staff do not read other people's notifications either.
    const staff = await call(app, 'GET', 'notification-getnotifications', {
      cookie: cookies['admin@demo.th'],
      query: { uid: ids['company@demo.th'] },
    });
    expect(staff.status).toBe(403);
  });

  it('limit out of range is 400', async () => {
    for (const limit of [0, 51, 'x']) {
      const res = await call(app, 'GET', 'notification-getnotifications', {
        cookie: cookies['company@demo.th'],
        query: { limit },
      });
      expect(res.status, String(limit)).toBe(400);
      expect(res.body.errors?.limit).toBe(th.server.invalid_value);
    }
  });
});

describe('shop-getshopbyuser', () => {
  it('staff get all 6 shops', async () => {
    const res = await call(app, 'GET', 'shop-getshopbyuser', { cookie: cookies['admin@demo.th'] });
    expect(res.status).toBe(200);
    const shops = endpoints.shops.data.parse(res.body.data);
    expect(shops.map((s) => s.shop_no)).toEqual(DEMO_SHOP_NOS);
  });

  it('company@demo.th gets exactly SH0001 and SH0002', async () => {
    const res = await call(app, 'GET', 'shop-getshopbyuser', {
      cookie: cookies['company@demo.th'],
    });
    expect(res.status).toBe(200);
    expect(endpoints.shops.data.parse(res.body.data)).toEqual([
      { shop_id: 1, shop_no: 'SH0001', shop_name: 'สยามสมาร์ทช็อป' },
      { shop_id: 2, shop_no: 'SH0002', shop_name: 'สยามสมาร์ท เอาท์เล็ต' },
    ]);
  });

  it('individual and company2 get their one shop each', async () => {
    const a = await call(app, 'GET', 'shop-getshopbyuser', {
      cookie: cookies['individual@demo.th'],
    });
    expect(endpoints.shops.data.parse(a.body.data).map((s) => s.shop_no)).toEqual(['SH0003']);
    const b = await call(app, 'GET', 'shop-getshopbyuser', { cookie: cookies['company2@demo.th'] });
    expect(endpoints.shops.data.parse(b.body.data).map((s) => s.shop_no)).toEqual(['SH0004']);
  });

  it('uid or user_type_id naming someone else is 403', async () => {
    const uid = await call(app, 'GET', 'shop-getshopbyuser', {
      cookie: cookies['company@demo.th'],
      query: { uid: ids['individual@demo.th'] },
    });
    expect(uid.status).toBe(403);
    expect(uid.body.message).toBe(th.server.forbidden);
    const type = await call(app, 'GET', 'shop-getshopbyuser', {
      cookie: cookies['company@demo.th'],
      query: { user_type_id: 3 },
    });
    expect(type.status).toBe(403);
    expect(type.body.message).toBe(th.server.forbidden);
    const self = await call(app, 'GET', 'shop-getshopbyuser', {
      cookie: cookies['company@demo.th'],
      query: { uid: ids['company@demo.th'], user_type_id: 1 },
    });
    expect(self.status).toBe(200);
    expect(self.body.data).toHaveLength(2);
  });
});

describe('session tokens', () => {
  it('a tampered session token is 401', async () => {
    const cookie = await login(app, 'company2@demo.th');
    const tampered = `${cookie.slice(0, -1)}${cookie.endsWith('A') ? 'B' : 'A'}`;
    expect((await call(app, 'GET', 'auth-getsession', { cookie })).status).toBe(200);
    expect((await call(app, 'GET', 'auth-getsession', { cookie: tampered })).status).toBe(401);
  });
});

describe('the menus each reply says the caller has', () => {
  it("names the caller's active menus, so an open app whose stored menus differ reads its session again", async () => {
    const res = await getRaw(app, 'auth-getsession', cookies['warehouse@demo.th']);
    expect(res.statusCode).toBe(200);
    // warehouse@demo.th: product sets, delivery booking, inventory, confirm, shipping, report.
    expect(res.headers['x-menu-access']).toBe(
      'confirm-order,delivery-booking,inventory,product-set-list,report,shipping-order',
    );
    // A refused menu's reply says so too (the app then drops the menu).
    const refused = await getRaw(app, 'user-getusers', cookies['warehouse@demo.th']);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-menu-access']).toBe(res.headers['x-menu-access']);
    const anonymous = await app.inject({ method: 'GET', url: '/api/auth-getsession' });
    expect(anonymous.headers['x-menu-access']).toBeUndefined();
  });
});
