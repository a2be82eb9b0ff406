import type { AppConfig } from '../config';

/** How the portal sends e-mail (server/config.ts: SMTP_URL, MAIL_FROM, PUBLIC_URL, MAIL_SANDBOX). */
export interface MailSettings {
  smtpUrl?: string;
  from: string;
  /** Base of the links, without a trailing slash. */
  publicUrl: string;
  /**
   * The development mailbox is on: only with MAIL_SANDBOX=true, and then only for requests
   * that carry its key, from clients on this machine (it shows reset links; a server listening
   * beyond loopback refuses to start).
   */
  sandbox: boolean;
  /** The key a mailbox request must carry (MAILBOX_KEY); none: the mailbox answers nobody. */
  mailboxKey?: string;
}

/** The parts of the configuration that concern e-mail. */
export type MailConfig = Pick<
  AppConfig,
  'smtpUrl' | 'mailFrom' | 'publicUrl' | 'mailSandbox' | 'mailboxKey'
>;

export function mailSettingsOf(config: MailConfig): MailSettings {
  return {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom ?? 'no-reply@localhost',
    publicUrl: (config.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, ''),
    sandbox: config.mailSandbox === true,
    mailboxKey: config.mailboxKey || undefined,
  };
}

/**
 * Why the server must not start: the development mailbox (it shows reset links) is on while
 * the server listens beyond this machine. Undefined when the start is safe.
 */
export function mailboxStartProblem(config: MailConfig, host: string): string | undefined {
  if (!mailSettingsOf(config).sandbox) return undefined;
  if (['127.0.0.1', 'localhost', '::1'].includes(host)) return undefined;
  return `MAIL_SANDBOX=true shows reset links on /dev/mailbox: it works only with HOST=127.0.0.1 (now ${host}). Set MAIL_SANDBOX=false or SMTP_URL, or listen on 127.0.0.1.`;
}
