import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { th } from '../../i18n/th';
import { configFromEnv, type AppConfig } from '../../server/config';
import { mailboxStartProblem } from '../../server/integrations/mailSettings';
import { call, login, MAILBOX_HEADERS, ORIGIN, serverWithSessions, testApp } from './helpers';

/** The portal's own address as the pages send it, and a page on another site. */
const EVIL = 'http://evil.example';

describe('state-changing calls from another site', () => {
  const ctx = serverWithSessions({});

  it.each([
    '/api/auth-logout',
    '/%61pi/auth-logout',
    '/%61%70%69/auth-logout',
    '//api/auth-logout',
  ])('POST %s with a foreign Origin is refused (403) and the session lives on', async (url) => {
    const cookie = await login(ctx.app, 'individual@demo.th');
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { cookie, origin: EVIL, 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, message: th.server.bad_origin });
    const session = await call(ctx.app, 'GET', 'auth-getsession', { cookie });
    expect(session.status).toBe(200);
  });

  it('the same call from the portal itself works', async () => {
    const cookie = await login(ctx.app, 'individual@demo.th');
    const res = await ctx.app.inject({
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
      const res = await call(ctx.app, 'GET', 'dev-getmailbox', { headers: MAILBOX_HEADERS });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 404, message: th.server.not_found });
    } finally {
      await ctx.close();
    }
  });

  it('when on, answers only requests with its key, from this machine, not through a proxy', async () => {
    const ctx = await testApp({ mailSandbox: true });
    try {
      const ask = (remoteAddress: string, headers: Record<string, string> = MAILBOX_HEADERS) =>
        ctx.app.inject({ method: 'GET', url: '/api/dev-getmailbox', remoteAddress, headers });
      const relayed = (header: string, value: string) =>
        ask('127.0.0.1', { ...MAILBOX_HEADERS, [header]: value });
      expect((await ask('127.0.0.1')).statusCode).toBe(200);
      expect((await ask('::1')).statusCode).toBe(200);
      expect((await ask('192.168.1.20')).statusCode).toBe(404);
      expect((await ask('203.0.113.7')).statusCode).toBe(404);
      // A proxy on this machine, whatever it says it relayed: refused.
      expect((await relayed('x-forwarded-for', '203.0.113.7')).statusCode).toBe(404);
      expect((await relayed('forwarded', 'for=203.0.113.7')).statusCode).toBe(404);
      expect((await relayed('x-real-ip', '203.0.113.7')).statusCode).toBe(404);
      expect((await relayed('via', '1.1 nginx')).statusCode).toBe(404);
      // A proxy that says nothing: the mailbox still needs its key, which only the console shows.
      expect((await ask('127.0.0.1', {})).statusCode).toBe(404);
      expect((await ask('127.0.0.1', { 'x-mailbox-key': 'guess' })).statusCode).toBe(404);
      expect((await ask('127.0.0.1', { 'x-mailbox-key': '' })).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });

  it('when on without a key configured, answers nobody', async () => {
    const ctx = await testApp({ mailSandbox: true, mailboxKey: undefined });
    try {
      const res = await call(ctx.app, 'GET', 'dev-getmailbox', {
        headers: { 'x-mailbox-key': '' },
      });
      expect(res.status).toBe(404);
    } finally {
      await ctx.close();
    }
  });

  it('npm start prints the mailbox address with a new key each start, or MAILBOX_KEY', () => {
    const a = configFromEnv({ MAIL_SANDBOX: 'true' });
    const b = configFromEnv({ MAIL_SANDBOX: 'true' });
    expect(a.mailboxKey).toMatch(/^[\w-]{24}$/);
    expect(a.mailboxKey).not.toBe(b.mailboxKey);
    expect(configFromEnv({ MAILBOX_KEY: 'chosen' }).mailboxKey).toBe('chosen');
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

describe('text the database cannot keep', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let app: FastifyInstance;
  let cookie: string;
  let log = '';
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        log += String(chunk);
        done();
      },
    });
    // Fastify's logger takes pino's options: the lines go to this stream.
    ctx = await testApp({ logger: { level: 'warn', stream } as AppConfig['logger'] });
    app = ctx.app;
    // A query the database refuses, with a record's data among its parameters.
    app.get('/api/test-refused-query', async () => {
      await app.database.db.execute(sql`SELECT ${'{"name":"\\ud800 สมศรี ลับมาก"}'}::jsonb`);
      return { code: 200 };
    });
    cookie = await login(app, 'admin@demo.th');
  });
  afterAll(() => ctx?.close());

  it.each(['\ud800', 'a\udc00b', 'a\u0000b'])(
    'a role named %j is a 400 under the field, on create and update',
    async (name) => {
      const made = await call(app, 'POST', 'permission-add-permission', {
        cookie,
        body: { name, description: 'x' },
      });
      expect(made.status).toBe(400);
      expect(made.body.errors).toEqual({ name: th.server.bad_char });
      const role = await call<{ id: number }>(app, 'POST', 'permission-add-permission', {
        cookie,
        body: { name: `บทบาท ${Math.random()}`, description: 'x' },
      });
      const renamed = await call(app, 'PUT', 'permission-updatepermission', {
        cookie,
        body: { id: role.body.data.id, name, description: 'x' },
      });
      expect(renamed.status).toBe(400);
      expect(renamed.body.errors).toEqual({ name: th.server.bad_char });
      // In a key too.
      const deep = await call(app, 'POST', 'permission-add-permission', {
        cookie,
        body: { name: 'บทบาททดสอบ', description: 'x', [`k${name}`]: 1 },
      });
      expect(deep.status).toBe(400);
    },
  );

  it('a query the database refuses is logged without its statement or data', async () => {
    log = '';
    const res = await app.inject({ method: 'GET', url: '/api/test-refused-query' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, message: th.server.internal });
    expect(log).toContain('database query failed');
    expect(log).toContain('22P02');
    expect(log).not.toMatch(/select|jsonb|params/i);
    expect(log).not.toContain('สมศรี');
  });
});

describe('bad input of any kind answers 4xx in Thai, never 5xx', () => {
  const ctx = serverWithSessions({ individual: 'individual@demo.th' });

  it('a NUL byte in the login e-mail is a 400 under the field', async () => {
    const res = await call(ctx.app, 'POST', 'auth-login', {
      body: { email: 'a\u0000b@demo.th', password: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: th.server.bad_char });
  });

  it('a NUL byte in a query (search) or a nested key is a 400', async () => {
    const search = await call(ctx.app, 'GET', 'product-getallproducts', {
      cookie: ctx.individual,
      query: { search: 'ชา\u0000' },
    });
    expect(search.status).toBe(400);
    expect(search.body.errors).toEqual({ search: th.server.bad_char });
    const key = await call(ctx.app, 'POST', 'auth-forgotpassword', { body: { 'e\u0000': 'x' } });
    expect(key.status).toBe(400);
  });

  const multipart = (boundary: string, body: string) => ({
    method: 'POST' as const,
    headers: {
      cookie: ctx.individual,
      origin: ORIGIN,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: body,
  });

  it.each([
    [
      'a torn final boundary',
      'xyz',
      '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--xy',
    ],
    ['a part without headers end', 'xyz', '--xyz\r\nContent-Disposition: form-data; name="a"'],
    [
      'a wrong boundary',
      'abc',
      '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--xyz--',
    ],
  ])('malformed multipart (%s) to every multipart endpoint is a 4xx', async (_, boundary, body) => {
    for (const url of [
      '/api/upload-uploadproductpic',
      '/api/upload-importproduct',
      '/api/upload-uploadidentitydoc',
    ]) {
      const res = await ctx.app.inject({ url, ...multipart(boundary, body) });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().message, url).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it('Fastify answers keep their status, in Thai: 404, 415', async () => {
    const missing = await call(ctx.app, 'GET', 'no-such-endpoint', { cookie: ctx.individual });
    expect(missing.status).toBe(404);
    const xml = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth-login',
      headers: { origin: ORIGIN, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ code: 415, message: th.server.unsupported_media });
  });
});

describe('sign-in timing does not tell which e-mails are registered', () => {
  it('an unknown e-mail takes as long as a wrong password for a known one', async () => {
    const ctx = await testApp({
      loginLimit: { perAccount: 1000, perAddress: 1000, windowMs: 60_000 },
    });
    try {
      const time = async (email: string) => {
        const started = performance.now();
        const res = await call(ctx.app, 'POST', 'auth-login', {
          body: { email, password: 'Wrong@1234' },
        });
        expect(res.status).toBe(400);
        return performance.now() - started;
      };
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      await time('admin@demo.th'); // the decoy hash is made once
      await time('nobody@demo.th');
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 9; i++) {
        known.push(await time('admin@demo.th'));
        unknown.push(await time(`nobody${i}@demo.th`));
      }
      // The password check (argon2id) is most of a failed sign-in's time.
      expect(median(unknown)).toBeGreaterThan(median(known) * 0.6);
    } finally {
      await ctx.close();
    }
  });
});
