/**
 * E-mail of the portal. Every message is written to the `outbox` table first. With
 * SMTP_URL set, a sender delivers the unsent rows (right after each is written, and again
 * whenever `deliverOutbox` runs); without it the mail is only kept (sandbox), and the
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
import type { Db } from '../db/client';
import { outbox, users } from '../db/schema';
import { issueToken, retireTokens } from './linkTokens';
import { escapeHtml } from './mailFormat';
import { mailSettings, senderDb } from './mailSettings';
import { kickDelivery } from './outboxSender';

export { configureMailer, mailSettings, type MailSettings } from './mailSettings';
export { deliverOutbox, kickDelivery } from './outboxSender';

/** A message written inside a transaction is sent once the transaction has had time to commit. */
const AFTER_COMMIT_MS = 1000;

export interface OutgoingMail {
  kind: string;
  userId?: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  links?: MailLink[];
}

/**
 * Writes a message to the outbox and, with SMTP configured, starts its delivery. `db` may be
 * a transaction: the message then exists only if the transaction commits.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<number> {
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
  const sender = mailSettings(db).smtpUrl ? senderDb(db) : undefined;
  if (sender?.direct) void kickDelivery(sender.db);
  else if (sender) {
    // `db` is a transaction (registration writes its mail with the new account): the row is
    // visible to the sender after the commit. A later run sends it if this one is early.
    setTimeout(() => void kickDelivery(sender.db), AFTER_COMMIT_MS).unref();
  }
  return row.id;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/%\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

/** A link e-mail: a Thai text part and a small HTML part with one button. */
async function sendLinkMail(
  db: Db,
  userId: number,
  kind: LinkKind,
  ttlMs: number,
  texts: { subject: string; text: string; button: string },
) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  const settings = mailSettings(db);
  const { token, expiresAt } = await issueToken(db, userId, kind, ttlMs);
  const page = kind === 'verify_email' ? '/verify-email' : '/reset-password';
  const expireIn = expiresAt.getTime();
  const path = `${page}?auth_uid=${encodeURIComponent(token)}&expireIn=${expireIn}`;
  const url = `${settings.publicUrl}${path}`;
  const name =
    `${user.indiv_first_name} ${user.indiv_last_name}`.trim() || th.server.password.mail_someone;
  const text = `${fill(texts.text, { name, email: user.email, link: url })}\n\n${th.server.password.mail_signature}\n`;
  const paragraphs = fill(texts.text, { name, email: user.email, link: '\u0000' })
    .split('\n\n')
    .map((p) =>
      p === '\u0000'
        ? `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 20px;background:#1565c0;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(texts.button)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(url)}</p>`
        : `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`,
    );
  const html = `<!doctype html><html lang="th"><body style="font-family:Sarabun,Tahoma,sans-serif">${paragraphs.join('')}<p>${escapeHtml(th.server.password.mail_signature)}</p></body></html>`;
  await enqueueMail(db, {
    kind,
    userId,
    to: user.email,
    subject: texts.subject,
    text,
    html,
    links: [{ kind, url, path, expireIn }],
  });
  return { token, expiresAt };
}

/**
 * Registration calls this: a verify link (24 h) e-mailed to the user, in Thai. May run inside
 * the registration's transaction (token and message are then part of it).
 */
export async function sendVerificationEmail(db: Db, userId: number): Promise<void> {
  const t = th.server.password;
  await sendLinkMail(db, userId, 'verify_email', VERIFY_LINK_TTL_MS, {
    subject: t.mail_verify_subject,
    text: t.mail_verify_text,
    button: t.mail_verify_button,
  });
}

/** Forgot password: a reset link (30 min) that replaces the user's earlier unused ones. */
export async function sendResetEmail(db: Db, userId: number) {
  const t = th.server.password;
  await retireTokens(db, userId, 'reset_password');
  return sendLinkMail(db, userId, 'reset_password', RESET_LINK_TTL_MS, {
    subject: t.mail_reset_subject,
    text: t.mail_reset_text,
    button: t.mail_reset_button,
  });
}

/** The newest outbox rows (development mailbox). */
export async function latestMail(db: Db, to?: string, limit = 50) {
  const base = db.select().from(outbox);
  const filtered = to ? base.where(sql`lower(${outbox.to_address}) = ${to.toLowerCase()}`) : base;
  return filtered.orderBy(desc(outbox.id)).limit(limit);
}
