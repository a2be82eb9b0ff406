import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from './db/client';
import type { PushDelivery } from './integrations/push';

/**
 * Events between server processes (a new notification, later order and booking changes)
 * travel through the database's `NOTIFY`, never process memory: every process behind a load
 * balancer hears every event. Published inside a transaction, an event is delivered when
 * the transaction commits, and not at all if it rolls back.
 */
export type PortalEvent =
  /** The notifications of these users changed: a new one, or some read. */
  | { type: 'notification'; userIds: number[] }
  /** Sessions of these users ended (sign-out, password changed): their live streams re-check. */
  | { type: 'session-ended'; userIds: number[] }
  /** What the sessions of these users may do changed (role, menus): their browsers read it again. */
  | { type: 'session-changed'; userIds: number[] };

const CHANNEL = 'portal_events';
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more. */
const MAX_PAYLOAD = 7900;

/**
 * Publishes `event` through `db` to every process: with a transaction, on its commit. Code
 * without the app's bus at hand (the session functions) publishes with this.
 */
export async function publishEvent(db: DbOrTx, event: PortalEvent) {
  const payload = JSON.stringify(event);
  if (payload.length > MAX_PAYLOAD) throw new Error(`event too large (${payload.length} bytes)`);
  await db.execute(sql`SELECT pg_notify(${CHANNEL}, ${payload})`);
}

export class EventBus {
  private readonly listeners = new Set<(event: PortalEvent) => void>();
  private stop?: () => Promise<void>;

  constructor(
    private readonly database: Database,
    /** The push messages to users' devices that go with their notifications. */
    readonly push: PushDelivery,
  ) {}

  /** Starts hearing the events of every process (this one's included). */
  async start(onError?: (err: unknown) => void) {
    this.stop = await this.database.listen(CHANNEL, (payload) => {
      let event: PortalEvent;
      try {
        event = JSON.parse(payload) as PortalEvent;
      } catch (err) {
        onError?.(err);
        return;
      }
      for (const listener of this.listeners) listener(event);
    });
  }

  /** Publishes through `db`: with a transaction, on its commit. */
  publish(db: DbOrTx, event: PortalEvent) {
    return publishEvent(db, event);
  }

  /** Calls `listener` with each event; the returned function stops it. */
  subscribe(listener: (event: PortalEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close() {
    this.listeners.clear();
    await this.stop?.();
  }
}
