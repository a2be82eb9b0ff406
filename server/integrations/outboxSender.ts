import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { SMTPTransportOptions } from 'nodemailer/lib/smtp-transport';
import type { Db } from '../db/client';
import { rowsOf } from '../db/migrate';
import { outbox } from '../db/schema';

/** Tries per message. */
export const MAX_ATTEMPTS = 5;
/** A claim older than this is taken over (its sender died mid-way). */
const CLAIM_TIMEOUT = '5 minutes';
const TIMEOUT_MS = 20_000;

const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

/**
 * The SMTP connection of SMTP_URL: `smtps://` is TLS from the first byte (port 465 by
 * default), `smtp://` is upgraded by STARTTLS when the server offers it (port 587). User and
 * password come from the URL; they are sent only over TLS, or to a relay on this machine.
 * `?tls.rejectUnauthorized=false` accepts a server certificate no authority signed.
 * Throws on a URL that is not one of these (the server then does not start).
 */
export function smtpOptions(smtpUrl: string): SMTPTransportOptions {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got ${url.protocol})`);
  }
  const secure = url.protocol === 'smtps:';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const user = decodeURIComponent(url.username);
  return {
    host,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: user ? { user, pass: decodeURIComponent(url.password) } : undefined,
    requireTLS: !secure && !!user && !isLoopback(host),
    tls: { rejectUnauthorized: url.searchParams.get('tls.rejectUnauthorized') !== 'false' },
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  };
}

interface Claimed {
  id: number;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
}

/**
 * Delivers unsent `outbox` rows by SMTP. Any process may run it: each row is claimed with
 * `FOR UPDATE SKIP LOCKED`, so two senders never take the same row; a row is tried at most
 * MAX_ATTEMPTS times, its last failure kept in `error`.
 */
export class OutboxSender {
  private readonly transport: Transporter;
  /** The delivery run under way; `again` asks it for one more pass. */
  private running: { again: boolean; done: Promise<void> } | undefined;

  constructor(
    private readonly db: Db,
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpOptions(smtpUrl));
  }

  /** Takes one unsent row after `afterId`. */
  private async claimNext(afterId: number): Promise<Claimed | undefined> {
    const result = await this.db.execute(sql`
      UPDATE outbox SET claimed_at = now(), attempts = attempts + 1
      WHERE id = (
        SELECT id FROM outbox
        WHERE id > ${afterId} AND sent_at IS NULL AND attempts < ${MAX_ATTEMPTS}
          AND (claimed_at IS NULL OR claimed_at < now() - ${CLAIM_TIMEOUT}::interval)
        ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, to_address, subject, body_text, body_html`);
    return rowsOf<Claimed>(result)[0];
  }

  /**
   * Sends the unsent rows after `afterId`, in id order, each once per run (a failed row
   * waits for the next run). Returns how many were sent and the last row tried.
   */
  async deliver(afterId = 0): Promise<{ sent: number; lastId: number }> {
    let sent = 0;
    let lastId = afterId;
    for (let row = await this.claimNext(lastId); row; row = await this.claimNext(lastId)) {
      lastId = row.id;
      try {
        await this.transport.sendMail({
          from: this.from,
          to: row.to_address,
          subject: row.subject,
          text: row.body_text,
          html: row.body_html ?? undefined,
          textEncoding: 'base64',
        });
        await this.db
          .update(outbox)
          .set({ sent_at: new Date(), claimed_at: null, error: null })
          .where(eq(outbox.id, row.id));
        sent += 1;
      } catch (err) {
        const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
        await this.db.update(outbox).set({ claimed_at: null, error }).where(eq(outbox.id, row.id));
      }
    }
    return { sent, lastId };
  }

  /** Starts a delivery run, or asks the one under way for another pass; resolves when it ends. */
  kick(): Promise<void> {
    if (this.running) {
      this.running.again = true;
      return this.running.done;
    }
    const state = { again: false, done: Promise.resolve() };
    state.done = (async () => {
      try {
        // Mail written during a pass is sent by one more pass over the newer rows only.
        let lastId = 0;
        do {
          state.again = false;
          lastId = (await this.deliver(lastId)).lastId;
        } while (state.again);
      } catch {
        // The database went away (app closing): the rows stay unsent for a later run.
      } finally {
        this.running = undefined;
      }
    })();
    this.running = state;
    return state.done;
  }

  /** Waits for the run under way, then closes the SMTP transport. */
  async close() {
    await this.running?.done;
    this.transport.close();
  }
}
