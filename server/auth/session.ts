import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { publishEvent } from '../events';
import type { CallerCache } from './callerCache';
import { menus, roleMenus, sessions, shops, userShops, users } from '../db/schema';
import { SESSION_TTL_MS } from '../../contract/limits';
import { themeOf, USER_TYPE, type MenuKey } from '../../contract/enums';
import type { SessionData } from '../../contract/schemas/auth';
import type { YearEra } from '../../contract/dates';

export const SESSION_COOKIE = 'sid';

/** The session cookie, as the login sets it. */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  config: Pick<AppConfig, 'secureCookies'>,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

/** The signed-in caller as the server sees it. */
export interface Caller {
  id: number;
  email: string;
  userTypeId: number;
  isStaff: boolean;
  /** Shops the caller may act on; staff may act on every shop. */
  shopIds: Set<number>;
  activeMenus: Set<MenuKey>;
  sessionId: number;
  /** How the caller's documents and messages show years (the profile's choice). */
  yearEra: YearEra;
  /**
   * The API key the request was made with (server/auth/apiKeys.ts; `sessionId` is then 0);
   * absent for the portal's pages and their session.
   */
  apiKey?: { id: number; readOnly: boolean };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session and returns its token (256 random bits); only its hash is stored. */
export async function createSession(db: Db, userId: number, ip: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    token_hash: hashToken(token),
    user_id: userId,
    ip,
    expires_at: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

/** Ends a session; its live notification streams, in every server process, end with it. */
export async function endSession(db: Db, sessionId: number) {
  const [ended] = await db
    .delete(sessions)
    .where(eq(sessions.id, sessionId))
    .returning({ userId: sessions.user_id });
  if (ended) await publishEvent(db, { type: 'session-ended', userIds: [ended.userId] });
}

/** Ends every session of a user (with their live streams), at the commit when `db` is a transaction. */
export async function endAllSessions(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.user_id, userId));
  await publishEvent(db, { type: 'session-ended', userIds: [userId] });
}

/**
 * Loads the caller of a session token in one statement: the session, its user, the user's
 * shops and the active menus of the user's role. Null when the token is unknown or expired,
 * or the user disabled (whose session is then ended). A changed role, menu or shop counts from
 * the next request on: a `cache` forgets its callers at such a change's commit.
 */
export async function callerFromToken(
  db: Db,
  token: string | undefined,
  /** Callers kept between requests (the embedded database's server, server/auth/callerCache.ts). */
  cache?: CallerCache,
): Promise<Caller | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  if (cache) return cache.get(tokenHash, () => readCaller(db, tokenHash));
  return (await readCaller(db, tokenHash))?.caller ?? null;
}

/**
 * The columns a caller is read from (with the user's table joined): the user, the user's
 * shops and the active menus of the user's role, in one statement.
 */
export const callerColumns = () => ({
  id: users.id,
  email: users.email,
  userTypeId: users.user_type_id,
  isActive: users.is_active,
  yearEra: users.year_era,
  shopIds: sql<unknown>`array(
    SELECT ${userShops.shop_id} FROM ${userShops} WHERE ${userShops.user_id} = ${users.id}
  )`,
  menuKeys: sql<unknown>`array(
    SELECT ${menus.menu_key} FROM ${roleMenus}
    JOIN ${menus} ON ${menus.id} = ${roleMenus.menu_id}
    WHERE ${roleMenus.role_id} = ${users.role_id} AND ${roleMenus.is_active}
  )`,
});

/** The caller of a row of `callerColumns`, signed in by the session `sessionId` (0: none). */
export function callerOf(
  row: {
    id: number;
    email: string;
    userTypeId: number;
    yearEra: string;
    shopIds: unknown;
    menuKeys: unknown;
  },
  sessionId: number,
): Caller {
  return {
    id: row.id,
    email: row.email,
    userTypeId: row.userTypeId,
    isStaff: row.userTypeId === USER_TYPE.STAFF,
    shopIds: new Set(listOf(row.shopIds).map(Number)),
    activeMenus: new Set(listOf(row.menuKeys).map((k) => String(k) as MenuKey)),
    sessionId,
    yearEra: row.yearEra === 'ce' ? 'ce' : 'be',
  };
}

/** The caller of a token's hash and until when its session is valid (see callerFromToken). */
async function readCaller(
  db: Db,
  tokenHash: string,
): Promise<{ caller: Caller; expiresAt: Date } | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, expiresAt: sessions.expires_at, ...callerColumns() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.token_hash, tokenHash), gt(sessions.expires_at, new Date())));
  if (!row) return null;
  if (!row.isActive) {
    await endSession(db, row.sessionId);
    return null;
  }
  return { caller: callerOf(row, row.sessionId), expiresAt: new Date(row.expiresAt) };
}

/** The elements of an `array(…)` column, which node-postgres and PGlite both hand over parsed. */
function listOf(value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new Error(`expected an array column, got ${typeof value}`);
  return value;
}

async function userShopIds(db: Db, userId: number) {
  const rows = await db
    .select({ shopId: userShops.shop_id })
    .from(userShops)
    .where(eq(userShops.user_id, userId));
  return rows.map((r) => r.shopId);
}

/** The menu-access list of a role: every menu of the catalogue with its active flag. */
export async function menuAccess(db: Db, roleId: number | null) {
  const all = await db.select().from(menus).orderBy(menus.id);
  const active =
    roleId == null
      ? []
      : await db
          .select({ menuId: roleMenus.menu_id })
          .from(roleMenus)
          .where(and(eq(roleMenus.role_id, roleId), eq(roleMenus.is_active, true)));
  const on = new Set(active.map((a) => a.menuId));
  return all.map((m) => ({
    menu_id: m.id,
    menu_key: m.menu_key,
    is_active: on.has(m.id),
    display_menu_name_th: m.display_menu_name_th,
  }));
}

/** The shops a user works on: staff get every shop, shop users their own. */
export async function shopsOf(db: Db, userId: number, isStaff: boolean) {
  const cols = { shop_id: shops.id, shop_no: shops.shop_no, shop_name: shops.shop_name };
  if (isStaff) return db.select(cols).from(shops).orderBy(shops.id);
  const ids = await userShopIds(db, userId);
  if (ids.length === 0) return [];
  return db.select(cols).from(shops).where(inArray(shops.id, ids)).orderBy(shops.id);
}

/** The login reply of spec part 1 §3 for a user. */
export async function sessionDataOf(db: Db, userId: number): Promise<SessionData> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  const isStaff = u.user_type_id === USER_TYPE.STAFF;
  const [shopList, access] = await Promise.all([
    shopsOf(db, u.id, isStaff),
    menuAccess(db, u.role_id),
  ]);
  return {
    id: u.id,
    email: u.email,
    user_type_id: u.user_type_id,
    shop_list: shopList,
    menu_access: access,
    com_tel: u.com_tel,
    com_mobile: u.com_mobile,
    indiv_tel: u.indiv_tel,
    indiv_mobile: u.indiv_mobile,
    indiv_id_card: u.indiv_id_card,
    indiv_passport: u.indiv_passport,
    tax_id: u.tax_id,
    indiv_first_name: u.indiv_first_name,
    indiv_last_name: u.indiv_last_name,
    lazada_connect: u.lazada_connect,
    shopee_connect: u.shopee_connect,
    year_era: u.year_era === 'ce' ? 'ce' : 'be',
    theme: themeOf(u.theme),
  };
}
