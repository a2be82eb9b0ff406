import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { rowsOf } from '../../server/db/migrate';
import { isUniqueViolation, pgError } from '../../server/db/pgError';
import { configFromEnv } from '../../server/config';
import { DEMO_PASSWORD, ORIGIN, testApp } from './helpers';

/**
 * PGlite in a worker thread (server/db/pgliteThread.ts, the server's default): the request
 * thread sees the same database as in its own thread: rows, dates as text, transactions that
 * commit or roll back whole, savepoints, driver errors with their SQLSTATE and constraint,
 * notifications.
 */
describe('the embedded database in a thread of its own', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://', pgliteThread: true });
    await database.exec(`
      CREATE TABLE t (id serial PRIMARY KEY, code text UNIQUE NOT NULL, day date, at timestamptz);
    `);
  });
  afterAll(() => database.close());

  const codes = async () =>
    rowsOf<{ code: string }>(await database.db.execute(sql`SELECT code FROM t ORDER BY id`)).map(
      (r) => r.code,
    );

  it('answers statements with parameters, dates and times as text', async () => {
    await database.db.execute(
      sql`INSERT INTO t (code, day, at) VALUES (${'a'}, '2026-01-31', '2026-01-31T17:00:00Z')`,
    );
    const [row] = rowsOf<{ code: string; day: string; n: number }>(
      await database.db.execute(sql`SELECT code, day, 41 + ${1}::int AS n FROM t`),
    );
    expect(row).toEqual({ code: 'a', day: '2026-01-31', n: 42 });
  });

  it('commits a transaction whole, rolls back a failed one whole, and keeps savepoints', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO t (code) VALUES ('b')`);
      await tx.execute(sql`INSERT INTO t (code) VALUES ('c')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO t (code) VALUES ('d')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO t (code) VALUES ('e')`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO t (code) VALUES ('f')`);
          await inner.execute(sql`INSERT INTO t (code) VALUES ('a')`);
        }),
      ).rejects.toSatisfy(isUniqueViolation);
    });
    expect(await codes()).toEqual(['a', 'b', 'c', 'e']);
  });

  it('hands on the driver error with its SQLSTATE and constraint', async () => {
    const err = await database.db.execute(sql`INSERT INTO t (code) VALUES ('a')`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(pgError(err)).toEqual({ code: '23505', constraint: 't_code_key' });
  });

  it('holds other statements until an open transaction ends', async () => {
    let outsideDone = false;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE t SET code = 'a2' WHERE code = 'a'`);
      const outside = database.db.execute(sql`SELECT 1`).then(() => (outsideDone = true));
      await new Promise((r) => setTimeout(r, 50));
      expect(outsideDone).toBe(false);
      await tx.execute(sql`UPDATE t SET code = 'a' WHERE code = 'a2'`);
      void outside;
    });
    await expect.poll(() => outsideDone).toBe(true);
    expect(await codes()).toEqual(['a', 'b', 'c', 'e']);
  });

  it('delivers notifications to listeners until they stop', async () => {
    const heard: string[] = [];
    const stop = await database.listen('thread_test', (p) => heard.push(p));
    await database.db.execute(sql`SELECT pg_notify('thread_test', 'one')`);
    await expect.poll(() => heard).toEqual(['one']);
    await stop();
    await database.db.execute(sql`SELECT pg_notify('thread_test', 'two')`);
    await new Promise((r) => setTimeout(r, 50));
    expect(heard).toEqual(['one']);
  });

  it('is the server default unless PGLITE_THREAD=false', () => {
    expect(configFromEnv({}).pgliteThread).toBe(true);
    expect(configFromEnv({ PGLITE_THREAD: 'false' }).pgliteThread).toBe(false);
  });
});

describe.skipIf(!!process.env.TEST_DATABASE_URL)('the portal on a threaded database', () => {
  it('signs in, lists products, and refuses at once what a changed role or a sign-out no longer allows', async () => {
    const ctx = await testApp({ pgliteThread: true });
    const { app } = ctx;
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth-login',
        headers: { origin: ORIGIN },
        payload: { email: 'company@demo.th', password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const cookie = String(login.headers['set-cookie']).split(';')[0]!;
      const list = await app.inject({
        url: '/api/product-getallproducts?shop_id=1&page=1&per_page=5',
        headers: { cookie },
      });
      expect(list.statusCode).toBe(200);
      const body = list.json<{ data: { id: number }[]; total: number }>();
      expect(body.data).toHaveLength(5);
      expect(body.total).toBeGreaterThan(5);

      // The caller is kept between requests, and forgotten at the commit of a change to it:
      // every menu turned off for the user's role refuses the very next list.
      await app.database.exec(`
        UPDATE role_menus SET is_active = false
        WHERE role_id = (SELECT role_id FROM users WHERE email = 'company@demo.th')`);
      const refused = await app.inject({
        url: '/api/product-getallproducts?shop_id=1&page=1&per_page=5',
        headers: { cookie },
      });
      expect(refused.statusCode).toBe(403);
      // Signed out: the next call with the same cookie is no one's.
      await app.inject({
        method: 'POST',
        url: '/api/auth-logout',
        headers: { cookie, origin: ORIGIN },
      });
      const after = await app.inject({
        url: '/api/notification-getunreadcount',
        headers: { cookie },
      });
      expect(after.statusCode).toBe(401);
    } finally {
      await ctx.close();
    }
  });
});
