import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { th } from '../i18n/th';
import type { Caller } from './auth/session';
import type { Db } from './db/client';
import { notifications, sessions, users } from './db/schema';
import { ApiError } from './errors';
import type { EventBus, PortalEvent } from './events';

/** A comment this often keeps proxies from closing a quiet stream; each tick re-checks sessions. */
export const HEARTBEAT_MS = 20_000;
/** How long a browser waits before it connects again after the stream drops (`retry:`). */
export const RETRY_MS = 3_000;
/** A client that has not read this much of its stream is gone: the stream ends. */
const MAX_BUFFERED = 256 * 1024;

/** One open Server-Sent Events stream: a signed-in session's browser tab. */
export class EventStream {
  private ended = false;

  constructor(
    readonly userId: number,
    readonly sessionId: number,
    private readonly res: ServerResponse,
    private readonly onEnd: (stream: EventStream) => void,
  ) {}

  get open() {
    return !this.ended;
  }

  write(text: string) {
    if (this.ended || this.res.writableEnded || this.res.destroyed) return this.end();
    if (this.res.writableLength > MAX_BUFFERED) return this.end();
    this.res.write(text);
  }

  /** An event of type `event` whose data is `data` as JSON. */
  send(event: string, data: unknown) {
    this.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  end() {
    if (this.ended) return;
    this.ended = true;
    this.onEnd(this);
    if (!this.res.writableEnded && !this.res.destroyed) this.res.end();
  }
}

/**
 * The live notification streams of this server process (GET notification-stream). Events
 * come from the bus, that is from every process through PostgreSQL: a `notification` event
 * for a user sends their streams the new unread count; a `session-ended` event, and each
 * heartbeat, ends the streams whose session is over (signed out, password changed, account
 * disabled, expired); a `session-changed` event (their role or its menus changed) sends their
 * streams a `session` event, on which the browser reads its session again. `close` ends
 * every stream, so a stopping server waits for none.
 */
export class LiveNotifications {
  private readonly streams = new Set<EventStream>();
  private readonly unsubscribe: () => void;
  private readonly timer: NodeJS.Timeout;
  /** Events are handled one after the other, so the counts reach a stream in order. */
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: Db,
    events: EventBus,
    private readonly onError: (err: unknown) => void,
    heartbeatMs = HEARTBEAT_MS,
  ) {
    this.unsubscribe = events.subscribe((event) => {
      this.queue = this.queue.then(() => this.heard(event)).catch(onError);
    });
    this.timer = setInterval(() => {
      this.queue = this.queue.then(() => this.heartbeat()).catch(onError);
    }, heartbeatMs);
    this.timer.unref();
  }

  /** How many streams are open in this process. */
  get size() {
    return this.streams.size;
  }

  /**
   * Takes the request over and answers it with an event stream of `caller`'s session; the
   * stream lasts until the session ends, the client goes away or the server stops.
   */
  open(caller: Caller, reply: FastifyReply): EventStream {
    // The server is stopping: the browser comes back to another process, or to this one restarted.
    if (this.closed) throw new ApiError(503, th.server.unavailable);
    reply.hijack();
    const res = reply.raw;
    try {
      // Headers the hooks set on the reply (security headers) go out with the stream's own.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) res.setHeader(name, value);
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // nginx and similar proxies pass each event on at once instead of buffering.
        'x-accel-buffering': 'no',
      });
      const stream = new EventStream(caller.id, caller.sessionId, res, (s) =>
        this.streams.delete(s),
      );
      this.streams.add(stream);
      res.on('close', () => stream.end());
      res.on('error', () => stream.end());
      stream.write(`retry: ${RETRY_MS}\n\n`);
      return stream;
    } catch (err) {
      // Taken over, the request has no error reply: the browser sees the connection drop.
      res.destroy();
      throw err;
    }
  }

  /** A comment on every stream, and the end of those whose session is over. */
  async heartbeat() {
    const open = [...this.streams];
    if (!open.length) return;
    for (const s of open) s.write(': heartbeat\n\n');
    await this.endEnded(open);
  }

  private async heard(event: PortalEvent) {
    if (!Array.isArray(event.userIds)) return;
    const users = new Set(event.userIds);
    const theirs = [...this.streams].filter((s) => users.has(s.userId));
    if (!theirs.length) return;
    if (event.type === 'notification') {
      const unread = await this.unreadOf([...new Set(theirs.map((s) => s.userId))]);
      for (const s of theirs) s.send('notification', { unread: unread.get(s.userId) ?? 0 });
    } else if (event.type === 'session-ended') {
      await this.endEnded(theirs);
    } else if (event.type === 'session-changed') {
      for (const s of theirs) s.send('session', {});
    }
  }

  /** Ends the streams whose session no longer lets its user in. */
  private async endEnded(streams: EventStream[]) {
    const live = await this.liveSessions([...new Set(streams.map((s) => s.sessionId))]);
    for (const s of streams) if (!live.has(s.sessionId)) s.end();
  }

  /** Of these sessions, those unexpired whose user is active (the rule of callerFromToken). */
  private async liveSessions(ids: number[]): Promise<Set<number>> {
    const rows = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.user_id))
      .where(
        and(
          inArray(sessions.id, ids),
          gt(sessions.expires_at, sql`now()`),
          eq(users.is_active, true),
        ),
      );
    return new Set(rows.map((r) => r.id));
  }

  private async unreadOf(userIds: number[]): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ userId: notifications.user_id, unread: count() })
      .from(notifications)
      .where(and(inArray(notifications.user_id, userIds), isNull(notifications.read_at)))
      .groupBy(notifications.user_id);
    return new Map(rows.map((r) => [r.userId, r.unread]));
  }

  /** Ends every stream and stops listening; the server stops without waiting for any. */
  close() {
    this.closed = true;
    clearInterval(this.timer);
    this.unsubscribe();
    for (const s of [...this.streams]) s.end();
  }
}
