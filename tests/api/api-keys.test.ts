import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { endpoints, type Endpoint, type EndpointKey } from '../../contract/endpoints';
import type { ApiKeyCreated, ApiKeyRow } from '../../contract/schemas/apiKeys';
import { th } from '../../i18n/th';
import { hashToken } from '../../server/auth/session';
import { apiKeys, orders, users } from '../../server/db/schema';
import type { AuditRow } from '../../contract/schemas/roles';
import { call, DEMO_PASSWORD, firstShopOf, login, serverWithSessions, userIdOf } from './helpers';
import { orderFixtures } from './orderFixtures';

// A shop's program calls the portal's endpoints with `Authorization: Bearer <key>`: as the
// key's user, within the same access table and shop scope, never on a cookie-only endpoint.

/** Requests a key may make in the window, tiny so the limit can be reached. */
const KEY_LIMIT = 25;

const s = serverWithSessions(
  {
    company: 'company@demo.th',
    individual: 'individual@demo.th',
    staff: 'warehouse@demo.th',
    admin: 'admin@demo.th',
  },
  orderFixtures,
  { apiKeyLimit: { perKey: KEY_LIMIT, windowMs: 60_000 } },
);

async function newKey(cookie: string, readOnly = false, name = 'เว็บไซต์ร้านค้า') {
  const res = await call<ApiKeyCreated>(s.app, 'POST', 'apikey-createapikey', {
    cookie,
    body: { name, read_only: readOnly },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const listKeys = (cookie: string) =>
  call<ApiKeyRow[]>(s.app, 'GET', 'apikey-getapikeys', { cookie });

/** A call as a program makes it: the key, no cookie, no Origin header. */
const withKey = <T = unknown>(
  key: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  name: string,
  opts: { query?: Record<string, string | number>; body?: unknown } = {},
) => call<T>(s.app, method, name, { ...opts, bearer: key, origin: null });

const keyRow = async (id: number) =>
  (await s.app.database.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0];

const orderRow = async (id: number) =>
  (await s.app.database.db.select().from(orders).where(eq(orders.id, id)))[0];

const ordersOfShop = async (shopId: number) =>
  (await s.app.database.db.select({ n: count() }).from(orders).where(eq(orders.shop_id, shopId)))[0]
    .n;

/** A draft order of the shop, made through the API by the shop's owner. */
async function draftOrder(cookie: string, shopId: number) {
  const p = await s.fx.product(shopId, 10);
  const body = await s.fx.orderBody(shopId, [{ product_id: p.id, total_order: 1, type: 1 }]);
  const made = await s.fx.create(cookie, body);
  return { id: made.id, body };
}

describe('API keys: made, listed, revoked', () => {
  it('a key is shown once: the list never holds it, the database keeps only its hash', async () => {
    const made = await newKey(s.company, false, 'ระบบบัญชี');
    expect(made.key).toMatch(/^fpk_[A-Za-z0-9_-]{40}$/);
    expect(made).toEqual({
      id: expect.any(Number),
      name: 'ระบบบัญชี',
      prefix: made.key.slice(0, 12),
      read_only: false,
      created_at: expect.any(String),
      key: made.key,
    });
    const list = await listKeys(s.company);
    expect(list.status).toBe(200);
    const row = list.body.data.find((k) => k.id === made.id);
    expect(row).toEqual({
      id: made.id,
      name: 'ระบบบัญชี',
      prefix: made.prefix,
      read_only: false,
      created_at: made.created_at,
      last_used_at: null,
      last_used_ip: null,
      revoked_at: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(made.key);
    expect(JSON.stringify(list.body)).not.toContain('key_hash');
    const stored = await keyRow(made.id);
    expect(stored.key_hash).toBe(hashToken(made.key));
    expect(Object.values(stored).map(String)).not.toContain(made.key);
  });

  it("lists the caller's own keys only, newest first", async () => {
    const first = await newKey(s.company);
    const second = await newKey(s.company);
    const theirs = await newKey(s.individual);
    const ids = (await listKeys(s.company)).body.data.map((k) => k.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids).not.toContain(theirs.id);
  });

  it('needs a name of 1 to 100 characters, in Thai, and refuses unknown fields', async () => {
    const post = (body: unknown) =>
      call(s.app, 'POST', 'apikey-createapikey', { cookie: s.company, body });
    const blank = await post({ name: '   ', read_only: false });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ name: th.validation.apiKey.name_required });
    const long = await post({ name: 'ก'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ name: th.validation.apiKey.name_too_long });
    const extra = await post({ name: 'คีย์', user_id: 1 });
    expect(extra.status).toBe(400);
    expect(Object.keys(extra.body.errors ?? {})).toEqual(['user_id']);
  });

  it("making and revoking a key are in the user's change history, by name, never the key", async () => {
    const owner = await userIdOf(s.app, 'individual@demo.th');
    const history = async () => {
      const res = await call<AuditRow[]>(s.app, 'GET', 'user-getuseraudit', {
        query: { user_id: owner },
        cookie: s.admin,
      });
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const before = (await history()).length;
    const made = await newKey(s.individual, true, 'ระบบสต็อก');
    for (let i = 0; i < 2; i++) {
      const res = await call(s.app, 'POST', 'apikey-revokeapikey', {
        cookie: s.individual,
        body: { id: made.id },
      });
      expect(res.status).toBe(200);
    }
    const rows = await history();
    // Revoking twice is one revocation: two new rows, newest first.
    expect(rows.length - before).toBe(2);
    const named = `ระบบสต็อก (${made.prefix}…)`;
    expect(rows.slice(0, 2)).toMatchObject([
      {
        action: 'api_key_revoked',
        actor_id: owner,
        changes: [
          { field: 'api_key', before: named, after: null },
          { field: 'api_key_read_only', before: 'true', after: null },
        ],
      },
      {
        action: 'api_key_created',
        actor_id: owner,
        changes: [
          { field: 'api_key', before: null, after: named },
          { field: 'api_key_read_only', before: null, after: 'true' },
        ],
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(made.key);
  });

  it("only the owner revokes a key: another user's is 404 and keeps working", async () => {
    const theirs = await newKey(s.individual);
    for (const cookie of [s.company, s.staff]) {
      const res = await call(s.app, 'POST', 'apikey-revokeapikey', {
        cookie,
        body: { id: theirs.id },
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(th.server.api_key.not_found);
    }
    expect((await keyRow(theirs.id)).revoked_at).toBeNull();
    expect((await withKey(theirs.key, 'GET', 'shop-getshopbyuser')).status).toBe(200);
  });

  it('a revoked key is refused from its next call (401, Thai), and stays revoked', async () => {
    const made = await newKey(s.company);
    const shop = await firstShopOf(s.app, 'company@demo.th');
    const list = { query: { shop_id: shop } };
    expect((await withKey(made.key, 'GET', 'order-getorders', list)).status).toBe(200);
    const revoked = await call<{ id: number; revoked_at: string }>(
      s.app,
      'POST',
      'apikey-revokeapikey',
      { cookie: s.company, body: { id: made.id } },
    );
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toEqual({ id: made.id, revoked_at: expect.any(String) });
    const res = await s.app.inject({
      method: 'GET',
      url: '/api/order-getorders',
      query: { shop_id: String(shop) },
      headers: { authorization: `Bearer ${made.key}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, message: th.server.api_key.invalid });
    expect(res.headers['www-authenticate']).toMatch(/^Bearer /);
    // Revoking again answers the first revocation.
    const again = await call(s.app, 'POST', 'apikey-revokeapikey', {
      cookie: s.company,
      body: { id: made.id },
    });
    expect(again.body.data).toEqual(revoked.body.data);
    const row = (await listKeys(s.company)).body.data.find((k) => k.id === made.id);
    expect(row?.revoked_at).toBe(revoked.body.data.revoked_at);
  });

  it('an unknown or empty key is 401; another scheme (a proxy’s Basic) is not read', async () => {
    for (const key of ['fpk_' + 'x'.repeat(40), '']) {
      const res = await withKey(key, 'GET', 'shop-getshopbyuser');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(th.server.api_key.invalid);
    }
    const basic = { authorization: 'Basic dXNlcjpwYXNz' };
    const signedOut = await call(s.app, 'GET', 'shop-getshopbyuser', { headers: basic });
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.message).toBe(th.server.unauthenticated);
    const session = await call(s.app, 'GET', 'shop-getshopbyuser', {
      cookie: s.company,
      headers: basic,
    });
    expect(session.status).toBe(200);
  });

  it("a disabled user's key is refused", async () => {
    const cookie = await login(s.app, 'company2@demo.th', DEMO_PASSWORD);
    const made = await newKey(cookie);
    expect((await withKey(made.key, 'GET', 'shop-getshopbyuser')).status).toBe(200);
    const db = s.app.database.db;
    await db.update(users).set({ is_active: false }).where(eq(users.email, 'company2@demo.th'));
    try {
      const res = await withKey(made.key, 'GET', 'shop-getshopbyuser');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(th.server.api_key.user_disabled);
    } finally {
      await db.update(users).set({ is_active: true }).where(eq(users.email, 'company2@demo.th'));
    }
  });
});

describe("calls with a key: the user's shops, the user's access", () => {
  it("a shop owner's key lists its shops' orders and stock, and is refused another's as the session is", async () => {
    const { key } = await newKey(s.company);
    const own = await firstShopOf(s.app, 'company@demo.th');
    const other = await firstShopOf(s.app, 'individual@demo.th');
    for (const name of ['order-getorders', 'inventory-getinventoryproducts']) {
      const mine = await withKey<{ shop_id?: number }[]>(key, 'GET', name, {
        query: { shop_id: own },
      });
      expect(mine.status, `${name}: ${JSON.stringify(mine.body)}`).toBe(200);
      const theirs = await withKey(key, 'GET', name, { query: { shop_id: other } });
      const session = await call(s.app, 'GET', name, {
        cookie: s.company,
        query: { shop_id: other },
      });
      expect(session.status).toBe(403);
      expect(theirs.status).toBe(session.status);
      expect(theirs.body).toEqual(session.body);
      expect(theirs.body.message).toBe(th.server.shop_forbidden);
    }
    const stock = await withKey<{ shop_id: number }[]>(
      key,
      'GET',
      'inventory-getinventoryproducts',
      {
        query: { shop_id: own },
      },
    );
    expect(stock.body.data.every((r) => r.shop_id === own)).toBe(true);
  });

  it("another shop's order is neither read nor changed with a key, nor made there", async () => {
    const { key } = await newKey(s.company);
    const own = await firstShopOf(s.app, 'company@demo.th');
    const other = await firstShopOf(s.app, 'individual@demo.th');
    const theirs = await draftOrder(s.individual, other);
    const before = await orderRow(theirs.id);

    const read = await withKey(key, 'GET', 'order-getorderbyid', {
      query: { order_id: theirs.id },
    });
    expect([403, 404]).toContain(read.status);
    expect(read.body.data).toBeUndefined();

    const changed = { ...theirs.body, id: theirs.id, remark: 'เปลี่ยนโดยร้านอื่น' };
    const asTheirs = await withKey(key, 'PUT', 'order-updateorder', { body: changed });
    expect(asTheirs.status).toBe(403);
    expect(asTheirs.body.message).toBe(th.server.shop_forbidden);
    const asOwn = await withKey(key, 'PUT', 'order-updateorder', {
      body: { ...changed, shop_id: own },
    });
    expect(asOwn.status).toBe(404);
    expect(await orderRow(theirs.id)).toEqual(before);

    const count = await ordersOfShop(other);
    const made = await withKey(key, 'POST', 'order-createorder', { body: theirs.body });
    expect(made.status).toBe(403);
    expect(await ordersOfShop(other)).toBe(count);
  });

  it('a key writes what its user may, with no Origin header', async () => {
    const { key } = await newKey(s.company);
    const own = await firstShopOf(s.app, 'company@demo.th');
    const p = await s.fx.product(own, 10);
    const body = await s.fx.orderBody(own, [{ product_id: p.id, total_order: 2, type: 1 }]);
    const made = await withKey<{ id: number }>(key, 'POST', 'order-createorder', { body });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await orderRow(made.body.data.id)).shop_id).toBe(own);
  });

  it("staff's key reaches every shop, within the role's menus", async () => {
    const { key } = await newKey(s.staff);
    const other = await firstShopOf(s.app, 'individual@demo.th');
    const stock = await withKey(key, 'GET', 'inventory-getinventoryproducts', {
      query: { shop_id: other },
    });
    expect(stock.status).toBe(200);
    // warehouse@'s role has no order list, with a key as with its session.
    const orderList = await withKey(key, 'GET', 'order-getorders', { query: { shop_id: other } });
    expect(orderList.status).toBe(403);
    expect(orderList.body.message).toBe(th.server.menu_inactive);
    // Nor may staff write a shop's orders (the access table).
    const write = await withKey(key, 'DELETE', 'order-deleteorder', { query: { id: 1 } });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe(th.server.forbidden);
  });

  it('a read-only key reads but cannot write (403, Thai), and nothing is written', async () => {
    const { key } = await newKey(s.company, true);
    const own = await firstShopOf(s.app, 'company@demo.th');
    const list = await withKey(key, 'GET', 'order-getorders', { query: { shop_id: own } });
    expect(list.status).toBe(200);
    const p = await s.fx.product(own, 10);
    const body = await s.fx.orderBody(own, [{ product_id: p.id, total_order: 1, type: 1 }]);
    const count = await ordersOfShop(own);
    const made = await withKey(key, 'POST', 'order-createorder', { body });
    expect(made.status).toBe(403);
    expect(made.body).toEqual({ code: 403, message: th.server.api_key.read_only });
    expect(await ordersOfShop(own)).toBe(count);
    const reorder = await withKey(key, 'PUT', 'inventory-updatereorderpoint', {
      body: { inventory_id: p.inventoryId, reorder_point: 3 },
    });
    expect(reorder.status).toBe(403);
    expect(reorder.body.message).toBe(th.server.api_key.read_only);
  });
});

describe('cookie-only endpoints', () => {
  const cookieOnly = (Object.keys(endpoints) as EndpointKey[]).filter(
    (k) => (endpoints[k] as Endpoint).cookieOnly,
  );

  it('are the sessions, accounts, keys, saved views, user and role administration, live notifications', () => {
    const expected: EndpointKey[] = [
      ...['login', 'logout', 'session', 'notificationStream', 'pushSubscribe'],
      ...['checkJuristic', 'checkIdCard', 'checkPassport', 'ndidConfig', 'ndidData'],
      ...['register', 'profile', 'profileUpdate', 'firstChangePassword', 'uploadIdentityDoc'],
      ...['identityDoc', 'forgotPassword', 'resetPassword', 'verifyEmail', 'checkLink'],
      ...['changePassword', 'devMailbox', 'apiKeys', 'apiKeyCreate', 'apiKeyRevoke'],
      ...['views', 'viewCreate', 'viewUpdate', 'viewDelete'],
      ...['users', 'user', 'userCreate', 'userUpdate', 'userDelete', 'roleOptions'],
      ...['userExport', 'userAudit', 'roles', 'role', 'roleCreate', 'roleUpdate', 'roleDelete'],
      ...['roleMembers', 'usersWithoutRole', 'roleCandidates', 'roleMembersAdd'],
      ...['roleMemberRemove', 'roleMenuAccess', 'roleMenuAccessUpdate', 'roleAudit'],
    ] as EndpointKey[];
    expect([...cookieOnly].sort()).toEqual([...expected].sort());
  });

  it('are refused to a key (403, Thai), even to staff with every menu, and do nothing', async () => {
    const admin = await login(s.app, 'admin@demo.th');
    const keys = [(await newKey(s.company)).key, (await newKey(admin)).key];
    const hashBefore = (
      await s.app.database.db.select().from(users).where(eq(users.email, 'company@demo.th'))
    )[0].password_hash;
    for (const key of keys) {
      for (const k of cookieOnly) {
        const ep = endpoints[k] as Endpoint;
        const res = await withKey(key, ep.method, ep.name, {
          body: ep.method === 'GET' ? undefined : {},
        });
        expect(res.status, `${k}: ${JSON.stringify(res.body)}`).toBe(403);
        expect(res.body).toEqual({ code: 403, message: th.server.api_key.cookie_only });
      }
    }
    const hashAfter = (
      await s.app.database.db.select().from(users).where(eq(users.email, 'company@demo.th'))
    )[0].password_hash;
    expect(hashAfter).toBe(hashBefore);
  });

  it('with a session they answer as before', async () => {
    expect((await listKeys(s.company)).status).toBe(200);
    expect((await call(s.app, 'GET', 'user-getprofile', { cookie: s.company })).status).toBe(200);
  });
});

describe('the Origin rule', () => {
  it('a POST with a key needs no Origin; a POST with the cookie and no Origin is still refused', async () => {
    const own = await firstShopOf(s.app, 'company@demo.th');
    const p = await s.fx.product(own, 10);
    const body = await s.fx.orderBody(own, [{ product_id: p.id, total_order: 1, type: 1 }]);
    const count = await ordersOfShop(own);
    const cookieOnlyCall = await call(s.app, 'POST', 'order-createorder', {
      cookie: s.company,
      body,
      origin: null,
    });
    expect(cookieOnlyCall.status).toBe(403);
    expect(cookieOnlyCall.body.message).toBe(th.server.bad_origin);
    // The cookie beside a key keeps the rule: a page may not borrow the session.
    const { key } = await newKey(s.company);
    const both = await call(s.app, 'POST', 'order-createorder', {
      cookie: s.company,
      bearer: key,
      body,
      origin: null,
    });
    expect(both.status).toBe(403);
    expect(both.body.message).toBe(th.server.bad_origin);
    const cross = await call(s.app, 'POST', 'order-createorder', {
      cookie: s.company,
      body,
      origin: 'https://evil.example',
    });
    expect(cross.status).toBe(403);
    expect(await ordersOfShop(own)).toBe(count);
    const program = await withKey(key, 'POST', 'order-createorder', { body });
    expect(program.status).toBe(200);
    expect(await ordersOfShop(own)).toBe(count + 1);
    // Nor does an unknown key pass for a session: it is refused as a key.
    const unknown = await withKey('fpk_unknown', 'POST', 'order-createorder', { body });
    expect(unknown.status).toBe(401);
  });
});

describe('use of a key', () => {
  it('records the time and address of its last use, at most once a minute', async () => {
    const made = await newKey(s.company);
    expect((await keyRow(made.id)).last_used_at).toBeNull();
    expect((await withKey(made.key, 'GET', 'shop-getshopbyuser')).status).toBe(200);
    const used = await keyRow(made.id);
    expect(used.last_used_at).toBeInstanceOf(Date);
    expect(used.last_used_ip).toBe('127.0.0.1');
    expect((await withKey(made.key, 'GET', 'shop-getshopbyuser')).status).toBe(200);
    expect((await keyRow(made.id)).last_used_at).toEqual(used.last_used_at);
    const row = (await listKeys(s.company)).body.data.find((k) => k.id === made.id);
    expect(row).toMatchObject({
      last_used_at: used.last_used_at?.toISOString(),
      last_used_ip: '127.0.0.1',
    });
  });

  it("is limited per key: past the limit 429 (Thai) with Retry-After; the user's other key and session go on", async () => {
    const busy = await newKey(s.individual);
    for (let i = 0; i < KEY_LIMIT; i++) {
      const res = await withKey(busy.key, 'GET', 'shop-getshopbyuser');
      expect(res.status, `call ${i + 1}`).toBe(200);
    }
    const over = await s.app.inject({
      method: 'GET',
      url: '/api/shop-getshopbyuser',
      headers: { authorization: `Bearer ${busy.key}` },
    });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ code: 429, message: th.server.too_many });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const other = await newKey(s.individual);
    expect((await withKey(other.key, 'GET', 'shop-getshopbyuser')).status).toBe(200);
    const session = await call(s.app, 'GET', 'shop-getshopbyuser', { cookie: s.individual });
    expect(session.status).toBe(200);
  });
});
