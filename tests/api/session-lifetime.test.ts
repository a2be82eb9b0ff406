import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SESSION_TTL_MS } from '../../contract/limits';
import { th } from '../../i18n/th';
import { hashToken } from '../../server/auth/session';
import { sessions, users } from '../../server/db/schema';
import { call, login, serverForFile } from './helpers';

let app: FastifyInstance;
serverForFile((booted) => (app = booted));

/** The stored session row of a `sid=…` cookie. */
const sessionOf = async (cookie: string) => {
  const [row] = await app.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.token_hash, hashToken(cookie.slice('sid='.length))));
  return row;
};

const moveExpiry = async (cookie: string, expiresAt: Date) => {
  await app.database.db
    .update(sessions)
    .set({ expires_at: expiresAt })
    .where(eq(sessions.id, (await sessionOf(cookie)).id));
};

const setActive = (email: string, isActive: boolean) =>
  app.database.db.update(users).set({ is_active: isActive }).where(eq(users.email, email));

const sessionCall = (cookie: string) => call(app, 'GET', 'auth-getsession', { cookie });

describe('session expiry', () => {
  it('a new session lasts the session lifetime', async () => {
    const before = Date.now();
    const cookie = await login(app, 'company@demo.th');
    const expires = (await sessionOf(cookie)).expires_at.getTime();
    expect(expires).toBeGreaterThanOrEqual(before + SESSION_TTL_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + SESSION_TTL_MS);
  });

  it('a session a minute before its expiry still works', async () => {
    const cookie = await login(app, 'company@demo.th');
    await moveExpiry(cookie, new Date(Date.now() + 60_000));
    expect((await sessionCall(cookie)).status).toBe(200);
  });

  it('a session past its expiry is 401 on every signed-in endpoint', async () => {
    const cookie = await login(app, 'company@demo.th');
    expect((await sessionCall(cookie)).status).toBe(200);
    await moveExpiry(cookie, new Date(Date.now() - 1000));
    const res = await sessionCall(cookie);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 401, message: th.server.unauthenticated });
    const products = await call(app, 'GET', 'product-getallproducts', {
      cookie,
      query: { shop_id: 1 },
    });
    expect(products.status).toBe(401);
  });
});

describe('an account disabled while signed in', () => {
  it('its live session is refused at the next call and stays ended', async () => {
    const cookie = await login(app, 'individual@demo.th');
    expect((await sessionCall(cookie)).status).toBe(200);
    await setActive('individual@demo.th', false);
    try {
      const res = await sessionCall(cookie);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 401, message: th.server.unauthenticated });
      const write = await call(app, 'PUT', 'user-updateprofile', { cookie, body: {} });
      expect(write.status).toBe(401);
    } finally {
      await setActive('individual@demo.th', true);
    }
    // Enabling the account again does not bring the old session back.
    expect((await sessionCall(cookie)).status).toBe(401);
    expect(await sessionOf(cookie)).toBeUndefined();
  });

  it('other accounts keep their sessions', async () => {
    const other = await login(app, 'company2@demo.th');
    const cookie = await login(app, 'individual@demo.th');
    await setActive('individual@demo.th', false);
    try {
      expect((await sessionCall(cookie)).status).toBe(401);
      expect((await sessionCall(other)).status).toBe(200);
    } finally {
      await setActive('individual@demo.th', true);
    }
  });
});
