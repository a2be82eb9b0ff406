import type { FastifyRequest } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { SyncLogRow } from '../../contract/schemas/marketplaces';
import { searchedList, selectRows } from '../db/paging';
import { marketplaceConnections, marketplaceSyncLog, orders } from '../db/schema';
import { assertSelf } from '../auth/access';
import { connect, disconnect, loginLink, syncAll } from '../domain/marketplaces';
import type { MarketplaceDriver } from '../integrations/marketplace';
import { defineHandlers, type Deps } from '../registry';

/** The app's order list, where the marketplaces return (spec part 2 §2.4). */
const RETURN_PATH = '/order-list';

const LOG_COLUMNS = {
  id: marketplaceSyncLog.id,
  shop_id: marketplaceSyncLog.shop_id,
  platform: marketplaceSyncLog.platform,
  kind: marketplaceSyncLog.kind,
  status: marketplaceSyncLog.status,
  created_at: marketplaceSyncLog.created_at,
  finished_at: marketplaceSyncLog.finished_at,
  attempts: marketplaceSyncLog.attempts,
  order_id: marketplaceSyncLog.order_id,
  order_no: orders.order_id,
  counts: marketplaceSyncLog.counts,
  error: marketplaceSyncLog.error,
  job: marketplaceSyncLog.job,
};

/** A log row as the contract has it: times as text, whether it can be sent again. */
const logRow = ({
  job,
  ...r
}: {
  created_at: Date;
  finished_at: Date | null;
  job: unknown;
  status: SyncLogRow['status'];
} & Omit<SyncLogRow, 'created_at' | 'finished_at' | 'can_retry' | 'status'>): SyncLogRow => ({
  ...r,
  created_at: r.created_at.toISOString(),
  finished_at: r.finished_at?.toISOString() ?? null,
  can_retry: r.status === 'failed' && !!job,
});

/** Marketplace connections: login links, connect, disconnect, pull orders. */
export function marketplaceHandlers({ db, config, marketplaceSync: sync }: Deps) {
  const drivers = sync.deps.drivers;
  // The sandbox returns to this portal as the browser reached it; a real marketplace to the
  // address registered with it (PUBLIC_URL).
  const returnTo = (driver: MarketplaceDriver, req: FastifyRequest) =>
    driver.sandbox
      ? `${req.protocol}://${req.headers.host}${RETURN_PATH}`
      : `${config.publicUrl ?? ''}${RETURN_PATH}`;

  return defineHandlers({
    lazadaLoginLink: async ({ caller, query, req }) => ({
      url: await loginLink(
        db,
        drivers.lazada,
        caller.id,
        query.shop_id,
        returnTo(drivers.lazada, req),
      ),
    }),
    shopeeLoginLink: async ({ caller, query, req }) => ({
      url: await loginLink(
        db,
        drivers.shopee,
        caller.id,
        query.shop_id,
        returnTo(drivers.shopee, req),
      ),
    }),
    lazadaConnect: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      const r = await connect(sync, drivers.lazada, caller, body);
      return { lazada_connect: r.connected, pulled: r.pulled };
    },
    shopeeConnect: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      const r = await connect(sync, drivers.shopee, caller, {
        ...body,
        shopee_shop_id: String(body.shopee_shop_id),
      });
      return { shopee_connect: r.connected, pulled: r.pulled };
    },
    lazadaDisconnect: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      return { lazada_connect: await disconnect(db, 'lazada', caller) };
    },
    shopeeDisconnect: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      return { shopee_connect: await disconnect(db, 'shopee', caller) };
    },
    marketplaceSync: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      return syncAll(sync, caller);
    },
    marketplaceLog: async ({ query }) =>
      searchedList<SyncLogRow>(db, {
        query,
        table: marketplaceSyncLog,
        filters: [
          eq(marketplaceSyncLog.shop_id, query.shop_id),
          query.platform ? eq(marketplaceSyncLog.platform, query.platform) : undefined,
          query.kind ? eq(marketplaceSyncLog.kind, query.kind) : undefined,
          query.status ? eq(marketplaceSyncLog.status, query.status) : undefined,
        ],
        searched: () => undefined,
        rows: selectRows(
          () =>
            db
              .select(LOG_COLUMNS)
              .from(marketplaceSyncLog)
              .leftJoin(orders, eq(orders.id, marketplaceSyncLog.order_id)),
          (rows) => rows.map(logRow),
        ),
      }),
    marketplaceLogRetry: async ({ caller, body }) => {
      const id = await sync.retry(caller, body.id);
      const [row] = await db
        .select(LOG_COLUMNS)
        .from(marketplaceSyncLog)
        .leftJoin(orders, eq(orders.id, marketplaceSyncLog.order_id))
        .where(eq(marketplaceSyncLog.id, id));
      return logRow(row);
    },
    marketplaceConnections: async ({ query }) => {
      const rows = await db
        .select({
          platform: marketplaceConnections.platform,
          seller_id: marketplaceConnections.seller_id,
          status: marketplaceConnections.status,
          synced_at: marketplaceConnections.synced_at,
          error: marketplaceConnections.error,
        })
        .from(marketplaceConnections)
        .where(eq(marketplaceConnections.shop_id, query.shop_id))
        .orderBy(asc(marketplaceConnections.platform), asc(marketplaceConnections.user_id));
      return rows.map((r) => ({ ...r, synced_at: r.synced_at?.toISOString() ?? null }));
    },
  });
}
