import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/migrate';
import { outbox } from '../db/schema';
import { composeMessage, parseMailbox } from './mailFormat';
import { mailSettings } from './mailSettings';
import { parseSmtpUrl, smtpSend } from './smtp';

/**
 * The outbox sender: with SMTP_URL set, delivers unsent `outbox` rows by SMTP. It runs
 * after each message is written (`kickDelivery`); a periodic job may call `deliverOutbox`
 * to retry failures sooner than the next message.
 */

/** Tries per message. */
const MAX_ATTEMPTS = 5;
/** A claim older than this is taken over (its sender died mid-way). */
const CLAIM_TIMEOUT = '5 minutes';

interface Claimed {
  id: number;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
}

/** Takes one unsent row for this sender; SKIP LOCKED keeps two processes off the same row. */
async function claimNext(db: Db, afterId: number): Promise<Claimed | undefined> {
  const result = await db.execute(sql`
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
 * Sends the unsent outbox rows after `afterId` by SMTP (each row tried at most 5 times; a
 * failure is kept in `error` and the row is tried again by a later run). Returns how many
 * were sent and the last row tried.
 */
export async function deliverOutbox(
  db: Db,
  afterId = 0,
): Promise<{ sent: number; lastId: number }> {
  const settings = mailSettings(db);
  if (!settings.smtpUrl) return { sent: 0, lastId: afterId };
  const target = parseSmtpUrl(settings.smtpUrl);
  const from = parseMailbox(settings.from);
  let sent = 0;
  let lastId = afterId;
  // In id order, each row once per run: a failed row waits for the next run.
  for (let row = await claimNext(db, lastId); row; row = await claimNext(db, lastId)) {
    lastId = row.id;
    try {
      const data = composeMessage({
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.body_text,
        html: row.body_html,
      });
      await smtpSend(target, { from: from.address, to: row.to_address, data });
      await db
        .update(outbox)
        .set({ sent_at: new Date(), claimed_at: null, error: null })
        .where(eq(outbox.id, row.id));
      sent += 1;
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      await db.update(outbox).set({ claimed_at: null, error }).where(eq(outbox.id, row.id));
    }
  }
  return { sent, lastId };
}

/** One delivery run per database at a time; a request during a run asks for one more. */
const running = new WeakMap<Db, { again: boolean; done: Promise<void> }>();

export function kickDelivery(db: Db): Promise<void> {
  const current = running.get(db);
  if (current) {
    current.again = true;
    return current.done;
  }
  const state = { again: false, done: Promise.resolve() };
  state.done = (async () => {
    try {
      // Mail written during a pass is sent by one more pass over the newer rows only.
      let lastId = 0;
      do {
        state.again = false;
        lastId = (await deliverOutbox(db, lastId)).lastId;
      } while (state.again);
    } catch {
      // The database went away (app closing) or the SMTP URL is malformed: rows stay unsent.
    } finally {
      running.delete(db);
    }
  })();
  running.set(db, state);
  return state.done;
}
