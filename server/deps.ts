import type { ApiKeyCallers } from './auth/apiKeys';
import type { PasswordAttempts } from './auth/attempts';
import type { CallerCache } from './auth/callerCache';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { EventBus } from './events';
import type { Mailer } from './integrations/mailer';
import type { LiveNotifications } from './liveNotifications';
import type { FileStore } from './storage/files';
import type { JobQueue } from './jobs/queue';
import type { MarketplaceSync } from './domain/marketplaceSync';
import type { Webhooks } from './domain/webhooks';

/** The services every endpoint, sandbox page and integration reaches through `deps`. */
export interface Deps {
  db: Db;
  config: AppConfig;
  files: FileStore;
  /** Failed-password counters shared by every endpoint that takes a password. */
  attempts: PasswordAttempts;
  /** The app's e-mail: settings, outbox, sender. */
  mailer: Mailer;
  /** Events heard by every server process (server/events.ts). */
  events: EventBus;
  /** The open notification streams of this process (server/liveNotifications.ts). */
  live: LiveNotifications;
  /** The job queue on the database (server/jobs/queue.ts). */
  jobs: JobQueue;
  /** Marketplace pulls, token refreshes, shipping confirmations and stock pushes, as jobs. */
  marketplaceSync: MarketplaceSync;
  /** The shops' webhooks: endpoints, their deliveries as jobs, a delivery sent again. */
  webhooks: Webhooks;
  /** Callers kept between requests, on the embedded database only (server/auth/callerCache.ts). */
  callers?: CallerCache;
  /** Callers of API keys (`Authorization: Bearer`), their limit and last use. */
  apiKeys: ApiKeyCallers;
}
