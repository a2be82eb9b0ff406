import { configFromEnv, type AppConfig } from '../config';
import type { Db } from '../db/client';
import { parseSmtpUrl } from './smtp';

/** How the portal sends e-mail (server/config.ts: SMTP_URL, MAIL_FROM, PUBLIC_URL, MAIL_SANDBOX). */
export interface MailSettings {
  smtpUrl?: string;
  from: string;
  /** Base of the links, without a trailing slash. */
  publicUrl: string;
  /**
   * The development mailbox is on: only with MAIL_SANDBOX=true, and then only for clients on
   * this machine (it shows reset links; a server listening beyond loopback refuses to start).
   */
  sandbox: boolean;
}

export function mailSettingsOf(config: AppConfig): MailSettings {
  return {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom ?? 'no-reply@localhost',
    publicUrl: (config.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, ''),
    sandbox: config.mailSandbox === true,
  };
}

/** Settings per database (one per app, so several test apps in a process keep theirs). */
const settingsByDb = new WeakMap<Db, MailSettings>();
/** The app configured last: a transaction (not a key above) uses its settings. */
let lastConfigured: { db: Db; settings: MailSettings } | undefined;

/** Called by the route modules when the app is built. */
export function configureMailer(db: Db, config: AppConfig): MailSettings {
  const settings = mailSettingsOf(config);
  if (settings.smtpUrl) parseSmtpUrl(settings.smtpUrl); // a malformed SMTP_URL stops the start
  settingsByDb.set(db, settings);
  lastConfigured = { db, settings };
  return settings;
}

export const mailSettings = (db: Db) =>
  settingsByDb.get(db) ?? lastConfigured?.settings ?? mailSettingsOf(configFromEnv());

/**
 * The database the sender uses for mail written through `db`: `db` itself when it is an
 * app's database, else (a transaction) the database of the app configured last.
 */
export function senderDb(db: Db): { db: Db; direct: boolean } | undefined {
  if (settingsByDb.has(db)) return { db, direct: true };
  return lastConfigured && { db: lastConfigured.db, direct: false };
}

/**
 * Why the server must not start: the development mailbox (it shows reset links) is on while
 * the server listens beyond this machine. Undefined when the start is safe.
 */
export function mailboxStartProblem(config: AppConfig, host: string): string | undefined {
  if (!mailSettingsOf(config).sandbox) return undefined;
  if (['127.0.0.1', 'localhost', '::1'].includes(host)) return undefined;
  return `MAIL_SANDBOX=true shows reset links on /dev/mailbox: it works only with HOST=127.0.0.1 (now ${host}). Set MAIL_SANDBOX=false or SMTP_URL, or listen on 127.0.0.1.`;
}
