import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MENUS } from '../../contract/enums';
import type { SessionData } from '../../contract/schemas/auth';
import { th } from '../../i18n/th';
import { roleMenus, userShops, users } from '../../server/db/schema';
import { call, login, serverForFile } from './helpers';

// Who the caller is (session, user, shops, active menus) is read in one statement, on
// PostgreSQL again on every request; on PGlite it is kept between requests (the sign-in's
// session read keeps it) and forgotten at any change (server/auth/callerCache.ts), so on both
// a change counts from the next request.

let app: FastifyInstance;
/** The SQL statements sent since the test began, and how many of them came before the handler. */
let statements: string[] = [];
let beforeHandler: number | undefined;
/** Statements a signed-in caller costs before the handler: none while kept (PGlite). */
const callerReads = () => (app.database.kind === 'pglite' ? 0 : 1);

serverForFile((booted) => {
  app = booted;
  // Everything up to here (the origin check and the caller) is the request's access check.
  app.addHook('preHandler', async () => {
    beforeHandler = statements.length;
  });
});

/** The pool (PostgreSQL) or embedded database (PGlite) every statement of the app goes through. */
type QueryClient = { query: (text: string | { text: string }, ...rest: unknown[]) => unknown };

beforeEach(() => {
  statements = [];
  beforeHandler = undefined;
  // Drizzle keeps its driver's client as `$client`, which its database type does not name.
  const client = (app.database.db as unknown as { $client: QueryClient }).$client;
  const query = client.query.bind(client);
  vi.spyOn(client, 'query').mockImplementation((text, ...rest) => {
    statements.push(typeof text === 'string' ? text : text.text);
    return query(text, ...rest);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const COMPANY = 'company@demo.th';
const listProducts = (cookie: string, shopId: number) =>
  call(app, 'GET', 'product-getallproducts', { cookie, query: { shop_id: shopId, page: 1 } });

/**
 * A call that only the product menu opens (the product list also answers the stock menu, whose
 * picker it feeds): the import template.
 */
async function productMenuCall(cookie: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/product-getimporttemplate',
    headers: { cookie },
  });
  const json = res.headers['content-type']?.toString().startsWith('application/json');
  return { status: res.statusCode, body: (json ? res.json() : {}) as { message?: string } };
}

/** Signs in outside the count and returns the cookie with the account's first shop. */
async function signIn(email: string) {
  const cookie = await login(app, email);
  const session = await call<SessionData>(app, 'GET', 'auth-getsession', { cookie });
  const shopId = session.body.data.shop_list[0]?.shop_id ?? 1;
  statements = [];
  beforeHandler = undefined;
  return { cookie, shopId };
}

describe('the caller of a request is loaded in one statement, or kept', () => {
  it('a shop user listing products: one statement before the handler runs, none when kept', async () => {
    const { cookie, shopId } = await signIn(COMPANY);
    const res = await listProducts(cookie, shopId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(beforeHandler, statements.join('\n')).toBe(callerReads());
  });

  it('a request refused by its menu sends that one statement (none when kept) and nothing else', async () => {
    const { cookie } = await signIn('warehouse@demo.th');
    const res = await productMenuCall(cookie);
    expect(res.body).toEqual({ code: 403, message: th.server.menu_inactive });
    expect(statements, statements.join('\n')).toHaveLength(callerReads());
  });

  it('an unknown token costs one statement; no cookie costs none', async () => {
    const unknown = await productMenuCall('sid=not-a-session');
    expect(unknown.status).toBe(401);
    expect(statements).toHaveLength(1);
    const none = await call(app, 'GET', 'product-getallproducts', { query: { shop_id: 1 } });
    expect(none.status).toBe(401);
    expect(statements).toHaveLength(1);
  });
});

describe('a change to the caller counts from the next request of the same session', () => {
  const userOf = async (email: string) =>
    (await app.database.db.select().from(users).where(eq(users.email, email)))[0];

  it("the role's product menu switched off, then on again", async () => {
    const { cookie } = await signIn(COMPANY);
    const roleId = (await userOf(COMPANY)).role_id as number;
    const menuId = MENUS.find((m) => m.key === 'product-list')!.id;
    const setMenu = (isActive: boolean) =>
      app.database.db
        .update(roleMenus)
        .set({ is_active: isActive })
        .where(and(eq(roleMenus.role_id, roleId), eq(roleMenus.menu_id, menuId)));
    expect((await productMenuCall(cookie)).status).toBe(200);
    await setMenu(false);
    try {
      expect((await productMenuCall(cookie)).body).toEqual({
        code: 403,
        message: th.server.menu_inactive,
      });
    } finally {
      await setMenu(true);
    }
    expect((await productMenuCall(cookie)).status).toBe(200);
  });

  it('the user moved to a role without the product menu, then back', async () => {
    const { cookie } = await signIn(COMPANY);
    const own = (await userOf(COMPANY)).role_id;
    const other = (await userOf('warehouse@demo.th')).role_id;
    const setRole = (roleId: number | null) =>
      app.database.db.update(users).set({ role_id: roleId }).where(eq(users.email, COMPANY));
    await setRole(other);
    try {
      expect((await productMenuCall(cookie)).body.message).toBe(th.server.menu_inactive);
    } finally {
      await setRole(own);
    }
    expect((await productMenuCall(cookie)).status).toBe(200);
  });

  it('the user taken off a shop, then given it back', async () => {
    const { cookie, shopId } = await signIn(COMPANY);
    const { id: userId } = await userOf(COMPANY);
    const link = and(eq(userShops.user_id, userId), eq(userShops.shop_id, shopId));
    expect((await listProducts(cookie, shopId)).status).toBe(200);
    await app.database.db.delete(userShops).where(link);
    try {
      expect((await listProducts(cookie, shopId)).body).toEqual({
        code: 403,
        message: th.server.shop_forbidden,
      });
    } finally {
      await app.database.db.insert(userShops).values({ user_id: userId, shop_id: shopId });
    }
    expect((await listProducts(cookie, shopId)).status).toBe(200);
  });
});
