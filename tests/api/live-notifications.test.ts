import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { th } from '../../i18n/th';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { transaction } from '../../server/db/transaction';
import { notifyShop, notifyUsers } from '../../server/domain/notifications';
import type { SandboxPush } from '../../server/integrations/push';
import { HEARTBEAT_MS, RETRY_MS } from '../../server/liveNotifications';
import { call, DEMO_PASSWORD, login, testApp } from './helpers';

/**
 * Live notifications between two server processes on one database: a notification written
 * by one reaches a browser's event stream held by the other, through LISTEN/NOTIFY (on
 * PGlite the two servers share one embedded database, on PostgreSQL one database by URL).
 */
let ctx: Awaited<ReturnType<typeof testApp>>;
let shared: Database | undefined;
/** Writes the notifications. */
let a: FastifyInstance;
/** Holds the browsers' streams. */
let b: FastifyInstance;
let baseB: string;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) shared = await openDatabase({ dataDir: 'memory://' });
  ctx = await testApp({ database: shared });
  a = ctx.app;
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'portal-live-'));
  b = await buildApp({ ...ctx.config, uploadDir }, { database: shared });
  baseB = await b.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await b?.close();
  await ctx?.close();
  await shared?.close();
});

interface Message {
  event?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

/** A browser's EventSource, reduced to what the tests read: every message, and the end. */
class StreamClient {
  readonly messages: Message[] = [];
  /** Everything received. */
  text = '';
  ended = false;
  private buffer = '';

  constructor(
    private readonly req: http.ClientRequest,
    readonly res: http.IncomingMessage,
  ) {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      this.text += chunk;
      this.buffer += chunk;
      for (let i = this.buffer.indexOf('\n\n'); i >= 0; i = this.buffer.indexOf('\n\n')) {
        this.messages.push(parse(this.buffer.slice(0, i)));
        this.buffer = this.buffer.slice(i + 2);
      }
    });
    res.on('close', () => (this.ended = true));
  }

  /** The unread counts of the `notification` events received so far. */
  counts() {
    return this.messages
      .filter((m) => m.event === 'notification')
      .map((m) => (JSON.parse(m.data ?? '{}') as { unread: number }).unread);
  }

  close() {
    this.req.destroy();
  }
}

function parse(block: string): Message {
  const m: Message = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) m.comment = line.slice(1).trim();
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'event') m.event = value;
    if (field === 'data') m.data = value;
    if (field === 'retry') m.retry = Number(value);
  }
  return m;
}

/** Opens the stream on `base` as a browser does; resolves once the server has answered. */
function connect(base: string, cookie?: string): Promise<StreamClient> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (cookie) headers.cookie = cookie;
    const req = http.get(`${base}/api/notification-stream`, { headers }, (res) =>
      resolve(new StreamClient(req, res)),
    );
    req.on('error', reject);
  });
}

/** A stream of `email` on server B that has been registered (its first message is in). */
async function openStream(cookie: string) {
  const client = await connect(baseB, cookie);
  expect(client.res.statusCode).toBe(200);
  await expect.poll(() => client.messages.length, { timeout: 2000 }).toBeGreaterThan(0);
  return client;
}

async function userId(email: string) {
  const [row] = await a.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row.id;
}

async function unread(app: FastifyInstance, cookie: string) {
  const res = await call<{ unread: number }>(app, 'GET', 'notification-getunreadcount', {
    cookie,
  });
  return res.body.data.unread;
}

const sandbox = (app: FastifyInstance) => app.events.push.sender as SandboxPush;

describe('the notification stream', () => {
  it('needs a session: 401 without one, as every signed-in endpoint', async () => {
    const client = await connect(baseB);
    expect(client.res.statusCode).toBe(401);
    expect(client.res.headers['content-type']).toMatch(/^application\/json/);
    await expect.poll(() => client.ended).toBe(true);
    expect(JSON.parse(client.text)).toEqual({ code: 401, message: th.server.unauthenticated });
    const stale = await connect(baseB, 'sid=not-a-session');
    expect(stale.res.statusCode).toBe(401);
    stale.close();
  });

  it('answers an event stream that no proxy buffers, with a retry hint first', async () => {
    const cookie = await login(b, 'company@demo.th');
    const client = await openStream(cookie);
    const h = client.res.headers;
    expect(h['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(h['cache-control']).toMatch(/^no-cache/);
    expect(h['x-accel-buffering']).toBe('no');
    expect(h['content-encoding']).toBeUndefined();
    // The security headers of every reply come along.
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(client.messages[0]).toEqual({ retry: RETRY_MS });
    expect(HEARTBEAT_MS).toBeGreaterThanOrEqual(15_000);
    expect(HEARTBEAT_MS).toBeLessThanOrEqual(25_000);
    // A heartbeat is a comment, which browsers ignore.
    await b.live.heartbeat();
    await expect.poll(() => client.messages.at(-1)?.comment).toBe('heartbeat');
    expect(client.ended).toBe(false);
    client.close();
    await expect.poll(() => b.live.size).toBe(0);
  });

  it('a notification written by one server reaches the stream held by the other within 2 s', async () => {
    const company = await login(a, 'company@demo.th');
    const individual = await login(b, 'individual@demo.th');
    const shopId = (
      await call<{ shop_list: { shop_id: number }[] }>(a, 'GET', 'auth-getsession', {
        cookie: company,
      })
    ).body.data.shop_list[0].shop_id;
    const before = await unread(a, company);
    const mine = await openStream(await login(b, 'company@demo.th'));
    const theirs = await openStream(individual);

    await transaction(a.database.db, (tx) =>
      notifyShop(tx, a.events, shopId, 'คำสั่งซื้อ OR1 จัดส่งแล้ว'),
    );
    await expect.poll(() => mine.counts(), { timeout: 2000 }).toEqual([before + 1]);
    expect(await unread(b, individual)).toBe(await unread(a, individual));
    // Another shop's user hears nothing of it.
    expect(theirs.counts()).toEqual([]);

    // Read on one tab: every other stream of the user gets the lower count.
    const rows = await call<{ id: number; is_read: boolean }[]>(
      a,
      'GET',
      'notification-getnotifications',
      { cookie: company },
    );
    const fresh = rows.body.data.filter((n) => !n.is_read).map((n) => n.id);
    const read = await call(a, 'POST', 'notification-readnotifications', {
      cookie: company,
      body: { ids: fresh },
    });
    expect(read.status).toBe(200);
    await expect.poll(() => mine.counts(), { timeout: 2000 }).toEqual([before + 1, 0]);
    mine.close();
    theirs.close();
  });

  it('a rolled-back notification is neither streamed nor pushed', async () => {
    const cookie = await login(b, 'individual@demo.th');
    const uid = await userId('individual@demo.th');
    const client = await openStream(cookie);
    const pushed = sandbox(a).sentTo(`user${uid}`).length;
    await transaction(a.database.db, async (tx) => {
      await notifyUsers(tx, a.events, [uid], 'ยกเลิก');
      throw new Error('roll back');
    }).catch(() => undefined);
    await transaction(a.database.db, (tx) => notifyUsers(tx, a.events, [uid], 'ข้อความจริง'));
    await expect.poll(() => client.counts().length, { timeout: 2000 }).toBe(1);
    expect(sandbox(a).sentTo(`user${uid}`).slice(pushed)).toEqual([
      { title: th.server.push.title, body: 'ข้อความจริง' },
    ]);
    client.close();
  });
});

describe('push messages', () => {
  it("each notified user's topic 'user' + uid gets the message once the change commits", async () => {
    const ids = await Promise.all(['company@demo.th', 'company2@demo.th'].map(userId));
    const before = ids.map((id) => sandbox(a).sentTo(`user${id}`).length);
    const message = 'สินค้า FP001 ต่ำกว่าจุดสั่งซื้อ';
    await transaction(a.database.db, async (tx) => {
      await notifyUsers(tx, a.events, ids, message);
      // Not before the commit.
      expect(ids.map((id) => sandbox(a).sentTo(`user${id}`).length)).toEqual(before);
    });
    for (const [i, id] of ids.entries())
      expect(sandbox(a).sentTo(`user${id}`).slice(before[i])).toEqual([
        { title: th.server.push.title, body: message },
      ]);
    // The other server sent nothing: one message per notification.
    expect(ids.flatMap((id) => sandbox(b).sentTo(`user${id}`))).toEqual([]);
  });

  it("a device is subscribed to its user's topic, and only to it", async () => {
    const cookie = await login(a, 'individual@demo.th');
    const uid = await userId('individual@demo.th');
    const res = await call(a, 'POST', 'notification-subscribepush', {
      cookie,
      body: { token: 'fcm-token-of-a-phone' },
    });
    expect(res.status).toBe(200);
    expect(sandbox(a).subscriptions.at(-1)).toMatchObject({
      token: 'fcm-token-of-a-phone',
      topic: `user${uid}`,
    });
    const anonymous = await call(a, 'POST', 'notification-subscribepush', {
      body: { token: 'x' },
    });
    expect(anonymous.status).toBe(401);
    const empty = await call(a, 'POST', 'notification-subscribepush', {
      cookie,
      body: { token: ' ' },
    });
    expect(empty.status).toBe(400);
  });
});

describe('the stream ends with the session', () => {
  it('signing out on the other server ends it at once', async () => {
    const cookie = await login(a, 'company@demo.th');
    const client = await openStream(cookie);
    const out = await call(a, 'POST', 'auth-logout', { cookie });
    expect(out.status).toBe(200);
    await expect.poll(() => client.ended, { timeout: 2000 }).toBe(true);
    // Reconnecting is refused: the browser's EventSource stops there.
    expect((await connect(baseB, cookie)).res.statusCode).toBe(401);
  });

  it("a password change ends the user's other sessions' streams, not its own", async () => {
    const keep = await login(a, 'company2@demo.th');
    const other = await openStream(await login(b, 'company2@demo.th'));
    const own = await openStream(keep);
    const uid = await userId('company2@demo.th');
    const changed = await call(a, 'POST', 'auth-changepassword', {
      cookie: keep,
      body: {
        email: 'company2@demo.th',
        uid,
        old_password: DEMO_PASSWORD,
        new_password: 'Live12345x',
        cf_new_password: 'Live12345x',
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await expect.poll(() => other.ended, { timeout: 2000 }).toBe(true);
    expect(own.ended).toBe(false);
    own.close();
  });

  it('a disabled account loses its stream at the next heartbeat', async () => {
    const email = 'individual@demo.th';
    const client = await openStream(await login(a, email));
    await a.database.db.update(users).set({ is_active: false }).where(eq(users.email, email));
    try {
      await b.live.heartbeat();
      await expect.poll(() => client.ended, { timeout: 2000 }).toBe(true);
    } finally {
      await a.database.db.update(users).set({ is_active: true }).where(eq(users.email, email));
    }
  });

  it('the server stopping ends its streams and does not wait for them', async () => {
    const uploadDir = mkdtempSync(path.join(tmpdir(), 'portal-live-'));
    const c = await buildApp({ ...ctx.config, uploadDir }, { database: shared });
    const base = await c.listen({ port: 0, host: '127.0.0.1' });
    const client = await connect(base, await login(c, 'company@demo.th'));
    await expect.poll(() => client.messages.length).toBeGreaterThan(0);
    const started = Date.now();
    await c.close();
    expect(Date.now() - started).toBeLessThan(2000);
    await expect.poll(() => client.ended, { timeout: 2000 }).toBe(true);
  });
});
