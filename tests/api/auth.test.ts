import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints';
import { MENUS } from '../../contract/enums';
import type { SessionData } from '../../contract/schemas/auth';
import { th } from '../../i18n/th';
import { call, DEMO_PASSWORD, DEMO_SHOP_NOS, login, ORIGIN, serverForFile } from './helpers';

let app: FastifyInstance;
serverForFile((booted) => (app = booted));

/** Raw login, to see every Set-Cookie attribute. */
async function rawLogin(email: string, password = DEMO_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/auth-login',
    headers: { origin: ORIGIN },
    payload: { email, password },
  });
}

/** auth-login as the sign-in page calls it. */
const signInCall = (email: string, password = DEMO_PASSWORD, origin?: string | null) =>
  call<SessionData>(app, 'POST', 'auth-login', { body: { email, password }, origin });

describe('auth-login', () => {
  it('signs in a shop user: session data with shops and 12 menus in id order', async () => {
    const res = await signInCall('company@demo.th');
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.message).toBe(th.server.success);
    const data = endpoints.login.data.parse(res.body.data);
    expect(data).toMatchObject({
      email: 'company@demo.th',
      user_type_id: 1,
      tax_id: '0105561234567',
      indiv_first_name: 'ธนากร',
      indiv_last_name: 'ศรีสุข',
      com_mobile: '0891234567',
      lazada_connect: false,
      shopee_connect: false,
    });
    expect(data.shop_list.map((s) => s.shop_no)).toEqual(['SH0001', 'SH0002']);
    expect(data.shop_list[0]).toEqual({ shop_id: 1, shop_no: 'SH0001', shop_name: 'สยามสมาร์ทช็อป' });
    expect(data.menu_access).toHaveLength(12);
    expect(data.menu_access.map((m) => m.menu_id)).toEqual(MENUS.map((m) => m.id));
    expect(data.menu_access.map((m) => m.menu_key)).toEqual(MENUS.map((m) => m.key));
    // shop_owner: menus 1-7, 11, 12 active; 8, 9, 10 inactive.
    expect(data.menu_access.filter((m) => m.is_active).map((m) => m.menu_id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 11, 12,
    ]);
    expect(data.menu_access[7]).toEqual({
      menu_id: 8,
      menu_key: 'user-information',
      is_active: false,
      display_menu_name_th: th.app.menu['user-information'],
    });
    // The reply carries no password material.
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon/i);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie on path /', async () => {
    const res = await rawLogin('admin@demo.th');
    expect(res.statusCode).toBe(200);
    const header = res.headers['set-cookie'];
    const cookies = (Array.isArray(header) ? header : [header]).filter(Boolean) as string[];
    expect(cookies).toHaveLength(1);
    const [cookie] = cookies;
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    const attrs = cookie.split(';').map((a) => a.trim().toLowerCase());
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=lax');
    expect(attrs).toContain('path=/');
    expect(attrs).toContain(`max-age=${12 * 60 * 60}`);
    // Test config has secureCookies: false.
    expect(attrs).not.toContain('secure');
  });

  it('staff sign in with every menu active and every shop listed', async () => {
    const res = await signInCall('admin@demo.th');
    const data = endpoints.login.data.parse(res.body.data);
    expect(data.user_type_id).toBe(3);
    expect(data.menu_access.every((m) => m.is_active)).toBe(true);
    expect(data.shop_list.map((s) => s.shop_no)).toEqual(DEMO_SHOP_NOS);
  });

  it('takes the e-mail in any case and with surrounding spaces', async () => {
    const res = await signInCall('  Individual@Demo.TH ');
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe('individual@demo.th');
    expect(res.cookie).toMatch(/^sid=/);
  });

  it('a wrong password is 400 login_failed with no cookie', async () => {
    const res = await signInCall('company2@demo.th', 'Wrong@1234');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, message: th.server.login_failed });
    expect(res.cookie).toBeUndefined();
  });

  it('an unknown e-mail is 400 with the same message', async () => {
    const res = await signInCall('nobody@demo.th');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, message: th.server.login_failed });
    expect(res.cookie).toBeUndefined();
  });

  it('a disabled account is 403 login_disabled with no cookie', async () => {
    const res = await signInCall('disabled@demo.th');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(th.server.login_disabled);
    expect(res.cookie).toBeUndefined();
  });

  it('a disabled account with a wrong password is only told login_failed', async () => {
    const res = await signInCall('disabled@demo.th', 'Wrong@1234');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(th.server.login_failed);
  });

  it('an account that must change its password is 401 login_must_change with no cookie', async () => {
    const res = await signInCall('newuser@demo.th');
    expect(res.status).toBe(401);
    // The body tells the first-login dialog which identity documents suit the account (company: VAT certificate).
    expect(res.body).toEqual({
      code: 401,
      message: th.server.login_must_change,
      data: { user_type_id: 1, doc_types: [3] },
    });
    expect(res.cookie).toBeUndefined();
  });

  it('an unknown body key is 400 naming it', async () => {
    const res = await call(app, 'POST', 'auth-login', {
      body: { email: 'company@demo.th', password: DEMO_PASSWORD, user_type_id: 3 },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(th.server.validation);
    expect(res.body.errors).toEqual({
      user_type_id: th.server.unknown_field.replace('%{field}', 'user_type_id'),
    });
    expect(res.cookie).toBeUndefined();
  });

  it('missing fields are 400 with errors.email and errors.password', async () => {
    const res = await call(app, 'POST', 'auth-login', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(th.server.validation);
    expect(res.body.errors).toEqual({ email: th.server.required, password: th.server.required });
  });

  it('empty fields are 400 "required" too', async () => {
    const res = await call(app, 'POST', 'auth-login', { body: { email: '   ', password: '' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: th.server.required, password: th.server.required });
  });

  it('a POST without an Origin header is 403 bad_origin', async () => {
    const res = await signInCall('company@demo.th', DEMO_PASSWORD, null);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, message: th.server.bad_origin });
    expect(res.cookie).toBeUndefined();
  });

  it('a POST from a foreign origin is 403 bad_origin', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:8080', 'null']) {
      const res = await signInCall('company@demo.th', DEMO_PASSWORD, origin);
      expect(res.status, origin).toBe(403);
      expect(res.body.message).toBe(th.server.bad_origin);
      expect(res.cookie).toBeUndefined();
    }
  });

  it('the own origin as a browser serialises it is accepted', async () => {
    const res = await signInCall('company@demo.th', DEMO_PASSWORD, 'http://localhost');
    expect(res.status).toBe(200);
  });

  it('the own origin written otherwise than a browser sends it is refused', async () => {
    // Another scheme, a trailing slash, upper case, the default port written out.
    for (const origin of [
      'https://localhost',
      'http://localhost/',
      'HTTP://localhost',
      'http://LOCALHOST',
      'http://localhost:80',
      'ws://localhost',
    ]) {
      const res = await signInCall('company@demo.th', DEMO_PASSWORD, origin);
      expect(res.status, origin).toBe(403);
      expect(res.body.message).toBe(th.server.bad_origin);
      expect(res.cookie).toBeUndefined();
    }
  });
});

describe('session and logout', () => {
  it('auth-getsession answers the signed-in user as the login reply', async () => {
    const login1 = await signInCall('individual@demo.th');
    const res = await call<SessionData>(app, 'GET', 'auth-getsession', { cookie: login1.cookie });
    expect(res.status).toBe(200);
    const data = endpoints.session.data.parse(res.body.data);
    expect(data).toEqual(login1.body.data);
    expect(data.shop_list.map((s) => s.shop_no)).toEqual(['SH0003']);
  });

  it('an unknown or forged cookie is 401', async () => {
    const res = await call(app, 'GET', 'auth-getsession', { cookie: 'sid=forged-token' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(th.server.unauthenticated);
  });

  it('the session cookie stops working after logout', async () => {
    const cookie = await login(app, 'company@demo.th');
    const other = await login(app, 'company@demo.th');
    expect((await call(app, 'GET', 'auth-getsession', { cookie })).status).toBe(200);

    const out = await call(app, 'POST', 'auth-logout', { cookie });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ code: 200, message: th.server.success, data: null });
    expect(out.cookie).toBe('sid=');

    const after = await call(app, 'GET', 'auth-getsession', { cookie });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(th.server.unauthenticated);
    const again = await call(app, 'POST', 'auth-logout', { cookie });
    expect(again.status).toBe(401);

    // Only that session ends: another session of the same user keeps working.
    expect((await call(app, 'GET', 'auth-getsession', { cookie: other })).status).toBe(200);
  });

  it('logout from a foreign origin is refused and leaves the session alive', async () => {
    const cookie = await login(app, 'company@demo.th');
    const res = await call(app, 'POST', 'auth-logout', { cookie, origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(th.server.bad_origin);
    expect((await call(app, 'GET', 'auth-getsession', { cookie })).status).toBe(200);
  });

  it('logout refuses an unknown body key', async () => {
    const cookie = await login(app, 'company@demo.th');
    const res = await call(app, 'POST', 'auth-logout', { cookie, body: { all: true } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ all: th.server.unknown_field.replace('%{field}', 'all') });
    expect((await call(app, 'GET', 'auth-getsession', { cookie })).status).toBe(200);
  });
});
