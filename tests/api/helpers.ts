import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app';
import type { AppConfig } from '../../server/config';
import { DEMO_PASSWORD } from '../../server/db/seed';

export { DEMO_PASSWORD };
export const ORIGIN = 'http://localhost:80';

/**
 * Boots the real server on a fresh, seeded database: in-memory PGlite, or, when
 * TEST_DATABASE_URL is set, a new database on that PostgreSQL server (dropped by `close`).
 */
export async function testApp({
  viaPort,
  ...overrides
}: Partial<AppConfig> & {
  /** Reach the test database through this local port (a relay the test controls). */
  viaPort?: number;
} = {}) {
  const admin = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dbName: string | undefined;
  if (admin) {
    dbName = `portal_test_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE ${dbName}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${dbName}`;
    if (viaPort) url.port = String(viaPort);
    databaseUrl = url.toString();
  }
  const config: AppConfig = {
    dataDir: 'memory://',
    uploadDir: mkdtempSync(path.join(tmpdir(), 'portal-uploads-')),
    databaseUrl,
    seed: true,
    logger: false,
    secureCookies: false,
    allowedOrigins: [],
    validateReplies: true,
    loginLimit: { perAccount: 10, perAddress: 50, windowMs: 60_000 },
    ...overrides,
  };
  const app = await buildApp(config);
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

export interface Reply<T = unknown> {
  status: number;
  body: { code: number; message: string; data: T; total?: number; errors?: Record<string, string> };
  cookie?: string;
}

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
  } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.cookie = opts.cookie;
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

/** Signs in a demo account and returns its session cookie. */
export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD) {
  const res = await call(app, 'POST', 'auth-login', { body: { email, password } });
  if (res.status !== 200 || !res.cookie)
    throw new Error(`login ${email}: ${res.status} ${res.body.message}`);
  return res.cookie;
}
