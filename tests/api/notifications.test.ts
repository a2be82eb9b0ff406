import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/endpoints';
import { th } from '../../i18n/th';
import { call, login, testApp } from './helpers';

let ctx: Awaited<ReturnType<typeof testApp>>;
let app: FastifyInstance;
const cookies: Record<string, string> = {};

const EMAILS = ['company@demo.th', 'individual@demo.th', 'admin@demo.th'] as const;
type Email = (typeof EMAILS)[number];

beforeAll(async () => {
  ctx = await testApp();
  app = ctx.app;
  for (const email of EMAILS) cookies[email] = await login(app, email);
});
afterAll(async () => {
  await ctx?.close();
});

async function list(email: Email) {
  const res = await call(app, 'GET', 'notification-getnotifications', { cookie: cookies[email] });
  expect(res.status).toBe(200);
  return endpoints.notifications.data.parse(res.body.data);
}

async function unread(email: Email) {
  const res = await call(app, 'GET', 'notification-getunreadcount', { cookie: cookies[email] });
  expect(res.status).toBe(200);
  return endpoints.notificationsUnread.data.parse(res.body.data).unread;
}

const markRead = (email: Email | null, body: unknown) =>
  call(app, 'POST', 'notification-readnotifications', {
    cookie: email ? cookies[email] : undefined,
    body,
  });

describe('unread notifications', () => {
  it('the seed leaves the welcome message read and three unread', async () => {
    const rows = await list('company@demo.th');
    expect(rows.map((n) => n.is_read)).toEqual([false, false, false, true]);
    expect(await unread('company@demo.th')).toBe(3);
  });

  it('marking some read lowers the count and sets their flag, only for the caller', async () => {
    const rows = await list('individual@demo.th');
    const [newest, second] = rows;
    const res = await markRead('individual@demo.th', { ids: [newest.id, second.id] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, message: th.server.success, data: null });

    expect(await unread('individual@demo.th')).toBe(1);
    const after = await list('individual@demo.th');
    expect(after.map((n) => n.is_read)).toEqual([true, true, false, true]);
    // Marking again changes nothing.
    expect((await markRead('individual@demo.th', { ids: [newest.id] })).status).toBe(200);
    expect(await unread('individual@demo.th')).toBe(1);
    // Other people's notifications are untouched.
    expect(await unread('company@demo.th')).toBe(3);
  });

  it("another user's notification is refused and nothing is marked", async () => {
    const theirs = (await list('company@demo.th')).filter((n) => !n.is_read);
    const mine = (await list('admin@demo.th')).filter((n) => !n.is_read);
    expect(mine.length).toBeGreaterThan(0);
    const ids = [mine[0].id, theirs[0].id];
    for (const email of ['admin@demo.th', 'individual@demo.th'] as const) {
      const res = await markRead(email, { ids: email === 'admin@demo.th' ? ids : [theirs[0].id] });
      expect(res.status, email).toBe(403);
      expect(res.body).toEqual({ code: 403, message: th.server.forbidden });
    }
    expect(await unread('company@demo.th')).toBe(3);
    // The admin's own id in the refused request was not marked either.
    expect(await unread('admin@demo.th')).toBe(mine.length);
  });

  it('an id that does not exist is refused like another user’s', async () => {
    const res = await markRead('company@demo.th', { ids: [999_999] });
    expect(res.status).toBe(403);
  });

  it('the body is strict: ids required, non-empty, positive integers, no other keys', async () => {
    const own = (await list('company@demo.th'))[0].id;
    for (const [body, field] of [
      [{}, 'ids'],
      [{ ids: [] }, 'ids'],
      [{ ids: ['x'] }, 'ids.0'],
      [{ ids: [0] }, 'ids.0'],
      [{ ids: Array.from({ length: 51 }, (_, i) => i + 1) }, 'ids'],
      [{ ids: [own], uid: 1 }, 'uid'],
    ] as const) {
      const res = await markRead('company@demo.th', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.[field], JSON.stringify(body)).toBeTruthy();
    }
    expect(await unread('company@demo.th')).toBe(3);
  });

  it('signed out, both endpoints answer 401', async () => {
    expect((await call(app, 'GET', 'notification-getunreadcount')).status).toBe(401);
    expect((await markRead(null, { ids: [1] })).status).toBe(401);
  });
});
