/**
 * E-mail of the portal. Every message is written to the `outbox` table first. With
 * SMTP_URL set, the app's sender delivers the unsent rows (once the message is committed,
 * and again whenever `deliver` runs); without it the mail is only kept (sandbox), and the
 * development mailbox (GET dev-getmailbox) lists it so a person can follow its links.
 */
import { desc, eq, sql } from 'drizzle-orm';
import {
  RESET_LINK_TTL_MS,
  VERIFY_LINK_TTL_MS,
  type LinkKind,
  type MailLink,
} from '../../contract/schemas/password';
import { th } from '../../i18n/th';
import type { Db, DbOrTx } from '../db/client';
import { outbox, users } from '../db/schema';
import { afterCommit, transaction } from '../db/transaction';
import { issueToken, retireTokens } from './linkTokens';
import { mailSettingsOf, type MailConfig, type MailSettings } from './mailSettings';
import { OutboxSender } from './outboxSender';
import { fill } from '../text';

export interface OutgoingMail {
  kind: string;
  userId?: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  links?: MailLink[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** The text and HTML of a link e-mail; the link stands where the template says `%{link}`. */
function linkBody(
  texts: { text: string; button: string },
  values: { name: string; email: string },
  url: string,
) {
  const signature = th.server.password.mail_signature;
  const text = `${fill(texts.text, { ...values, link: url })}\n\n${signature}\n`;
  const paragraphs = fill(texts.text, { ...values, link: '\u0000' })
    .split('\n\n')
    .map((p) =>
      p === '\u0000'
        ? `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 20px;background:#1565c0;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(texts.button)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(url)}</p>`
        : `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`,
    );
  const html = `<!doctype html><html lang="th"><body style="font-family:Sarabun,Tahoma,sans-serif">${paragraphs.join('')}<p>${escapeHtml(signature)}</p></body></html>`;
  return { text, html };
}

/**
 * The mail of one app: its settings and, with SMTP_URL set, its outbox sender. `buildApp`
 * makes one (a malformed SMTP_URL stops the start) and hands it to the handlers in `Deps`.
 */
export class Mailer {
  readonly settings: MailSettings;
  private readonly sender: OutboxSender | undefined;

  constructor(
    private readonly db: Db,
    config: MailConfig,
  ) {
    this.settings = mailSettingsOf(config);
    const { smtpUrl, from } = this.settings;
    this.sender = smtpUrl ? new OutboxSender(db, smtpUrl, from) : undefined;
  }

  /**
   * Writes a message to the outbox. With SMTP configured its delivery starts once it is
   * committed: at once on the database, at the commit of a transaction opened with
   * `transaction` (db/transaction.ts), never after a rollback.
   */
  async enqueue(db: DbOrTx, mail: OutgoingMail): Promise<number> {
    const [row] = await db
      .insert(outbox)
      .values({
        kind: mail.kind,
        user_id: mail.userId ?? null,
        to_address: mail.to,
        subject: mail.subject,
        body_text: mail.text,
        body_html: mail.html ?? null,
        links: mail.links ?? [],
      })
      .returning({ id: outbox.id });
    const sender = this.sender;
    if (sender) await afterCommit(db, () => void sender.kick());
    return row.id;
  }

  /** Sends the unsent messages now (a periodic job retries failures with it); resolves when done. */
  deliver(): Promise<void> {
    return this.sender?.kick() ?? Promise.resolve();
  }

  /** Registration: a verify link (24 h) e-mailed to the user, in Thai. */
  async sendVerificationEmail(db: DbOrTx, userId: number): Promise<void> {
    const t = th.server.password;
    await transaction(db, (tx) =>
      this.sendLinkMail(tx, userId, 'verify_email', VERIFY_LINK_TTL_MS, {
        subject: t.mail_verify_subject,
        text: t.mail_verify_text,
        button: t.mail_verify_button,
      }),
    );
  }

  /** Forgot password: a reset link (30 min) that replaces the user's earlier unused ones. */
  sendResetEmail(db: DbOrTx, userId: number) {
    const t = th.server.password;
    return transaction(db, async (tx) => {
      await retireTokens(tx, userId, 'reset_password');
      return this.sendLinkMail(tx, userId, 'reset_password', RESET_LINK_TTL_MS, {
        subject: t.mail_reset_subject,
        text: t.mail_reset_text,
        button: t.mail_reset_button,
      });
    });
  }

  /** A link e-mail: a new token, a Thai text part and a small HTML part with one button. */
  private async sendLinkMail(
    db: DbOrTx,
    userId: number,
    kind: LinkKind,
    ttlMs: number,
    texts: { subject: string; text: string; button: string },
  ) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new Error(`no user ${userId}`);
    const { token, expiresAt } = await issueToken(db, userId, kind, ttlMs);
    const page = kind === 'verify_email' ? '/verify-email' : '/reset-password';
    const expireIn = expiresAt.getTime();
    const path = `${page}?auth_uid=${encodeURIComponent(token)}&expireIn=${expireIn}`;
    const url = `${this.settings.publicUrl}${path}`;
    const name =
      `${user.indiv_first_name} ${user.indiv_last_name}`.trim() || th.server.password.mail_someone;
    await this.enqueue(db, {
      kind,
      userId,
      to: user.email,
      subject: texts.subject,
      ...linkBody(texts, { name, email: user.email }, url),
      links: [{ kind, url, path, expireIn }],
    });
    return { token, expiresAt };
  }

  /** The newest outbox rows (development mailbox). */
  async latest(to?: string, limit = 50) {
    const base = this.db.select().from(outbox);
    const filtered = to ? base.where(sql`lower(${outbox.to_address}) = ${to.toLowerCase()}`) : base;
    return filtered.orderBy(desc(outbox.id)).limit(limit);
  }

  /** Waits for the delivery under way and closes the SMTP connection (app closing). */
  async close() {
    await this.sender?.close();
  }
}
