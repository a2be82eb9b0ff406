import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { rowsOf } from '../../server/db/migrate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { th } from '../../i18n/th';
import { buildApp } from '../../server/app';
import { users } from '../../server/db/schema';
import { notifyUsers } from '../../server/domain/notifications';
import { transaction } from '../../server/db/transaction';
import type { PortalEvent } from '../../server/events';
import { PHOTO } from '../fixtures/product';
import { call, DEMO_PASSWORD, getPhoto, login, testApp, uploadPhotos } from './helpers';
import { startS3 } from './s3Server';
import { startSmtp } from './smtpServer';

/**
 * Two servers on one PostgreSQL database, as behind a load balancer: each with its own
 * memory and its own upload folder, sharing the database, the object storage and the SMTP
 * server. Whatever one of them counts, stores or sends, the other sees.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let s3: Awaited<ReturnType<typeof startS3>>;
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-two-'));
    folders.push(dir);
    return dir;
  };

  beforeAll(async () => {
    smtp = await startSmtp({ disabledCommands: ['STARTTLS'] });
    s3 = await startS3();
    ctx = await testApp({
      uploadDir: folder(),
      s3: s3.config,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      loginLimit: { perAccount: 3, perAddress: 100, windowMs: 60_000 },
    });
    a = ctx.app;
    b = await buildApp({ ...ctx.config, uploadDir: folder() });
  });

  it('two processes starting together on an empty database migrate and seed it once', async () => {
    const admin = process.env.TEST_DATABASE_URL!;
    const name = `portal_start_${Date.now()}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const config = {
      ...ctx.config,
      databaseUrl: url.toString(),
      s3: undefined,
      smtpUrl: undefined,
    };
    try {
      const apps = await Promise.all([buildApp(config), buildApp(config)]);
      const admins = await apps[0].database.db.execute(
        sql`SELECT count(*)::int AS n FROM users WHERE email = 'admin@demo.th'`,
      );
      expect(rowsOf<{ n: number }>(admins)[0].n).toBe(1);
      await Promise.all(apps.map((app) => app.close()));
    } finally {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    }
  });
  afterAll(async () => {
    await b?.close();
    await ctx?.close();
    await smtp?.close();
    await s3?.close();
    folders.forEach((d) => rmSync(d, { recursive: true, force: true }));
  });

  it('a failed-password limit counts the failures on both', async () => {
    const attempt = (app: FastifyInstance, password: string) =>
      call(app, 'POST', 'auth-login', { body: { email: 'individual@demo.th', password } });
    expect((await attempt(a, 'Wrong@1234')).status).toBe(400);
    expect((await attempt(b, 'Wrong@1234')).status).toBe(400);
    expect((await attempt(a, 'Wrong@1234')).status).toBe(400);
    const blocked = await attempt(b, DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(th.server.login_too_many);
  });

  it('a session made by one is valid on the other, and a sign-out on one ends it on both', async () => {
    const cookie = await login(a, 'company@demo.th');
    expect((await call(b, 'GET', 'auth-getsession', { cookie })).status).toBe(200);
    expect((await call(b, 'POST', 'auth-logout', { cookie, body: {} })).status).toBe(200);
    expect((await call(a, 'GET', 'auth-getsession', { cookie })).status).toBe(401);
  });

  it('a photo uploaded through one is served by the other', async () => {
    const cookie = await login(a, 'company2@demo.th');
    const list = await call<{ id: number }[]>(a, 'GET', 'product-getallproducts', {
      cookie,
      query: { shop_id: 4, page: 1, per_page: 1 },
    });
    const productId = list.body.data[0].id;
    const up = await uploadPhotos(
      a,
      cookie,
      { shop_id: 4, product_id: productId },
      { itempic: { name: 'p.png', type: 'image/png', content: PHOTO } },
    );
    expect(up.statusCode, up.body).toBe(200);
    const key = up.json().data.item_pic as string;
    const pic = await getPhoto(b, cookie, key);
    expect(pic.statusCode).toBe(200);
    expect(pic.rawPayload.equals(PHOTO)).toBe(true);
  });

  it('an e-mail is sent once, whichever process sends the outbox', async () => {
    const before = smtp.received.length;
    const asked = await call(a, 'POST', 'auth-forgotpassword', {
      body: { email: 'company2@demo.th' },
    });
    expect(asked.status).toBe(200);
    // Both senders run at once over the same outbox.
    await Promise.all([
      a.mailer.deliver(),
      b.mailer.deliver(),
      a.mailer.deliver(),
      b.mailer.deliver(),
    ]);
    const to = smtp.received.slice(before).filter((m) => m.rcptTo.includes('company2@demo.th'));
    expect(to).toHaveLength(1);
  });

  it('an event published by one is heard by both, once the transaction commits', async () => {
    const heard: { by: string; event: PortalEvent }[] = [];
    const offA = a.events.subscribe((event) => heard.push({ by: 'a', event }));
    const offB = b.events.subscribe((event) => heard.push({ by: 'b', event }));
    try {
      const db = a.database.db;
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'company2@demo.th'));
      const cookie = await login(b, 'company2@demo.th');
      const unreadOnB = async () =>
        (await call<{ unread: number }>(b, 'GET', 'notification-getunreadcount', { cookie })).body
          .data.unread;
      const before = await unreadOnB();
      // A rolled-back change announces nothing.
      await transaction(db, async (tx) => {
        await notifyUsers(tx, a.events, [user.id], 'ยกเลิก');
        throw new Error('roll back');
      }).catch(() => undefined);
      await transaction(db, (tx) => notifyUsers(tx, a.events, [user.id], 'มีการแจ้งเตือนใหม่'));
      await expect.poll(() => heard.map((h) => h.by).sort(), { timeout: 5000 }).toEqual(['a', 'b']);
      expect(
        heard.every((h) => h.event.type === 'notification' && h.event.userIds[0] === user.id),
      ).toBe(true);
      // The committed notification only, written through one and counted by the other.
      expect(await unreadOnB()).toBe(before + 1);
    } finally {
      offA();
      offB();
    }
  });
});
