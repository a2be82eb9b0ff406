import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../contract/schemas/orders';
import {
  PLATFORM_NAME,
  PLATFORM_SOURCE,
  PLATFORMS,
  platformOfSource,
  type SyncKind,
} from '../../contract/enums';
import type { SyncCounts } from '../../contract/schemas/marketplaces';
import { th } from '../../i18n/th';
import type { Caller } from '../auth/session';
import type { Database, Db, DbOrTx, Tx } from '../db/client';
import { rowsOf } from '../db/migrate';
import {
  inventory,
  lookups,
  marketplaceConnections,
  marketplaceStockPending,
  marketplaceSyncLog,
  orderItems,
  orders,
  products,
  productSets,
  users,
} from '../db/schema';
import { transaction } from '../db/transaction';
import { ApiError } from '../errors';
import type { EventBus } from '../events';
import {
  MarketplaceError,
  type MarketplaceDriver,
  type MarketplaceOrder,
  type MarketplaceSyncConfig,
  type MarketplaceTokens,
  type Platform,
} from '../integrations/marketplace';
import { thaiPlatformError } from '../integrations/marketplace.http';
import type { Mailer } from '../integrations/mailer';
import type { TokenBox } from '../integrations/tokenBox';
import type { CarrierDriver } from '../integrations/carrier';
import type { Job, JobQueue, QueueRules } from '../jobs/queue';
import { fill } from '../text';
import { moveOrder } from './fulfilment';
import { draftContext, draftOf, type DraftContext } from './marketplaces';
import { notifyShop } from './notifications';
import { orderColumns } from './orders';
import { allocateIds } from './productIds';
import { ordersCreated } from './webhooks';

// Marketplaces that run by themselves (DESIGN.md "Work that runs by itself"): jobs on the job
// queue pull each connection's orders on a schedule, refresh its tokens before they expire,
// tell the marketplace of each shipped order, and push the available stock of changed items;
// every run is written to the shop's sync log, where a failed one can be sent again.

const t = th.server.marketplace_sync;

/** The advisory lock of a connection's tokens: this plus the platform's index, and the user. */
const LOCK_TOKENS = 7_270_010;

export const QUEUE = {
  pull: 'marketplace_pull',
  refresh: 'marketplace_refresh',
  ship: 'marketplace_ship',
  stock: 'marketplace_stock',
  sweep: 'marketplace_sweep',
  reconcile: 'marketplace_reconcile',
} as const;

/** The queues' rules: tries, backoff, how long a try may run. */
export function marketplaceQueues(cfg: MarketplaceSyncConfig = {}): Record<string, QueueRules> {
  const retryDelay = cfg.retryDelaySeconds ?? 30;
  const expireInSeconds = cfg.expireSeconds ?? 300;
  const rules = (retryLimit: number, policy?: QueueRules['policy']): QueueRules => ({
    policy,
    retryLimit,
    retryDelay,
    retryBackoff: true,
    expireInSeconds,
  });
  return {
    // One waiting pull per connection: a second send of the key is dropped.
    [QUEUE.pull]: rules(5, 'short'),
    [QUEUE.refresh]: rules(5, 'short'),
    // Until the platform accepts or answers a final error: 12 tries over about a day.
    [QUEUE.ship]: rules(12),
    [QUEUE.stock]: rules(8),
    [QUEUE.sweep]: rules(0, 'short'),
    [QUEUE.reconcile]: rules(2, 'short'),
  };
}

/** A failure that ends the job without another try (the log says why). */
class FinalFailure extends Error {}

/** The Thai text of an error for the log and the shop. */
function errorText(err: unknown): string {
  if (err instanceof MarketplaceError) return thaiPlatformError(err);
  if (err instanceof FinalFailure || err instanceof ApiError) return err.message;
  return fill(t.internal, { message: err instanceof Error ? err.message : String(err) }).slice(
    0,
    500,
  );
}

type Connection = typeof marketplaceConnections.$inferSelect;

export interface SyncDeps {
  database: Database;
  db: Db;
  events: EventBus;
  queue: JobQueue;
  drivers: Record<Platform, MarketplaceDriver>;
  tokens: () => Promise<TokenBox>;
  mailer: Mailer;
  carrier: CarrierDriver;
  config: MarketplaceSyncConfig;
  log: (err: unknown, msg: string) => void;
}

/** The log row of a job: the one named in its data (a retry), else the one of its id, else new. */
async function openLog(
  db: Db,
  job: Job<{ log_id?: number }>,
  queue: string,
  entry: { shop_id: number; platform: Platform; kind: SyncKind; order_id?: number | null },
  given = job.data.log_id,
): Promise<number> {
  const data = job.data as Record<string, unknown>;
  // A first try has no entry yet unless it was given one (a retry, a shipping).
  const found =
    given === undefined && job.retryCount > 0
      ? await db
          .select({ id: marketplaceSyncLog.id })
          .from(marketplaceSyncLog)
          .where(
            and(
              eq(marketplaceSyncLog.shop_id, entry.shop_id),
              eq(marketplaceSyncLog.platform, entry.platform),
              sql`${marketplaceSyncLog.job}->>'id' = ${job.id}`,
            ),
          )
          .orderBy(desc(marketplaceSyncLog.id))
          .limit(1)
      : [];
  const logId = given ?? found[0]?.id;
  if (logId) {
    await db
      .update(marketplaceSyncLog)
      .set({ status: 'running', attempts: sql`${marketplaceSyncLog.attempts} + 1` })
      .where(eq(marketplaceSyncLog.id, logId));
    return logId;
  }
  const [row] = await db
    .insert(marketplaceSyncLog)
    .values({
      ...entry,
      status: 'running',
      attempts: 1,
      job: { queue, data, id: job.id },
    })
    .returning({ id: marketplaceSyncLog.id });
  return row.id;
}

/** A run of a connection outside a queued job (a refresh, a pull now): its log entry. */
async function connectionRun(db: Db, conn: Connection, kind: SyncKind, queue: string) {
  const [row] = await db
    .insert(marketplaceSyncLog)
    .values({
      shop_id: conn.shop_id,
      platform: conn.platform,
      kind,
      status: 'running',
      attempts: 1,
      job: { queue, data: { user_id: conn.user_id, platform: conn.platform } },
    })
    .returning({ id: marketplaceSyncLog.id });
  return row;
}

async function closeLog(
  db: DbOrTx,
  id: number,
  result: { status: 'done' | 'failed' | 'retrying'; counts?: SyncCounts; error?: string | null },
) {
  await db
    .update(marketplaceSyncLog)
    .set({
      status: result.status,
      counts: result.counts ?? {},
      error: result.error ?? null,
      finished_at: new Date(),
    })
    .where(eq(marketplaceSyncLog.id, id));
}

/** A system caller acting for the connection's user on the shop (marketplace cancellations). */
const systemCaller = (userId: number, shopId: number, staff: boolean): Caller => ({
  id: userId,
  email: '',
  userTypeId: staff ? 3 : 1,
  isStaff: staff,
  shopIds: new Set([shopId]),
  activeMenus: new Set(),
  sessionId: 0,
  yearEra: 'be',
});

export class MarketplaceSync {
  private stopListening?: () => Promise<void>;
  constructor(readonly deps: SyncDeps) {}

  private get cfg() {
    return {
      pullEvery: this.deps.config.pullEverySeconds ?? 300,
      debounce: this.deps.config.stockDebounceSeconds ?? 5,
      margin: (this.deps.config.refreshMarginSeconds ?? 1800) * 1000,
      reconcileCron: this.deps.config.reconcileCron ?? '30 2 * * *',
    };
  }

  /** Registers the workers and schedules, and wakes the stock push on stock changes. */
  async start() {
    const q = this.deps.queue;
    await q.work<PullData>(QUEUE.pull, (job) => this.runPull(job));
    await q.work<ConnData>(QUEUE.refresh, (job) => this.runRefresh(job));
    await q.work<ShipData>(QUEUE.ship, (job) => this.runShip(job));
    await q.work<StockData>(QUEUE.stock, (job) => this.runStock(job));
    await q.work(QUEUE.sweep, () => this.sweep());
    await q.work(QUEUE.reconcile, () => this.reconcile());
    await q.schedule(QUEUE.sweep, '* * * * *');
    await q.schedule(QUEUE.reconcile, this.cfg.reconcileCron);
    this.stopListening = await this.deps.database.listen('marketplace_stock', (payload) => {
      const shopId = Number(payload);
      if (Number.isInteger(shopId)) void this.stockChanged(shopId);
    });
  }

  async stop() {
    await this.stopListening?.();
  }

  /** A shop's stock changed: one push after the debounce, whatever the number of changes. */
  async stockChanged(shopId: number) {
    try {
      await this.deps.queue.sendDebounced(
        QUEUE.stock,
        { shop_id: shopId },
        this.cfg.debounce,
        `shop:${shopId}`,
      );
    } catch (err) {
      // The pending rows stay; the minute's sweep sends them.
      this.deps.log(err, 'stock push not queued');
    }
  }

  /** The next scheduled pull of a connection (a second one of the key is dropped). */
  schedulePull(userId: number, platform: Platform, afterSeconds = this.cfg.pullEvery) {
    return this.deps.queue.send(
      QUEUE.pull,
      { user_id: userId, platform },
      { singletonKey: `${userId}:${platform}`, startAfter: afterSeconds },
    );
  }

  // --- connections and tokens ---

  private async connection(userId: number, platform: Platform) {
    const [conn] = await this.deps.db
      .select()
      .from(marketplaceConnections)
      .where(
        and(
          eq(marketplaceConnections.user_id, userId),
          eq(marketplaceConnections.platform, platform),
        ),
      );
    return conn;
  }

  private async tokensOf(conn: Connection) {
    return (await this.deps.tokens()).unseal<MarketplaceTokens>(conn.tokens);
  }

  /**
   * The connection's tokens, refreshed first when they expire within the margin, when `stale`
   * (the tokens the platform just refused) are still the connection's, or when `stale` is
   * 'force' (the log's retry). A refresh holds the connection's lock: runs that find the token
   * expired together (a pull and a stock push) take turns, and the later one uses the tokens
   * the first got instead of spending the old refresh token again, which a platform that
   * rotates them refuses (the connection would wait for its owner for nothing). The refresh is
   * a run of its own in the log. A refusal marks the connection for the owner to connect
   * again, tells the shop (bell and e-mail) and ends the job.
   */
  private async freshTokens(
    conn: Connection,
    stale?: MarketplaceTokens | 'force',
  ): Promise<MarketplaceTokens> {
    const due = (tokens: MarketplaceTokens) =>
      stale === 'force' ||
      (stale !== undefined && tokens.access_token === stale.access_token) ||
      (tokens.expires_at !== undefined && tokens.expires_at - Date.now() < this.cfg.margin);
    const known = await this.tokensOf(conn);
    if (!stale && !due(known)) return known;
    const lock = [LOCK_TOKENS + PLATFORMS.indexOf(conn.platform), conn.user_id] as const;
    return this.deps.database.whileLocked(async () => {
      // Read again under the lock: another run may have refreshed them meanwhile.
      const current = await this.connection(conn.user_id, conn.platform);
      // Disconnected meanwhile: the call fails as it would have, and the job ends next time.
      if (!current) return known;
      const tokens = await this.tokensOf(current);
      if (!due(tokens)) return tokens;
      const log = await connectionRun(this.deps.db, conn, 'refresh', QUEUE.refresh);
      try {
        const next = await this.deps.drivers[conn.platform].refresh(conn.seller_id, tokens);
        const box = await this.deps.tokens();
        await this.deps.db
          .update(marketplaceConnections)
          .set({ tokens: box.seal(next), status: 'connected', error: null })
          .where(
            and(
              eq(marketplaceConnections.user_id, conn.user_id),
              eq(marketplaceConnections.platform, conn.platform),
            ),
          );
        await closeLog(this.deps.db, log.id, { status: 'done' });
        return next;
      } catch (err) {
        const final = err instanceof MarketplaceError && err.kind === 'refused';
        await closeLog(this.deps.db, log.id, {
          status: final ? 'failed' : 'retrying',
          error: errorText(err),
        });
        if (final) {
          await this.markReconnect(conn, errorText(err));
          throw new FinalFailure(errorText(err));
        }
        throw err;
      }
    }, lock);
  }

  /** The platform will not refresh: the owner must connect again; the shop is told. */
  private async markReconnect(conn: Connection, reason: string) {
    const name = PLATFORM_NAME[conn.platform];
    await transaction(this.deps.db, async (tx) => {
      await tx
        .update(marketplaceConnections)
        .set({ status: 'reconnect', error: reason })
        .where(
          and(
            eq(marketplaceConnections.user_id, conn.user_id),
            eq(marketplaceConnections.platform, conn.platform),
          ),
        );
      await notifyShop(tx, this.deps.events, conn.shop_id, fill(t.reconnect, { platform: name }));
      const [owner] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, conn.user_id));
      if (owner) {
        await this.deps.mailer.enqueue(tx, {
          kind: 'marketplace_reconnect',
          userId: conn.user_id,
          to: owner.email,
          subject: fill(t.reconnect_subject, { platform: name }),
          text: fill(t.reconnect_body, { platform: name, reason }),
        });
      }
    });
  }

  /**
   * Runs `call` with the connection's fresh tokens; when the platform says the token is
   * expired or refused, refreshes once and runs it again.
   */
  private async withTokens<T>(
    conn: Connection,
    call: (tokens: MarketplaceTokens) => Promise<T>,
  ): Promise<T> {
    const tokens = await this.freshTokens(conn);
    try {
      return await call(tokens);
    } catch (err) {
      if (!(err instanceof MarketplaceError) || err.kind !== 'auth') throw err;
      return call(await this.freshTokens(conn, tokens));
    }
  }

  /**
   * How a try that failed ends: a final failure or the last try is 'failed' (and returns);
   * a rate limit sends the job again after the platform's wait; anything else is 'retrying'
   * and rethrown, so the queue tries again with backoff.
   */
  private async failed(
    job: Job<object>,
    queue: string,
    logId: number,
    err: unknown,
    platform?: Platform,
  ) {
    const error = errorText(err);
    if (err instanceof MarketplaceError && err.kind === 'rate_limited') {
      // The same job after the platform's wait, continuing this entry (of this platform).
      await this.deps.queue.send(
        queue,
        { ...job.data, log_id: logId, ...(platform ? { platform } : {}) },
        { startAfter: err.detail.retryAfterSeconds ?? 60 },
      );
      await closeLog(this.deps.db, logId, { status: 'retrying', error });
      return 'final';
    }
    const final =
      err instanceof FinalFailure ||
      (err instanceof MarketplaceError && err.kind === 'refused') ||
      job.retryCount >= job.retryLimit;
    await closeLog(this.deps.db, logId, { status: final ? 'failed' : 'retrying', error });
    if (!final) throw err;
    return 'final';
  }

  // --- pulling orders ---

  /** A scheduled pull of one connection; then the next is scheduled. */
  async runPull(job: Job<PullData>) {
    const conn = await this.connection(job.data.user_id, job.data.platform);
    // Disconnected, or waiting for its owner: the chain ends (connecting starts it again).
    if (!conn || conn.status !== 'connected') return;
    const logId = await openLog(this.deps.db, job, QUEUE.pull, {
      shop_id: conn.shop_id,
      platform: conn.platform,
      kind: 'pull',
    });
    try {
      const counts = await this.pull(conn);
      await closeLog(this.deps.db, logId, { status: 'done', counts });
    } catch (err) {
      await this.failed(job, QUEUE.pull, logId, err);
    }
    await this.schedulePull(conn.user_id, conn.platform);
  }

  /**
   * Pulls the orders the marketplace changed since the last pull: a new one becomes a draft
   * (once: the order number is unique in the shop), a draft the marketplace changed is
   * changed, one it cancelled is cancelled here (its reservation released), and every one
   * keeps the marketplace's status. Then the connection remembers where the pull stopped.
   */
  async pull(conn: Connection): Promise<SyncCounts> {
    const { db } = this.deps;
    const driver = this.deps.drivers[conn.platform];
    const ctx = await draftContext(db, conn.shop_id);
    const skus = [...ctx.stock.values()]
      .filter((e) => (e.available ?? 0) > 0)
      .map((e) => e.code)
      .sort();
    const since = conn.pulled_until ?? new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
    const found = await this.withTokens(conn, (tokens) =>
      driver.orders(conn.seller_id, tokens, { since, skus }),
    );
    const counts = { created: 0, updated: 0, cancelled: 0, skipped: 0 };
    for (const o of found.orders) {
      const r = await this.takeOrder(conn, ctx, o);
      if (r !== 'unchanged') counts[r] += 1;
    }
    await db
      .update(marketplaceConnections)
      .set({ pulled_until: found.until, synced_at: new Date() })
      .where(
        and(
          eq(marketplaceConnections.user_id, conn.user_id),
          eq(marketplaceConnections.platform, conn.platform),
        ),
      );
    if (counts.created > 0) {
      await transaction(db, (tx) =>
        notifyShop(
          tx,
          this.deps.events,
          conn.shop_id,
          th.server.marketplace.pulled
            .replace('%{platform}', PLATFORM_NAME[conn.platform])
            .replace('%{count}', String(counts.created)),
        ),
      );
    }
    return counts;
  }

  /** One marketplace order into the shop: what became of it. */
  private async takeOrder(
    conn: Connection,
    ctx: DraftContext,
    o: MarketplaceOrder,
  ): Promise<'created' | 'updated' | 'cancelled' | 'skipped' | 'unchanged'> {
    const { db } = this.deps;
    const source = PLATFORM_SOURCE[conn.platform];
    const [existing] = await db
      .select({ id: orders.id, is_order: orders.is_order, status: orders.marketplace_status })
      .from(orders)
      .where(
        and(
          eq(orders.shop_id, conn.shop_id),
          eq(orders.sources, source),
          eq(orders.sources_item_id, o.id),
        ),
      );
    if (!existing) {
      // An order cancelled before it came in is not brought in.
      if (o.status === 'cancelled') return 'unchanged';
      const draft = draftOf(o, ctx);
      if (!draft) return 'skipped';
      const made = await transaction(db, async (tx) => {
        const [orderId] = await allocateIds(tx, 'order', 1);
        const [row] = await tx
          .insert(orders)
          .values({
            ...orderColumns(draft.order, draft.total),
            order_id: orderId,
            shop_id: conn.shop_id,
            sources: source,
            sources_item_id: o.id,
            marketplace_status: o.status,
            created_by: conn.user_id,
            created_dt: o.created_at,
          })
          .onConflictDoNothing({
            target: [orders.shop_id, orders.sources, orders.sources_item_id],
            where: sql`${orders.sources_item_id} IS NOT NULL`,
          })
          .returning({ id: orders.id });
        if (!row) return false;
        await tx.insert(orderItems).values(draft.lines.map((l) => ({ ...l, order_id: row.id })));
        await ordersCreated(tx, conn.shop_id, [
          {
            id: row.id,
            order_no: orderId,
            status: ORDER_STATUS.DRAFT,
            source: conn.platform,
            total_price: draft.total,
          },
        ]);
        return true;
      });
      return made ? 'created' : 'unchanged';
    }
    const from = existing.is_order;
    if (o.status === 'cancelled' && from >= ORDER_STATUS.DRAFT && from < ORDER_STATUS.SHIPPED) {
      await transaction(db, async (tx) => {
        await moveOrder(
          tx,
          { events: this.deps.events, carrier: this.deps.carrier, sync: this },
          systemCaller(conn.user_id, conn.shop_id, from !== ORDER_STATUS.DRAFT),
          { id: existing.id },
          ORDER_STATUS.CANCELLED,
        );
        await tx
          .update(orders)
          .set({ marketplace_status: 'cancelled' })
          .where(eq(orders.id, existing.id));
      });
      return 'cancelled';
    }
    if (from === ORDER_STATUS.DRAFT && o.status !== 'cancelled') {
      // The marketplace changed a draft: it takes the marketplace's lines and address again.
      const draft = draftOf(o, ctx);
      if (!draft) return 'skipped';
      await transaction(db, async (tx) => {
        const columns = orderColumns(draft.order, draft.total);
        await tx
          .update(orders)
          .set({ ...columns, marketplace_status: o.status, updated_dt: new Date() })
          .where(and(eq(orders.id, existing.id), eq(orders.is_order, ORDER_STATUS.DRAFT)));
        await tx.delete(orderItems).where(eq(orderItems.order_id, existing.id));
        await tx
          .insert(orderItems)
          .values(draft.lines.map((l) => ({ ...l, order_id: existing.id })));
      });
      return 'updated';
    }
    if (existing.status !== o.status) {
      await db
        .update(orders)
        .set({ marketplace_status: o.status })
        .where(eq(orders.id, existing.id));
    }
    return 'unchanged';
  }

  /**
   * A pull now, outside the schedule (connecting, the pull button): logged as a run; a
   * failure answers the caller with the platform's reason.
   */
  async pullNow(conn: Connection): Promise<SyncCounts> {
    const log = await connectionRun(this.deps.db, conn, 'pull', QUEUE.pull);
    try {
      const counts = await this.pull(conn);
      await closeLog(this.deps.db, log.id, { status: 'done', counts });
      return counts;
    } catch (err) {
      await closeLog(this.deps.db, log.id, { status: 'failed', error: errorText(err) });
      throw new ApiError(503, errorText(err));
    }
  }

  /** The shop's whole stock to its marketplaces (a new connection, the reconciliation). */
  pushAll(shopId: number) {
    return this.deps.queue.send(QUEUE.stock, { shop_id: shopId, full: true });
  }

  /** A forced token refresh (the log's retry of a refresh). */
  async runRefresh(job: Job<ConnData>) {
    const conn = await this.connection(job.data.user_id, job.data.platform);
    if (!conn) return;
    try {
      await this.freshTokens(conn, 'force');
    } catch (err) {
      if (!(err instanceof FinalFailure) && job.retryCount < job.retryLimit) throw err;
    }
  }

  // --- shipping confirmations ---

  /**
   * Called in the transaction that ships an order: an order from a marketplace gets a log
   * entry and a job that tells the marketplace its tracking number, both committed with the
   * shipping (or neither).
   */
  async shipped(tx: Tx, order: { id: number; shop_id: number; sources: number }) {
    const platform = platformOfSource(order.sources);
    if (!platform) return;
    const [log] = await tx
      .insert(marketplaceSyncLog)
      .values({
        shop_id: order.shop_id,
        platform,
        kind: 'ship',
        status: 'queued',
        order_id: order.id,
        job: { queue: QUEUE.ship, data: { order_id: order.id } },
      })
      .returning({ id: marketplaceSyncLog.id });
    await tx
      .update(orders)
      .set({ marketplace_ship_sync: 'queued', marketplace_error: null })
      .where(eq(orders.id, order.id));
    await this.deps.queue.send(QUEUE.ship, { order_id: order.id, log_id: log.id }, {}, tx);
  }

  async runShip(job: Job<ShipData>) {
    const { db } = this.deps;
    const [order] = await db
      .select({
        id: orders.id,
        shop_id: orders.shop_id,
        sources: orders.sources,
        sources_item_id: orders.sources_item_id,
        tracking_no: orders.tracking_no,
        carrier: lookups.enum_desc,
      })
      .from(orders)
      .leftJoin(
        lookups,
        and(eq(lookups.category, 'delivery_channel'), eq(lookups.id, orders.delivery_channel_id)),
      )
      .where(eq(orders.id, job.data.order_id));
    const platform = order && platformOfSource(order.sources);
    if (!order || !platform || !order.sources_item_id) return;
    const logId = await openLog(db, job, QUEUE.ship, {
      shop_id: order.shop_id,
      platform,
      kind: 'ship',
      order_id: order.id,
    });
    try {
      const [conn] = await db
        .select()
        .from(marketplaceConnections)
        .where(
          and(
            eq(marketplaceConnections.shop_id, order.shop_id),
            eq(marketplaceConnections.platform, platform),
            eq(marketplaceConnections.status, 'connected'),
          ),
        )
        .limit(1);
      if (!conn) {
        throw new FinalFailure(fill(t.not_connected, { platform: PLATFORM_NAME[platform] }));
      }
      await this.withTokens(conn, (tokens) =>
        this.deps.drivers[platform].ship(conn.seller_id, tokens, {
          order_id: order.sources_item_id!,
          tracking_no: order.tracking_no ?? '',
          carrier: order.carrier ?? 'Thailand Post',
        }),
      );
      await transaction(db, async (tx) => {
        await tx
          .update(orders)
          .set({
            marketplace_ship_sync: 'sent',
            marketplace_status: 'shipped',
            marketplace_error: null,
          })
          .where(eq(orders.id, order.id));
        await closeLog(tx, logId, { status: 'done' });
      });
    } catch (err) {
      const ended = await this.failed(job, QUEUE.ship, logId, err).catch(async (again: unknown) => {
        await db
          .update(orders)
          .set({ marketplace_error: errorText(err) })
          .where(eq(orders.id, order.id));
        throw again;
      });
      if (ended === 'final' && !(err instanceof MarketplaceError && err.kind === 'rate_limited')) {
        await transaction(db, async (tx) => {
          await tx
            .update(orders)
            .set({ marketplace_ship_sync: 'failed', marketplace_error: errorText(err) })
            .where(eq(orders.id, order.id));
          await notifyShop(
            tx,
            this.deps.events,
            order.shop_id,
            fill(t.ship_failed, { platform: PLATFORM_NAME[platform], reason: errorText(err) }),
          );
        });
      }
    }
  }

  // --- available stock ---

  /**
   * Pushes the available quantity (on hand less reserved) of the shop's changed items, or of
   * all its items (`full`), to each of its marketplaces, in the platform's batch size. The
   * pending rows read are removed only once every marketplace took them; a change made
   * meanwhile stays for the next push.
   */
  async runStock(job: Job<StockData>) {
    const { db } = this.deps;
    const shopId = job.data.shop_id;
    const conns = await db
      .select()
      .from(marketplaceConnections)
      .where(
        and(
          eq(marketplaceConnections.shop_id, shopId),
          eq(marketplaceConnections.status, 'connected'),
        ),
      );
    const pending = job.data.full
      ? []
      : await db
          .select({
            id: marketplaceStockPending.inventory_id,
            at: marketplaceStockPending.queued_at,
          })
          .from(marketplaceStockPending)
          .where(eq(marketplaceStockPending.shop_id, shopId));
    if (!conns.length || (!job.data.full && !pending.length)) {
      if (!conns.length)
        await db.delete(marketplaceStockPending).where(eq(marketplaceStockPending.shop_id, shopId));
      return;
    }
    const levels = await this.levels(shopId, job.data.full ? undefined : pending.map((p) => p.id));
    // One push per seller of a platform (two users may connect the same seller).
    const sellers = new Map<string, Connection>();
    for (const c of conns) sellers.set(`${c.platform}:${c.seller_id}`, c);
    let failure: unknown;
    for (const conn of sellers.values()) {
      // A retry names its platform's entry; the other platforms' runs are entries of their own.
      const logId = await openLog(
        db,
        job,
        QUEUE.stock,
        { shop_id: shopId, platform: conn.platform, kind: 'stock' },
        job.data.platform === conn.platform ? job.data.log_id : undefined,
      );
      try {
        const counts = await this.pushLevels(conn, levels);
        await closeLog(db, logId, { status: 'done', counts });
      } catch (err) {
        failure = err;
        await this.failed(job, QUEUE.stock, logId, err, conn.platform).catch(() => undefined);
      }
    }
    if (failure) {
      const final =
        failure instanceof FinalFailure ||
        (failure instanceof MarketplaceError &&
          (failure.kind === 'refused' || failure.kind === 'rate_limited')) ||
        job.retryCount >= job.retryLimit;
      if (!final) throw failure;
      return;
    }
    for (const p of pending) {
      await db
        .delete(marketplaceStockPending)
        .where(
          and(
            eq(marketplaceStockPending.inventory_id, p.id),
            eq(marketplaceStockPending.queued_at, p.at),
          ),
        );
    }
  }

  /** The SKU (product or set code) and available quantity of the shop's items, or of `ids`. */
  private async levels(shopId: number, ids?: number[]) {
    const rows = await this.deps.db
      .select({
        sku: sql<string>`coalesce(${products.customer_product_id}, ${productSets.customer_product_id})`,
        quantity: sql<number>`greatest(${inventory.inventory} - ${inventory.reserved}, 0)::int`,
        deleted: sql<boolean>`${inventory.deleted_at} IS NOT NULL`,
      })
      .from(inventory)
      .leftJoin(products, eq(products.id, inventory.product_id))
      .leftJoin(productSets, eq(productSets.id, inventory.product_set_id))
      .where(and(eq(inventory.shop_id, shopId), ids ? inArray(inventory.id, ids) : undefined));
    return rows
      .filter((r) => r.sku)
      .map((r) => ({ sku: r.sku, quantity: r.deleted ? 0 : r.quantity }));
  }

  private async pushLevels(conn: Connection, levels: { sku: string; quantity: number }[]) {
    const driver = this.deps.drivers[conn.platform];
    const counts = { pushed: 0, refused: 0 };
    for (let i = 0; i < levels.length; i += driver.stockBatch) {
      const batch = levels.slice(i, i + driver.stockBatch);
      const answers = await this.withTokens(conn, (tokens) =>
        driver.pushStock(conn.seller_id, tokens, batch),
      );
      for (const a of answers) counts[a.error ? 'refused' : 'pushed'] += 1;
    }
    return counts;
  }

  // --- schedules ---

  /**
   * Every minute, once across processes: each working connection has its next pull waiting
   * (a chain broken by a crash starts again), shops with stock changes nobody pushed are
   * pushed, and log entries older than 30 days are removed.
   */
  async sweep() {
    const { db } = this.deps;
    const conns = await db
      .select({
        user_id: marketplaceConnections.user_id,
        platform: marketplaceConnections.platform,
      })
      .from(marketplaceConnections)
      .where(eq(marketplaceConnections.status, 'connected'));
    for (const c of conns) await this.schedulePull(c.user_id, c.platform);
    const shops = rowsOf<{ shop_id: number }>(
      await db.execute(
        sql`SELECT DISTINCT shop_id FROM marketplace_stock_pending WHERE queued_at < now() - interval '30 seconds'`,
      ),
    );
    for (const s of shops) await this.stockChanged(s.shop_id);
    await db
      .delete(marketplaceSyncLog)
      .where(lt(marketplaceSyncLog.created_at, sql`now() - interval '30 days'`));
  }

  /** The full reconciliation: every connected shop's whole stock, on its schedule. */
  async reconcile() {
    const shops = await this.deps.db
      .selectDistinct({ shop_id: marketplaceConnections.shop_id })
      .from(marketplaceConnections)
      .where(eq(marketplaceConnections.status, 'connected'));
    for (const s of shops) await this.pushAll(s.shop_id);
  }

  // --- the log's retry ---

  /** Sends a failed entry's job again; the entry shows it waiting. */
  async retry(caller: Caller, id: number) {
    const { db } = this.deps;
    const [entry] = await db.select().from(marketplaceSyncLog).where(eq(marketplaceSyncLog.id, id));
    if (!entry || (!caller.isStaff && !caller.shopIds.has(entry.shop_id))) {
      throw new ApiError(404, t.log_not_found);
    }
    if (entry.status !== 'failed' || !entry.job) throw new ApiError(400, t.not_retryable);
    await transaction(db, async (tx) => {
      await tx
        .update(marketplaceSyncLog)
        .set({ status: 'queued', finished_at: null })
        .where(eq(marketplaceSyncLog.id, id));
      if (entry.kind === 'ship' && entry.order_id) {
        await tx
          .update(orders)
          .set({ marketplace_ship_sync: 'queued' })
          .where(eq(orders.id, entry.order_id));
      }
      if (entry.kind === 'refresh') {
        // Retrying a refused refresh asks the platform again; the connection waits for it.
        await tx
          .update(marketplaceConnections)
          .set({ status: 'connected' })
          .where(
            and(
              eq(marketplaceConnections.shop_id, entry.shop_id),
              eq(marketplaceConnections.platform, entry.platform),
            ),
          );
      }
      const data = { ...entry.job!.data, log_id: id, platform: entry.platform };
      await this.deps.queue.send(entry.job!.queue, data, {}, tx);
    });
    return id;
  }
}

type PullData = { user_id: number; platform: Platform; log_id?: number };
type ConnData = { user_id: number; platform: Platform; log_id?: number };
type ShipData = { order_id: number; log_id?: number };
type StockData = { shop_id: number; full?: boolean; log_id?: number; platform?: Platform };
