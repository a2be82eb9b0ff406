import type { JobQueueConfig } from './jobs/queue';
import { marketplaceConfigFromEnv, type MarketplaceConfig } from './integrations/marketplace';
import type { NdidConfig } from './integrations/ndid';
import { pushConfigFromEnv, type PushConfig } from './integrations/push';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { carrierConfigFromEnv, type CarrierConfig } from './integrations/carrier';
import { webhookConfigFromEnv, type WebhookConfig } from './integrations/webhookHttp';

export interface AppConfig {
  /** PGlite data directory, or `memory://` for an in-memory database. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string;
  /** PGLITE_SHARED_BUFFERS: PGlite's page cache, e.g. `64MB` (default in server/db/client.ts). */
  pgliteSharedBuffers?: string;
  /**
   * A tarball of a PGlite data directory the in-memory database (`memory://`) starts from
   * instead of empty (server/db/client.ts); the API tests' seeded database. Never from the
   * environment.
   */
  pgliteLoadDataDir?: string;
  /**
   * PGLITE_THREAD: PGlite runs in a worker thread of its own (server/db/pgliteThread.ts), on
   * unless `false`; the API tests run it in the request thread unless they ask.
   */
  pgliteThread?: boolean;
  /**
   * The embedded database's VACUUM/ANALYZE rounds (server/db/maintenance.ts); on unless false.
   * API tests turn them off so a round does not fall inside a timed request.
   */
  maintenance?: boolean;
  /** The job queue's workers in this process (server/jobs/queue.ts; JOB_WORKERS, JOB_POLL_SECONDS). */
  jobs?: JobQueueConfig;
  /** Uploaded files (photos, documents). */
  uploadDir: string;
  /** Built app to serve at `/`; omitted in API tests. */
  staticDir?: string;
  /** Fills an empty database with the demo data. */
  seed: boolean;
  logger: boolean | { level: string };
  /** Sets the Secure flag on the session cookie (behind HTTPS). */
  secureCookies: boolean;
  /**
   * Reverse proxies trusted to name the client in X-Forwarded-For (TRUST_PROXY: `true`, a
   * number of hops, or addresses and CIDR ranges separated by commas). Off by default.
   */
  trustProxy?: boolean | number | string[];
  /** Checks every JSON reply against its contract schema (tests, development). */
  validateReplies?: boolean;
  /** Origins allowed for state-changing calls besides the server's own. */
  allowedOrigins: string[];
  loginLimit: { perAccount: number; perAddress: number; windowMs: number };
  /**
   * Requests per API key in a window (server/auth/apiKeys.ts; API_KEY_LIMIT_PER_KEY,
   * API_KEY_LIMIT_WINDOW_MS): 600 a minute unless set.
   */
  apiKeyLimit?: { perKey: number; windowMs: number };
  /** Registrations and registry checks per client address (defaults in routes/register.ts). */
  registerLimit?: { perAddress: number; checksPerAddress: number; windowMs: number };
  /** Real identity services (server/integrations/); each one left unset uses its sandbox driver. */
  identity?: IdentityConfig;
  /** Real marketplace drivers and the token key (server/integrations/marketplace.ts). */
  marketplaces?: MarketplaceConfig;
  /** Firebase Cloud Messaging (server/integrations/push.ts); unset: the push sandbox. */
  push?: PushConfig;
  /** A carrier's booking API (server/integrations/carrier.ts); unset: the sandbox carrier. */
  carrier?: CarrierConfig;
  /**
   * Webhooks (server/integrations/webhookHttp.ts; WEBHOOK_*): which addresses may be named,
   * retries, when a failing endpoint is switched off. Unset: https to public addresses only.
   */
  webhooks?: WebhookConfig;
  /** `smtp://` or `smtps://user:pass@host:port`: also send the outbox by SMTP. */
  smtpUrl?: string;
  /** Sender of the portal's e-mail, `address` or `Name <address>`. */
  mailFrom?: string;
  /** Where e-mailed links point (the app's address as users reach it). */
  publicUrl?: string;
  /** Sandbox e-mail: the development mailbox is public. Default: on when smtpUrl is unset. */
  mailSandbox?: boolean;
  /**
   * MAILBOX_KEY: the development mailbox answers only requests carrying it (printed at start
   * in the mailbox's address); a random one each start when unset. Without one, no request.
   */
  mailboxKey?: string;
  /** Uploaded files in an S3 bucket instead of `uploadDir` (S3_BUCKET set). */
  s3?: S3Config;
}

/** Requests an API key may make in a window, unless configured (`apiKeyLimit`). */
export const API_KEY_LIMIT = { perKey: 600, windowMs: 60_000 };

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const root = process.cwd();
  return {
    dataDir: env.DATA_DIR ?? path.join(root, 'data', 'pglite'),
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS || undefined,
    pgliteThread: env.PGLITE_THREAD !== 'false',
    uploadDir: path.resolve(root, env.UPLOAD_DIR ?? path.join('data', 'uploads')),
    staticDir: path.resolve(root, env.STATIC_DIR ?? 'dist'),
    seed: env.SEED !== 'false',
    logger: { level: env.LOG_LEVEL ?? 'info' },
    secureCookies: env.SECURE_COOKIES === 'true',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').filter(Boolean),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    validateReplies: env.NODE_ENV === 'development' || env.VALIDATE_REPLIES === 'true',
    loginLimit: {
      perAccount: Number(env.LOGIN_LIMIT_PER_ACCOUNT ?? 10),
      perAddress: Number(env.LOGIN_LIMIT_PER_ADDRESS ?? 50),
      windowMs: Number(env.LOGIN_LIMIT_WINDOW_MS ?? 15 * 60 * 1000),
    },
    apiKeyLimit: {
      perKey: Number(env.API_KEY_LIMIT_PER_KEY ?? API_KEY_LIMIT.perKey),
      windowMs: Number(env.API_KEY_LIMIT_WINDOW_MS ?? API_KEY_LIMIT.windowMs),
    },
    identity: identityFromEnv(env),
    marketplaces: marketplaceConfigFromEnv(env),
    jobs: {
      workers: env.JOB_WORKERS !== 'false',
      pollSeconds: env.JOB_POLL_SECONDS ? Number(env.JOB_POLL_SECONDS) : undefined,
    },
    push: pushConfigFromEnv(env),
    carrier: carrierConfigFromEnv(env),
    webhooks: webhookConfigFromEnv(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    publicUrl: env.PUBLIC_URL || `http://127.0.0.1:${env.PORT ?? 3000}`,
    mailSandbox: env.MAIL_SANDBOX ? env.MAIL_SANDBOX === 'true' : undefined,
    mailboxKey: env.MAILBOX_KEY || randomBytes(18).toString('base64url'),
    s3: s3FromEnv(env),
  };
}

/** An S3 bucket (AWS, or an S3-compatible service at `endpoint`) for uploaded files. */
export interface S3Config {
  bucket: string;
  /** S3_ENDPOINT: the service's address, e.g. `http://127.0.0.1:9000`; unset: AWS S3. */
  endpoint?: string;
  region: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; unset: the SDK's default credential chain. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** S3_FORCE_PATH_STYLE=true: `endpoint/bucket/key` addresses, as most S3-compatible services need. */
  forcePathStyle: boolean;
}

function s3FromEnv(env: NodeJS.ProcessEnv): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** Environment of the real identity drivers; see server/integrations/identity.ts. */
export interface IdentityConfig {
  /** DBD_API_URL: company registry (juristic persons). */
  dbdApiUrl?: string;
  /** CIVIL_REGISTRY_URL: Thai ID-card check. */
  civilRegistryUrl?: string;
  /** PASSPORT_API_URL: passport check. */
  passportApiUrl?: string;
  /** REGISTRY_API_KEY: bearer token sent to the three registry APIs above. */
  registryApiKey?: string;
  /** National digital ID (NDID_*): set together, or the sandbox sign-in page is used. */
  ndid?: NdidConfig;
}

function identityFromEnv(env: NodeJS.ProcessEnv): IdentityConfig {
  const { NDID_AUTHORIZE_URL, NDID_TOKEN_URL, NDID_USERINFO_URL, NDID_CLIENT_ID } = env;
  return {
    dbdApiUrl: env.DBD_API_URL || undefined,
    civilRegistryUrl: env.CIVIL_REGISTRY_URL || undefined,
    passportApiUrl: env.PASSPORT_API_URL || undefined,
    registryApiKey: env.REGISTRY_API_KEY || undefined,
    ndid:
      NDID_AUTHORIZE_URL && NDID_TOKEN_URL && NDID_USERINFO_URL && NDID_CLIENT_ID
        ? {
            authorizeUrl: NDID_AUTHORIZE_URL,
            tokenUrl: NDID_TOKEN_URL,
            userinfoUrl: NDID_USERINFO_URL,
            clientId: NDID_CLIENT_ID,
            clientSecret: env.NDID_CLIENT_SECRET || undefined,
            redirectUri: env.NDID_REDIRECT_URI || undefined,
          }
        : undefined,
  };
}

/** TRUST_PROXY=true | <hops> | <address or CIDR>,…; unset or `false` trusts no proxy. */
export function trustProxyFromEnv(value: string | undefined): AppConfig['trustProxy'] {
  const text = value?.trim();
  if (!text || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
