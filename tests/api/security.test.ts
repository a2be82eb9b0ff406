import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { th } from '../../i18n/th';
import { mailboxStartProblem } from '../../server/integrations/mailSettings';
import { call, login, ORIGIN, testApp } from './helpers';

/** The portal's own address as the pages send it, and a page on another site. */
const EVIL = 'http://evil.example';

describe('state-changing calls from another site', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    ctx = await testApp();
    app = ctx.app;
  });
  afterAll(() => ctx?.close());

  it.each([
    '/api/auth-logout',
    '/%61pi/auth-logout',
    '/%61%70%69/auth-logout',
    '//api/auth-logout',
  ])('POST %s with a foreign Origin is refused (403) and the session lives on', async (url) => {
    const cookie = await login(app, 'individual@demo.th');
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { cookie, origin: EVIL, 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, message: th.server.bad_origin });
    const session = await call(app, 'GET', 'auth-getsession', { cookie });
    expect(session.status).toBe(200);
  });

  it('the same call from the portal itself works', async () => {
    const cookie = await login(app, 'individual@demo.th');
    const res = await app.inject({
      method: 'POST',
      url: '/%61pi/auth-logout',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('the development mailbox', () => {
  it('is off unless MAIL_SANDBOX=true: 404', async () => {
    const ctx = await testApp();
    try {
      const res = await call(ctx.app, 'GET', 'dev-getmailbox');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 404, message: th.server.not_found });
    } finally {
      await ctx.close();
    }
  });

  it('when on, answers only clients on this machine, not through a proxy', async () => {
    const ctx = await testApp({ mailSandbox: true });
    try {
      const ask = (remoteAddress: string, headers: Record<string, string> = {}) =>
        ctx.app.inject({ method: 'GET', url: '/api/dev-getmailbox', remoteAddress, headers });
      expect((await ask('127.0.0.1')).statusCode).toBe(200);
      expect((await ask('::1')).statusCode).toBe(200);
      expect((await ask('192.168.1.20')).statusCode).toBe(404);
      expect((await ask('203.0.113.7')).statusCode).toBe(404);
      expect((await ask('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(404);
      expect((await ask('127.0.0.1', { forwarded: 'for=203.0.113.7' })).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });

  it('when on, the server refuses to start listening beyond loopback', () => {
    const on = { mailSandbox: true } as const;
    expect(mailboxStartProblem(on as never, '0.0.0.0')).toMatch(/MAIL_SANDBOX=true/);
    expect(mailboxStartProblem(on as never, '192.168.1.20')).toMatch(/HOST=127\.0\.0\.1/);
    expect(mailboxStartProblem(on as never, '127.0.0.1')).toBeUndefined();
    expect(mailboxStartProblem(on as never, 'localhost')).toBeUndefined();
    expect(mailboxStartProblem({} as never, '0.0.0.0')).toBeUndefined();
  });
});
