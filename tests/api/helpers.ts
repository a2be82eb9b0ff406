import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { warehouseToday } from '../../contract/dates';
import { MAILBOX_KEY_HEADER } from '../../contract/enums';
import type { SessionData } from '../../contract/schemas/auth';
import { buildApp } from '../../server/app';
import type { AppConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { users, userShops } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/seed/seed';
import type { ApiReply } from '../../src/providers/http';

export { DEMO_PASSWORD };
/** The seeded demo accounts in the order of their ids: two staff, then the shop users. */
export const DEMO_EMAILS = [
  'admin@demo.th',
  'warehouse@demo.th',
  'company@demo.th',
  'individual@demo.th',
  'company2@demo.th',
  'newuser@demo.th',
  'disabled@demo.th',
];
/** The seeded shop users (the shop owners' role), in the order of their ids. */
export const DEMO_SHOP_EMAILS = DEMO_EMAILS.slice(2);
/** The seeded shops' numbers, in the order of their ids. */
export const DEMO_SHOP_NOS = ['SH0001', 'SH0002', 'SH0003', 'SH0004', 'SH0005', 'SH0006'];

/** The development mailbox's key in every test app, and the header that carries it. */
export const TEST_MAILBOX_KEY = 'test-mailbox-key';
export const MAILBOX_HEADERS = { [MAILBOX_KEY_HEADER]: TEST_MAILBOX_KEY };

/** The portal's origin as a browser sends it (the injected requests' Host is localhost:80). */
export const ORIGIN = 'http://localhost';

/**
 * Boots the real server on a fresh, seeded database: in-memory PGlite, or, when
 * TEST_DATABASE_URL is set, a new database on that PostgreSQL server (dropped by `close`).
 * A seeded database starts as a copy of the one migrated and seeded once for the whole run
 * (globalSetup.ts), unless the day has changed since; the server's start finds it ready.
 */
export async function testApp({
  viaPort,
  database,
  ...overrides
}: Partial<AppConfig> & {
  /** Reach the test database through this local port (a relay the test controls). */
  viaPort?: number;
  /** An open database to use (and leave open), shared with another app. */
  database?: Database;
} = {}) {
  const admin = process.env.TEST_DATABASE_URL;
  const template = inject('databaseTemplate');
  // The copy holds the demo data seeded around the template's day, asked for by default.
  const copy =
    template?.day === warehouseToday() && !database && overrides.seed !== false
      ? template
      : undefined;
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (admin) {
    dbName = `portal_test_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(
      copy?.postgresName
        ? `CREATE DATABASE ${dbName} TEMPLATE ${copy.postgresName}`
        : `CREATE DATABASE ${dbName}`,
    );
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${dbName}`;
    if (viaPort) url.port = String(viaPort);
    databaseUrl = url.toString();
  }
  const config: AppConfig = {
    dataDir: 'memory://',
    pgliteLoadDataDir:
      (overrides.dataDir ?? 'memory://') === 'memory://' ? copy?.pgliteFile : undefined,
    uploadDir: mkdtempSync(path.join(tmpdir(), 'portal-uploads-')),
    databaseUrl,
    seed: true,
    logger: false,
    secureCookies: false,
    allowedOrigins: [],
    validateReplies: true,
    loginLimit: { perAccount: 10, perAddress: 50, windowMs: 60_000 },
    // Rounds are run by hand where tested (maintenance.test.ts), never inside a timed request.
    maintenance: false,
    mailboxKey: TEST_MAILBOX_KEY,
    // Jobs are written but run only where a test starts workers (marketplace-sync.test.ts); the
    // sandbox marketplaces fail no call at random.
    jobs: { workers: false },
    marketplaces: { sandbox: { failRate: 0 } },
    // Webhook receivers are servers the tests start on this machine.
    webhooks: { allowLoopback: true },
    ...overrides,
  };
  const app = await buildApp(config, { database });
  return {
    app,
    /** What the app was built with: a second app of `{...config, uploadDir}` shares its database. */
    config,
    async close() {
      await app.close();
      if (admin && dbName) {
        const client = new pg.Client({ connectionString: admin });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await client.end();
      }
    },
  };
}

/** One server for the whole test file: booted before its tests (handed to `ready`), closed after. */
export function serverForFile(
  ready: (app: FastifyInstance) => unknown,
  config?: Parameters<typeof testApp>[0],
) {
  let ctx: Awaited<ReturnType<typeof testApp>> | undefined;
  beforeAll(async () => {
    ctx = await testApp(config);
    await ready(ctx.app);
  });
  afterAll(async () => {
    await ctx?.close();
  });
}

/** A test file's server, its fixtures and the session cookies of its accounts, by name. */
export type ServerWithSessions<A extends string, F> = {
  app: FastifyInstance;
  /** The file's fixtures, made on the app. */
  fx: F;
  /** The user id of each signed-in account. */
  ids: Record<A, number>;
} & Record<A, string>;

/**
 * One server for the whole test file, as `serverForFile`, with `fixtures` made on it and the
 * `accounts` (name: demo e-mail) signed in, in that order, before the tests. The fields of
 * the answer are filled in then: read them inside hooks and tests.
 */
export function serverWithSessions<A extends string, F = undefined>(
  accounts: Record<A, string>,
  fixtures?: (app: FastifyInstance) => F,
  config?: Parameters<typeof testApp>[0],
): ServerWithSessions<A, F> {
  const ctx = { ids: {} } as ServerWithSessions<A, F>;
  const cookies = ctx as Record<A, string>;
  serverForFile(async (app) => {
    ctx.app = app;
    if (fixtures) ctx.fx = fixtures(app);
    for (const [name, email] of Object.entries(accounts) as [A, string][]) {
      const { cookie, session } = await loginSession(app, email);
      cookies[name] = cookie;
      ctx.ids[name] = session.id;
    }
  }, config);
  return ctx;
}

export interface Reply<T = unknown> {
  status: number;
  /** The reply envelope, as the app's http client reads it. */
  body: ApiReply<T>;
  cookie?: string;
}

/** A message template of i18n/th.ts with its `%{name}` places filled, as the server fills them. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

/** Calls `/api/<name>` as the portal's pages do (same-origin header, session cookie). */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  name: string,
  opts: {
    query?: Record<string, string | number>;
    body?: unknown;
    cookie?: string;
    origin?: string | null;
    /** An API key, sent as `Authorization: Bearer <key>` (a shop's program's call). */
    bearer?: string;
    /** Headers besides the cookie and the origin. */
    headers?: Record<string, string>;
  } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.bearer !== undefined) headers.authorization = `Bearer ${opts.bearer}`;
  if (opts.origin !== null) headers.origin = opts.origin ?? ORIGIN;
  const req: InjectOptions = {
    method,
    url: `/api/${name}`,
    headers,
    query: opts.query
      ? Object.fromEntries(Object.entries(opts.query).map(([k, v]) => [k, String(v)]))
      : undefined,
  };
  if (opts.body !== undefined) req.payload = opts.body as InjectOptions['payload'];
  const res = await app.inject(req);
  const setCookie = res.headers['set-cookie'];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return {
    status: res.statusCode,
    body: res.json(),
    cookie: first ? first.split(';')[0] : undefined,
  };
}

/** GET `/api/<name>` with only the session cookie: the raw reply, for files and headers. */
export const getRaw = (
  app: FastifyInstance,
  name: string,
  cookie: string,
  query?: Record<string, string>,
) => app.inject({ method: 'GET', url: `/api/${name}`, query, headers: { cookie } });

/**
 * `app.inject` for an endpoint that may answer with an event stream, which never ends by
 * itself: a stream is read up to its first message and then dropped, as a browser leaving
 * would; any other reply is read whole.
 */
export async function injectStream(app: FastifyInstance, req: InjectOptions) {
  const res = await app.inject({ ...req, payloadAsStream: true });
  const sse = String(res.headers['content-type'] ?? '').startsWith('text/event-stream');
  const chunks: Buffer[] = [];
  for await (const chunk of res.stream()) {
    chunks.push(Buffer.from(chunk as Uint8Array));
    if (sse && Buffer.concat(chunks).includes('\n\n')) break;
  }
  if (sse) res.raw.res.destroy();
  const rawPayload = Buffer.concat(chunks);
  const body = rawPayload.toString();
  return {
    statusCode: res.statusCode,
    headers: res.headers,
    rawPayload,
    body,
    json: () => JSON.parse(body) as unknown,
  };
}

/** Signs in a demo account: its session cookie and the sign-in's data (shops, menus, id). */
export async function loginSession(app: FastifyInstance, email: string, password = DEMO_PASSWORD) {
  const res = await call<SessionData>(app, 'POST', 'auth-login', { body: { email, password } });
  if (res.status !== 200 || !res.cookie)
    throw new Error(`login ${email}: ${res.status} ${res.body.message}`);
  return { cookie: res.cookie, session: res.body.data };
}

/** Signs in each demo account in turn: the session cookies, user ids and sign-in data, by e-mail. */
export async function loginEach<E extends string>(app: FastifyInstance, emails: readonly E[]) {
  const cookies = {} as Record<E, string>;
  const ids = {} as Record<E, number>;
  const sessions = {} as Record<E, SessionData>;
  for (const email of emails) {
    const { cookie, session } = await loginSession(app, email);
    cookies[email] = cookie;
    ids[email] = session.id;
    sessions[email] = session;
  }
  return { cookies, ids, sessions };
}

/** Signs in a demo account and returns its session cookie. */
export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD) {
  return (await loginSession(app, email, password)).cookie;
}

/** The id of the user with this e-mail (a demo account or one a test made). */
export async function userIdOf(app: FastifyInstance, email: string) {
  const [row] = await app.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row.id;
}

/** The first shop (lowest id) of a shop user. */
export async function firstShopOf(app: FastifyInstance, email: string) {
  const [row] = await app.database.db
    .select({ id: userShops.shop_id })
    .from(userShops)
    .innerJoin(users, eq(users.id, userShops.user_id))
    .where(eq(users.email, email))
    .orderBy(userShops.shop_id)
    .limit(1);
  return row.id;
}

/** The row id of a sub-district (`code`, as 101701) of a district, as the address lookup answers. */
export async function subDistrictId(
  app: FastifyInstance,
  province: number,
  district: number,
  code: string,
) {
  const res = await call<{ id: number; subdist_code: string }[]>(
    app,
    'GET',
    'master-getsubdistricts',
    { query: { province_id: province, district_id: district } },
  );
  const row = res.body.data.find((s) => s.subdist_code === code);
  if (!row) throw new Error(`no sub-district ${code}`);
  return row.id;
}

/** The row ids of these sub-districts (`[province, district, code]`), by code. */
export async function subDistrictIds(
  app: FastifyInstance,
  places: readonly (readonly [number, number, string])[],
) {
  const ids: Record<string, number> = {};
  for (const [province, district, code] of places)
    ids[code] = await subDistrictId(app, province, district, code);
  return ids;
}

export type Upload = { name: string; type?: string; content: Buffer };

/** A multipart/form-data body as a browser's FormData sends it: the text fields, then the files. */
export async function formData(
  fields: Record<string, string | number>,
  files: Record<string, Upload> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  for (const [k, f] of Object.entries(files))
    form.append(k, new Blob([new Uint8Array(f.content)], { type: f.type }), f.name);
  const body = new Response(form);
  return {
    contentType: body.headers.get('content-type') as string,
    payload: Buffer.from(await body.arrayBuffer()),
  };
}

/** Posts a multipart form to `/api/<name>` as the portal's pages do (origin, session cookie). */
export async function postForm(
  app: FastifyInstance,
  name: string,
  cookie: string | undefined,
  fields: Record<string, string | number>,
  files: Record<string, Upload> = {},
) {
  const { contentType, payload } = await formData(fields, files);
  const headers: Record<string, string> = { origin: ORIGIN, 'content-type': contentType };
  if (cookie) headers.cookie = cookie;
  return app.inject({ method: 'POST', url: `/api/${name}`, headers, payload });
}

/** Uploads product photos as the product page does: multipart/form-data from the signed-in page. */
export const uploadPhotos = (
  app: FastifyInstance,
  cookie: string,
  fields: Record<string, string | number>,
  files: Record<string, Upload>,
) => postForm(app, 'upload-uploadproductpic', cookie, fields, files);

/** A stored product photo by its key, as the product page's picture asks for it. */
export const getPhoto = (app: FastifyInstance, cookie: string, key: string) =>
  getRaw(app, 'product-getpic', cookie, { key });
