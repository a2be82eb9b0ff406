import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { th } from '../../i18n/th';
import { call, DEMO_PASSWORD, testApp } from './helpers';

// Three failed sign-ins per account per minute; the per-address limit is kept out of the way.
const WINDOW_MS = 60_000;

let ctx: Awaited<ReturnType<typeof testApp>>;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await testApp({ loginLimit: { perAccount: 3, perAddress: 100, windowMs: WINDOW_MS } });
  app = ctx.app;
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const attempt = (email: string, password: string) =>
  call(app, 'POST', 'auth-login', { body: { email, password } });

describe('login rate limit per account', () => {
  it('the 4th attempt after 3 failures is 429 even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await attempt('company@demo.th', `Wrong@${i}`);
      expect(res.status, `failure ${i + 1}`).toBe(400);
      expect(res.body.message).toBe(th.server.login_failed);
    }
    const blocked = await attempt('company@demo.th', DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ code: 429, message: th.server.login_too_many });
    expect(blocked.cookie).toBeUndefined();
    // Another spelling of the same e-mail is the same account.
    const upper = await attempt('COMPANY@demo.th', DEMO_PASSWORD);
    expect(upper.status).toBe(429);
  });

  it('other accounts are not blocked by it', async () => {
    const res = await attempt('individual@demo.th', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.cookie).toMatch(/^sid=/);
  });

  it('the block lifts once the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + WINDOW_MS + 1_000);
    const res = await attempt('company@demo.th', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.cookie).toMatch(/^sid=/);
  });

  it('a successful sign-in resets the count of failures', async () => {
    for (let i = 0; i < 2; i++)
      expect((await attempt('company2@demo.th', 'Wrong@1')).status).toBe(400);
    expect((await attempt('company2@demo.th', DEMO_PASSWORD)).status).toBe(200);
    // Two more failures would have blocked the account without the reset.
    for (let i = 0; i < 2; i++)
      expect((await attempt('company2@demo.th', 'Wrong@1')).status).toBe(400);
    expect((await attempt('company2@demo.th', DEMO_PASSWORD)).status).toBe(200);
  });

  it('unknown e-mails are counted as well', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await attempt('ghost@demo.th', DEMO_PASSWORD)).status).toBe(400);
    }
    const res = await attempt('ghost@demo.th', DEMO_PASSWORD);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(th.server.login_too_many);
  });
});

describe('one count of failed passwords across endpoints', () => {
  it('failures at change password and at sign-in add up, and block both', async () => {
    const signedIn = await call<{ id: number }>(app, 'POST', 'auth-login', {
      body: { email: 'individual@demo.th', password: DEMO_PASSWORD },
    });
    expect(signedIn.status).toBe(200);
    const change = (old_password: string) =>
      call(app, 'POST', 'auth-changepassword', {
        cookie: signedIn.cookie,
        body: {
          email: 'individual@demo.th',
          uid: signedIn.body.data.id,
          old_password,
          new_password: 'Warehouse2025',
          cf_new_password: 'Warehouse2025',
        },
      });
    for (let i = 0; i < 2; i++) expect((await change(`Wrong@${i}`)).status).toBe(400);
    expect((await attempt('individual@demo.th', 'Wrong@9')).status).toBe(400);
    const login = await attempt('individual@demo.th', DEMO_PASSWORD);
    expect(login.status).toBe(429);
    const again = await change(DEMO_PASSWORD);
    expect(again.status).toBe(429);
    expect(again.body.message).toBe(th.server.password.attempts_too_many);
  });
});
