import path from 'node:path';

export interface AppConfig {
  /** PGlite data directory, or `memory://` for an in-memory database. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string;
  /** Uploaded files (photos, documents). */
  uploadDir: string;
  /** Built app to serve at `/`; omitted in API tests. */
  staticDir?: string;
  /** Fills an empty database with the demo data. */
  seed: boolean;
  logger: boolean | { level: string };
  /** Sets the Secure flag on the session cookie (behind HTTPS). */
  secureCookies: boolean;
  /** Origins allowed for state-changing calls besides the server's own. */
  allowedOrigins: string[];
  loginLimit: { perAccount: number; perAddress: number; windowMs: number };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const root = process.cwd();
  return {
    dataDir: env.DATA_DIR ?? path.join(root, 'data', 'pglite'),
    databaseUrl: env.DATABASE_URL || undefined,
    uploadDir: path.resolve(root, env.UPLOAD_DIR ?? path.join('data', 'uploads')),
    staticDir: path.resolve(root, env.STATIC_DIR ?? 'dist'),
    seed: env.SEED !== 'false',
    logger: { level: env.LOG_LEVEL ?? 'info' },
    secureCookies: env.SECURE_COOKIES === 'true',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').filter(Boolean),
    loginLimit: {
      perAccount: Number(env.LOGIN_LIMIT_PER_ACCOUNT ?? 10),
      perAddress: Number(env.LOGIN_LIMIT_PER_ADDRESS ?? 50),
      windowMs: Number(env.LOGIN_LIMIT_WINDOW_MS ?? 15 * 60 * 1000),
    },
  };
}
