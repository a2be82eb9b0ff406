import { z } from 'zod';
import {
  CONNECTION_STATUSES,
  MARKETPLACE_ORDER_STATUSES,
  PLATFORMS,
  SHIP_SYNC_STATUSES,
  SYNC_KINDS,
  SYNC_STATUSES,
} from '../enums';
import { bodyId, callerUid, pageQuery, queryId } from './common';

/** Marketplace connection (spec part 2 §4.5, §7.5). */

const code = z.string().trim().min(1).max(500);
/** The OAuth state this server put in the login link, returned with the code. */
const state = z.string().trim().min(1).max(200);

/** The shop whose orders the connection will bring in (the working shop). */
export const loginLinkQuery = z.strictObject({ shop_id: queryId });
export const loginLink = z.object({ url: z.string() });

export const lazadaConnectBody = z.strictObject({ code, state, uid: callerUid });
export const shopeeConnectBody = z.strictObject({
  code,
  state,
  uid: callerUid,
  shopee_shop_id: z.union([z.string().regex(/^\d{1,12}$/), z.number().int().positive()]),
});
export const disconnectBody = z.strictObject({ uid: callerUid });

/** What a pull of marketplace orders brought: new, already there, and not takeable. */
export const pullResult = z.object({
  created: z.number(),
  existing: z.number(),
  skipped: z.number(),
});
export type PullResult = z.infer<typeof pullResult>;

export const lazadaConnectReply = z.object({ lazada_connect: z.boolean(), pulled: pullResult });
export const shopeeConnectReply = z.object({ shopee_connect: z.boolean(), pulled: pullResult });
export const lazadaDisconnectReply = z.object({ lazada_connect: z.boolean() });
export const shopeeDisconnectReply = z.object({ shopee_connect: z.boolean() });
export const syncBody = z.strictObject({ uid: callerUid });

export const platform = z.enum(PLATFORMS);

/** The sync log of one shop, newest first, filtered by platform, kind and status. */
export const syncLogQuery = z.strictObject({
  shop_id: queryId,
  platform: platform.optional(),
  kind: z.enum(SYNC_KINDS).optional(),
  status: z.enum(SYNC_STATUSES).optional(),
  ...pageQuery,
});

/** What a run did: orders new, changed, cancelled, not takeable; SKUs pushed and refused. */
export const syncCounts = z.object({
  created: z.number().optional(),
  updated: z.number().optional(),
  cancelled: z.number().optional(),
  skipped: z.number().optional(),
  pushed: z.number().optional(),
  refused: z.number().optional(),
});
export type SyncCounts = z.infer<typeof syncCounts>;

/** One run of a job of the sync: a pull, a token refresh, a shipping confirmation or a stock push. */
export const syncLogRow = z.object({
  id: z.number(),
  shop_id: z.number(),
  platform,
  kind: z.enum(SYNC_KINDS),
  status: z.enum(SYNC_STATUSES),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** Tries so far (a retried job counts each). */
  attempts: z.number(),
  /** The order a shipping confirmation is about. */
  order_id: z.number().nullable(),
  order_no: z.string().nullable(),
  counts: syncCounts,
  /** The platform's error, in Thai where the portal knows it. */
  error: z.string().nullable(),
  /** A failed job the shop may send again. */
  can_retry: z.boolean(),
});
export type SyncLogRow = z.infer<typeof syncLogRow>;

export const syncRetryBody = z.strictObject({ id: bodyId });

/** The shop's marketplace connections, for the order screen. */
export const connectionsQuery = z.strictObject({ shop_id: queryId });
export const connectionRow = z.object({
  platform,
  seller_id: z.string(),
  status: z.enum(CONNECTION_STATUSES),
  synced_at: z.string().nullable(),
  /** Why the connection needs the owner (the platform's refusal), when it does. */
  error: z.string().nullable(),
});
export type ConnectionRow = z.infer<typeof connectionRow>;

/** Where an order from a marketplace stands there, on the order's record (null otherwise). */
export const orderMarketplace = z
  .object({
    platform,
    status: z.enum(MARKETPLACE_ORDER_STATUSES).nullable(),
    ship_sync: z.enum(SHIP_SYNC_STATUSES).nullable(),
    error: z.string().nullable(),
  })
  .nullable();
