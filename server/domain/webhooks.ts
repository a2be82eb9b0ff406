import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_PING,
  WEBHOOK_SECRET_START,
  type BookingStatusData,
  type OrderCreatedData,
  type OrderStatusData,
  type StockLowData,
  type WebhookCreateBody,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookEventType,
  type WebhookPayload,
  type WebhookRow,
  type WebhookUpdateBody,
} from '../../contract/schemas/webhooks';
import type { OrderStatus } from '../../contract/schemas/orders';
import { th } from '../../i18n/th';
import type { Db, DbOrTx } from '../db/client';
import { orders, shops, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { transaction } from '../db/transaction';
import { ApiError } from '../errors';
import type { EventBus } from '../events';
import {
  checkWebhookUrl,
  postWebhook,
  WEBHOOK_TIMEOUT_SECONDS,
  type Attempt,
  type WebhookConfig,
} from '../integrations/webhookHttp';
import { sendInTransaction, type Job, type JobQueue, type QueueRules } from '../jobs/queue';
import { fill } from '../text';
import { notifyShop } from './notifications';

// Webhooks (DESIGN.md "Work that runs by itself"): a change that concerns a shop writes, in its
// own transaction, one delivery row per endpoint of the shop subscribed to the event, and one
// job per delivery on the job queue; nothing is sent for a change rolled back, nothing lost for
// one committed. A worker (in whichever process takes the job) POSTs the event, signed; a
// failed try is retried with growing waits for about a day, and an endpoint whose deliveries
// have all failed for a day is switched off and its shop told. A receiver may get an event
// twice (a process stopped between sending and recording): the event id tells it so.

const t = th.server.webhook;

export const WEBHOOK_QUEUE = 'webhook_delivery';
/** Once a day: deliveries older than 30 days, done or given up, leave the log. */
export const WEBHOOK_SWEEP_QUEUE = 'webhook_sweep';
const SWEEP_CRON = '15 3 * * *';

/** The delivery queue's rules: tries, growing waits, how long a try may run. */
export function webhookQueues(cfg: WebhookConfig = {}): Record<string, QueueRules> {
  const timeout = cfg.timeoutSeconds ?? WEBHOOK_TIMEOUT_SECONDS;
  return {
    // pg-boss waits about retryDelay × 2^(n-1) (× 1 to 2 at random) before retry n: with the
    // defaults (60 s, 10 retries) the last try comes 17 to 34 hours after the first.
    [WEBHOOK_QUEUE]: {
      retryLimit: cfg.retryLimit ?? 10,
      retryDelay: cfg.retryDelaySeconds ?? 60,
      retryBackoff: true,
      expireInSeconds: Math.max(60, timeout * 3),
    },
    [WEBHOOK_SWEEP_QUEUE]: {
      policy: 'short',
      retryLimit: 0,
      retryDelay: 60,
      retryBackoff: false,
      expireInSeconds: 300,
    },
  };
}

/** A new signing secret: `whsec_` and 32 url-safe random characters. */
export const newWebhookSecret = () =>
  `${WEBHOOK_SECRET_START}${randomBytes(24).toString('base64url')}`;

/** Rows written in one statement (a statement takes at most 65,535 parameters). */
const INSERT_CHUNK = 1000;

/**
 * Writes the events of one type of a shop, each with a fresh id, for every active endpoint of
 * the shop subscribed to the type, with a delivery job each: in `db`'s transaction, which must
 * be that of the change the events are about. A shop without such endpoints costs one query.
 */
export async function emitWebhooks(
  db: DbOrTx,
  shopId: number,
  type: WebhookEventType,
  events: object[],
): Promise<void> {
  if (!events.length) return;
  const targets = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.shop_id, shopId),
        eq(webhookEndpoints.active, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
      ),
    );
  if (!targets.length) return;
  const created_at = new Date().toISOString();
  const rows = events.flatMap((data) => {
    const payload: WebhookPayload = {
      id: randomUUID(),
      type,
      created_at,
      shop_id: shopId,
      data: data as Record<string, unknown>,
    };
    return targets.map((e) => ({
      endpoint_id: e.id,
      event_id: payload.id,
      event_type: type,
      payload,
    }));
  });
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const made = await db
      .insert(webhookDeliveries)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .returning({ id: webhookDeliveries.id });
    await sendInTransaction(
      db,
      WEBHOOK_QUEUE,
      made.map((d) => ({ delivery_id: d.id })),
    );
  }
}

/** One event of a shop, as `emitWebhooks`. */
export const emitWebhook = (db: DbOrTx, shopId: number, type: WebhookEventType, data: object) =>
  emitWebhooks(db, shopId, type, [data]);

// --- the events, as the changes that cause them call them ---

/** Orders that came in (the form, an import, a marketplace): an `order.created` each. */
export const ordersCreated = (db: DbOrTx, shopId: number, made: OrderCreatedData[]) =>
  emitWebhooks(db, shopId, 'order.created', made);

/**
 * An order moved from `from` to `to` (after its row is written): `order.status_changed`, with
 * its tracking number once it has one.
 */
export async function orderStatusChanged(db: DbOrTx, orderId: number, from: number, to: number) {
  const [order] = await db
    .select({ order_no: orders.order_id, shop_id: orders.shop_id, tracking_no: orders.tracking_no })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  const data: OrderStatusData = {
    id: orderId,
    order_no: order.order_no,
    from,
    to,
    status_name: th.app.orders.status[to as OrderStatus] ?? String(to),
    tracking_no: order.tracking_no,
  };
  await emitWebhook(db, order.shop_id, 'order.status_changed', data);
}

/** A movement brought an item's stock on hand to its reorder point or below: `stock.low`. */
export const stockLow = (db: DbOrTx, shopId: number, data: StockLowData) =>
  emitWebhook(db, shopId, 'stock.low', data);

/** Staff moved a booking through `steps`: one `booking.status_changed` for the save. */
export const bookingStatusChanged = (db: DbOrTx, shopId: number, data: BookingStatusData) =>
  emitWebhook(db, shopId, 'booking.status_changed', data);

// --- the shop's endpoints ---

type EndpointRecord = typeof webhookEndpoints.$inferSelect;
type DeliveryRecord = typeof webhookDeliveries.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** An endpoint as the contract has it: the secret's last 4 characters only. */
export const endpointRow = (e: EndpointRecord): WebhookRow => ({
  id: e.id,
  shop_id: e.shop_id,
  url: e.url,
  description: e.description,
  events: e.events,
  active: e.active,
  failing_since: iso(e.failing_since),
  disabled_at: iso(e.disabled_at),
  disabled_reason: e.disabled_reason,
  created_at: e.created_at.toISOString(),
  secret_hint: e.secret.slice(-4),
});

export const deliveryRow = (d: DeliveryRecord): WebhookDelivery => ({
  id: d.id,
  endpoint_id: d.endpoint_id,
  event_id: d.event_id,
  event_type: d.event_type,
  status: d.status,
  attempts: d.attempts,
  response_status: d.response_status,
  error: d.error,
  created_at: d.created_at.toISOString(),
  last_attempt_at: iso(d.last_attempt_at),
  delivered_at: iso(d.delivered_at),
});

const endpointNotFound = () => new ApiError(404, t.not_found);

/** The shop's endpoint (404 when it is not there, or another shop's). */
export async function endpointOf(db: DbOrTx, shopId: number, id: number) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.shop_id, shopId)));
  if (!row) throw endpointNotFound();
  return row;
}

export async function listEndpoints(db: DbOrTx, shopId: number): Promise<WebhookRow[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.shop_id, shopId))
    .orderBy(webhookEndpoints.id);
  return rows.map(endpointRow);
}

// --- sending ---

export interface WebhookDeps {
  db: Db;
  events: EventBus;
  queue: JobQueue;
  config: WebhookConfig;
}

/** How long `seconds` is, in the largest whole unit (the disabled notice's "for a day"). */
function period(seconds: number) {
  const units = [
    [86_400, t.days],
    [3600, t.hours],
    [60, t.minutes],
  ] as const;
  for (const [size, text] of units) {
    if (seconds >= size && seconds % size === 0) return fill(text, { count: seconds / size });
  }
  return fill(t.seconds, { count: seconds });
}

/**
 * The shop's webhooks: registering endpoints, the delivery worker, a delivery sent again and
 * a test event.
 */
export class Webhooks {
  constructor(readonly deps: WebhookDeps) {}

  private get disableAfterMs() {
    return (this.deps.config.disableAfterSeconds ?? 86_400) * 1000;
  }

  /** Runs this process's share of the deliveries (when it runs workers). */
  async start() {
    await this.deps.queue.work<{ delivery_id: number }>(WEBHOOK_QUEUE, (job) => this.run(job));
    await this.deps.queue.work(WEBHOOK_SWEEP_QUEUE, () => this.sweep());
    await this.deps.queue.schedule(WEBHOOK_SWEEP_QUEUE, SWEEP_CRON);
  }

  /** Deliveries older than 30 days that wait for nothing more leave the log. */
  async sweep() {
    await this.deps.db
      .delete(webhookDeliveries)
      .where(
        and(
          lt(webhookDeliveries.created_at, sql`now() - interval '30 days'`),
          ne(webhookDeliveries.status, 'pending'),
        ),
      );
  }

  async create(userId: number, body: WebhookCreateBody): Promise<WebhookCreated> {
    await checkWebhookUrl(body.url, this.deps.config);
    return transaction(this.deps.db, async (tx) => {
      // The shop's row held: two registrations of one shop count its endpoints in turn.
      const [shop] = await tx
        .select({ id: shops.id })
        .from(shops)
        .where(eq(shops.id, body.shop_id))
        .for('no key update');
      if (!shop) throw new ApiError(404, t.shop_not_found);
      const [{ n }] = await tx
        .select({ n: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.shop_id, body.shop_id));
      if (n >= WEBHOOK_ENDPOINTS_MAX) {
        throw new ApiError(400, fill(t.too_many, { max: WEBHOOK_ENDPOINTS_MAX }));
      }
      const [row] = await tx
        .insert(webhookEndpoints)
        .values({
          shop_id: body.shop_id,
          url: body.url.trim(),
          description: (body.description ?? '').trim(),
          events: body.events,
          secret: newWebhookSecret(),
          created_by: userId,
        })
        .returning();
      return { ...endpointRow(row), secret: row.secret };
    });
  }

  /**
   * Changes an endpoint. Switched on again (by its shop, after the portal or the shop switched
   * it off), or given another address, it starts afresh: its failures are forgotten.
   */
  async update(body: WebhookUpdateBody): Promise<WebhookRow> {
    await checkWebhookUrl(body.url, this.deps.config);
    return transaction(this.deps.db, async (tx) => {
      const [current] = await tx
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, body.id), eq(webhookEndpoints.shop_id, body.shop_id)))
        .for('update');
      if (!current) throw endpointNotFound();
      const url = body.url.trim();
      const fresh = (body.active && !current.active) || url !== current.url;
      const [row] = await tx
        .update(webhookEndpoints)
        .set({
          url,
          description: (body.description ?? '').trim(),
          events: body.events,
          active: body.active,
          ...(fresh ? { failing_since: null } : {}),
          ...(body.active ? { disabled_at: null, disabled_reason: null } : {}),
        })
        .where(eq(webhookEndpoints.id, body.id))
        .returning();
      return endpointRow(row);
    });
  }

  /** Removes an endpoint with its log; the jobs of its waiting deliveries then find nothing. */
  async remove(shopId: number, id: number) {
    const gone = await this.deps.db
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.shop_id, shopId)))
      .returning({ id: webhookEndpoints.id });
    if (!gone.length) throw endpointNotFound();
  }

  /** A delivery of the shop's, with its endpoint. */
  private async deliveryOf(db: DbOrTx, shopId: number, id: number, lock = false) {
    const query = db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpoint_id))
      .where(and(eq(webhookDeliveries.id, id), eq(webhookEndpoints.shop_id, shopId)));
    const [found] = lock ? await query.for('update') : await query;
    if (!found) throw new ApiError(404, t.delivery_not_found);
    return found;
  }

  /**
   * Sends a delivered or failed delivery again: a new job, the same event (and id), tried and
   * retried as any. One still waiting for its next try is refused (its job will try it), as is
   * one of an endpoint switched off.
   */
  async resend(shopId: number, id: number): Promise<WebhookDelivery> {
    return transaction(this.deps.db, async (tx) => {
      const { delivery, endpoint } = await this.deliveryOf(tx, shopId, id, true);
      if (delivery.status === 'pending') throw new ApiError(400, t.resend_pending);
      if (!endpoint.active) throw new ApiError(400, t.resend_inactive);
      const [row] = await tx
        .update(webhookDeliveries)
        .set({ status: 'pending' })
        .where(eq(webhookDeliveries.id, id))
        .returning();
      await sendInTransaction(tx, WEBHOOK_QUEUE, [{ delivery_id: id }]);
      return deliveryRow(row);
    });
  }

  /**
   * Sends a `ping` event to the endpoint now, whether on or off, and answers its delivery with
   * the receiver's answer. A test: never retried, and the endpoint's failures are not counted.
   */
  async ping(shopId: number, endpointId: number): Promise<WebhookDelivery> {
    const endpoint = await endpointOf(this.deps.db, shopId, endpointId);
    const payload: WebhookPayload = {
      id: randomUUID(),
      type: WEBHOOK_PING,
      created_at: new Date().toISOString(),
      shop_id: shopId,
      data: { endpoint_id: endpoint.id },
    };
    const [delivery] = await this.deps.db
      .insert(webhookDeliveries)
      .values({
        endpoint_id: endpoint.id,
        event_id: payload.id,
        event_type: WEBHOOK_PING,
        payload,
      })
      .returning();
    const attempt = await this.send(endpoint, delivery);
    const [row] = await this.deps.db
      .update(webhookDeliveries)
      .set(this.outcome(attempt, attempt.ok ? 'delivered' : 'failed'))
      .where(eq(webhookDeliveries.id, delivery.id))
      .returning();
    return deliveryRow(row);
  }

  private send(endpoint: EndpointRecord, delivery: DeliveryRecord): Promise<Attempt> {
    return postWebhook(
      endpoint,
      { id: delivery.event_id, type: delivery.event_type },
      JSON.stringify(delivery.payload),
      this.deps.config,
    );
  }

  /** A try's columns: one more attempt, when, and what came of it. */
  private outcome(attempt: Attempt, status: DeliveryRecord['status']) {
    const now = new Date();
    return {
      status,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      last_attempt_at: now,
      response_status: attempt.status,
      error: attempt.error,
      ...(attempt.ok ? { delivered_at: now } : {}),
    };
  }

  /**
   * One try of a delivery (a job of the queue). Delivered: the endpoint's failures are
   * forgotten. Failed: the endpoint is failing since this try, unless it already was; failing
   * for longer than the window, it is switched off and its shop told, and the delivery is given
   * up; otherwise the job throws and the queue tries it again after its wait, until its last
   * try. A delivery no longer waiting (done, or sent again meanwhile) is left alone.
   */
  async run(job: Job<{ delivery_id: number }>) {
    const { db } = this.deps;
    const [found] = await db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpoint_id))
      .where(eq(webhookDeliveries.id, job.data.delivery_id));
    if (!found || found.delivery.status !== 'pending') return;
    const { delivery, endpoint } = found;
    if (!endpoint.active) {
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed', error: t.endpoint_off })
        .where(eq(webhookDeliveries.id, delivery.id));
      return;
    }
    const attempt = await this.send(endpoint, delivery);
    // A test event sent again tells nothing of the endpoint's health.
    const counted = delivery.event_type !== WEBHOOK_PING;
    if (attempt.ok) {
      await transaction(db, async (tx) => {
        await tx
          .update(webhookDeliveries)
          .set(this.outcome(attempt, 'delivered'))
          .where(eq(webhookDeliveries.id, delivery.id));
        if (!counted) return;
        await tx
          .update(webhookEndpoints)
          .set({ failing_since: null })
          .where(
            and(eq(webhookEndpoints.id, endpoint.id), isNotNull(webhookEndpoints.failing_since)),
          );
      });
      return;
    }
    const last = job.retryCount >= job.retryLimit;
    const switchedOff = await transaction(db, async (tx) => {
      // Locked: two failing deliveries of the endpoint decide one after the other.
      const [ep] = await tx
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, endpoint.id))
        .for('update');
      const now = Date.now();
      let off = false;
      if (counted && ep?.active) {
        if (ep.failing_since === null) {
          await tx
            .update(webhookEndpoints)
            .set({ failing_since: new Date(now) })
            .where(eq(webhookEndpoints.id, ep.id));
        } else if (now - ep.failing_since.getTime() >= this.disableAfterMs) {
          off = true;
          await this.switchOff(tx, ep, attempt.error ?? '');
        }
      }
      await tx
        .update(webhookDeliveries)
        .set(this.outcome(attempt, last || off ? 'failed' : 'pending'))
        .where(eq(webhookDeliveries.id, delivery.id));
      return off;
    });
    if (!last && !switchedOff) throw new Error(attempt.error ?? 'webhook not delivered');
  }

  /** An endpoint failing for the whole window is switched off, and its shop told (the bell). */
  private async switchOff(tx: DbOrTx, ep: EndpointRecord, error: string) {
    const values = { period: period(this.disableAfterMs / 1000), error, url: ep.url };
    await tx
      .update(webhookEndpoints)
      .set({
        active: false,
        disabled_at: new Date(),
        disabled_reason: fill(t.disabled_reason, values),
      })
      .where(eq(webhookEndpoints.id, ep.id));
    await notifyShop(tx, this.deps.events, ep.shop_id, fill(t.disabled_notice, values));
  }
}
