import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, gt, sql } from 'drizzle-orm';
import { COD, LINE_TYPE, SHIPPING_TYPE, type OrderCreate } from '../../contract/schemas/orders';
import { th } from '../../i18n/th';
import { assertShop } from '../auth/access';
import type { Caller } from '../auth/session';
import type { Db, DbOrTx } from '../db/client';
import { lookups, marketplaceConnections, marketplaceStates, titles, users } from '../db/schema';
import { transaction } from '../db/transaction';
import { ApiError } from '../errors';
import {
  MarketplaceError,
  type MarketplaceDriver,
  type MarketplaceOrder,
  type Platform,
} from '../integrations/marketplace';
import type { MarketplaceSync } from './marketplaceSync';
import { thaiPlatformError } from '../integrations/marketplace.http';
import { checkLines, loadStock } from './orders';
import { findPlace, loadPlaces } from './places';
import { warehouseClock, warehouseToday } from '../../contract/dates';

// Marketplace connections (spec part 2 §4.5; DESIGN.md "External services, offline"): the
// OAuth state, the connection with its sealed tokens, and the pull of the seller's orders
// into the shop as drafts, once each.

const STATE_TTL_MS = 10 * 60 * 1000;
const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const FLAG = { lazada: 'lazada_connect', shopee: 'shopee_connect' } as const;

/**
 * Where the user allows the portal: a fresh state (its hash kept, once, for 10 minutes, with
 * the user and the shop the orders will come into) in the marketplace's login link.
 */
export async function loginLink(
  db: Db,
  driver: MarketplaceDriver,
  userId: number,
  shopId: number,
  returnTo: string,
) {
  const state = randomBytes(24).toString('base64url');
  await db
    .delete(marketplaceStates)
    .where(sql`${marketplaceStates.expires_at} < now() - interval '1 day'`);
  await db.insert(marketplaceStates).values({
    state_hash: hash(state),
    user_id: userId,
    platform: driver.platform,
    shop_id: shopId,
    expires_at: new Date(Date.now() + STATE_TTL_MS),
  });
  // Shopee returns to the address as given: the state rides in it (Lazada returns it itself).
  const redirect =
    driver.platform === 'shopee' ? `${returnTo}?${new URLSearchParams({ state })}` : returnTo;
  return driver.loginUrl(state, redirect);
}

const refused = () =>
  new ApiError(400, th.server.marketplace.state_invalid, {
    state: th.server.marketplace.state_invalid,
  });

/**
 * Connects the caller's account to the marketplace with the code it returned: the state must
 * be one this server gave the caller for this platform, unused and fresh; the code is
 * exchanged for the seller and tokens (sealed before they are stored); then the seller's
 * orders are pulled in. Answers the flag and what the pull brought.
 */
export async function connect(
  sync: MarketplaceSync,
  driver: MarketplaceDriver,
  caller: Caller,
  input: { code: string; state: string; shopee_shop_id?: string },
) {
  const { db } = sync.deps;
  const [state] = await db
    .update(marketplaceStates)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(marketplaceStates.state_hash, hash(input.state)),
        eq(marketplaceStates.user_id, caller.id),
        eq(marketplaceStates.platform, driver.platform),
        isNull(marketplaceStates.used_at),
        gt(marketplaceStates.expires_at, new Date()),
      ),
    )
    .returning({ shop_id: marketplaceStates.shop_id });
  if (!state) throw refused();
  assertShop(caller, state.shop_id);
  // A platform that is down or busy answers in Thai; the user connects again later.
  const granted = await driver.exchange(input.code, input.shopee_shop_id).catch((err: unknown) => {
    if (err instanceof MarketplaceError) throw new ApiError(503, thaiPlatformError(err));
    throw err;
  });
  if (!granted) throw new ApiError(400, th.server.marketplace.code_invalid);
  const box = await sync.deps.tokens();
  const conn = await transaction(db, async (tx) => {
    // A new connection (or a new seller) pulls from a week back; connecting again after a
    // refused refresh carries on where the pulls stopped.
    const [row] = await tx
      .insert(marketplaceConnections)
      .values({
        user_id: caller.id,
        platform: driver.platform,
        shop_id: state.shop_id,
        seller_id: granted.seller_id,
        tokens: box.seal(granted.tokens),
      })
      .onConflictDoUpdate({
        target: [marketplaceConnections.user_id, marketplaceConnections.platform],
        set: {
          shop_id: state.shop_id,
          seller_id: granted.seller_id,
          tokens: box.seal(granted.tokens),
          connected_at: new Date(),
          status: 'connected',
          error: null,
          pulled_until: sql`CASE WHEN ${marketplaceConnections.seller_id} = ${granted.seller_id}
            AND ${marketplaceConnections.shop_id} = ${state.shop_id}
            THEN ${marketplaceConnections.pulled_until} END`,
        },
      })
      .returning();
    await tx
      .update(users)
      .set({ [FLAG[driver.platform]]: true })
      .where(eq(users.id, caller.id));
    return row;
  });
  const counts = await sync.pullNow(conn);
  // From now on the connection is pulled on its schedule, and its stock is pushed.
  await sync.schedulePull(conn.user_id, conn.platform);
  await sync.pushAll(conn.shop_id);
  return {
    connected: true,
    pulled: {
      created: counts.created ?? 0,
      existing: (counts.updated ?? 0) + (counts.cancelled ?? 0),
      skipped: counts.skipped ?? 0,
    },
  };
}

/** Ends the caller's connection: the tokens are forgotten, the flag is false. */
export async function disconnect(db: Db, platform: Platform, caller: Caller) {
  await transaction(db, async (tx) => {
    await tx
      .delete(marketplaceConnections)
      .where(
        and(
          eq(marketplaceConnections.user_id, caller.id),
          eq(marketplaceConnections.platform, platform),
        ),
      );
    await tx
      .update(users)
      .set({ [FLAG[platform]]: false })
      .where(eq(users.id, caller.id));
  });
  return false;
}

export interface PullResult {
  /** Orders new to the shop. */
  created: number;
  /** Orders the shop had already (pulled before). */
  existing: number;
  /** Orders that name a code or an address the portal does not know. */
  skipped: number;
}

/** What drafts of a shop's marketplace orders are made with: its stock, places, titles, channel. */
export async function draftContext(db: DbOrTx, shopId: number) {
  const titleRows = await db.select({ id: titles.id, name: titles.title_name_th }).from(titles);
  const names = new Map(titleRows.map((row) => [row.name, row.id]));
  const [channel] = await db
    .select({ id: lookups.id })
    .from(lookups)
    .where(eq(lookups.category, 'delivery_channel'))
    .orderBy(asc(lookups.sort), asc(lookups.id))
    .limit(1);
  return {
    shopId,
    stock: await loadStock(db, shopId, 'all'),
    places: await loadPlaces(db),
    titles: names,
    fallbackTitle: names.get('คุณ') ?? titleRows[0].id,
    channel: channel.id,
  };
}
export type DraftContext = Awaited<ReturnType<typeof draftContext>>;

/** The draft of a marketplace order, or undefined when it cannot be one. */
export function draftOf(o: MarketplaceOrder, ctx: DraftContext) {
  const byCode = new Map<string, { id: number; type: number }>();
  for (const e of ctx.stock.values()) if (e.type === LINE_TYPE.SET) byCode.set(e.code, e);
  for (const e of ctx.stock.values()) if (e.type === LINE_TYPE.PRODUCT) byCode.set(e.code, e);
  const lines: OrderCreate['product'] = [];
  for (const it of o.items) {
    const e = byCode.get(it.sku);
    if (!e || it.quantity < 1) return undefined;
    lines.push({ product_id: e.id, total_order: it.quantity, type: e.type as 1 | 2 });
  }
  const place = findPlace(ctx.places, o.buyer);
  if (!lines.length || !place) return undefined;
  // Placed at the warehouse's date and time; due two days later.
  const due = new Date(o.created_at.getTime() + 48 * 60 * 60 * 1000);
  const order: OrderCreate = {
    shop_id: ctx.shopId,
    order_dt: warehouseToday(o.created_at),
    order_time: warehouseClock(o.created_at),
    delivery_dt: warehouseToday(due),
    delivery_time: '12:00',
    title_id: ctx.titles.get(o.buyer.title ?? '') ?? ctx.fallbackTitle,
    customer_firstname: o.buyer.first_name || '-',
    customer_lastname: o.buyer.last_name || '-',
    email: o.buyer.email,
    tel: o.buyer.phone,
    address: o.buyer.address || '-',
    ...place,
    postcode: o.buyer.postcode,
    cod: o.cod ? COD.YES : COD.NO,
    delivery_channel_id: ctx.channel,
    shipping_type: o.express ? SHIPPING_TYPE.EXPRESS : SHIPPING_TYPE.REGULAR,
    distcount: 0,
    remark: o.remark.slice(0, 200),
    product: lines,
  };
  // Drafts reserve nothing: the marketplace's order comes in whatever the stock; the confirm
  // screen checks it. The total is the portal's prices, as for every order.
  const checked = checkLines({ ...order, product: lines }, ctx.stock);
  return { order, lines: checked.lines, total: checked.total };
}

/** Pulls the orders of every working connection of the caller now (the pull button). */
export async function syncAll(sync: MarketplaceSync, caller: Caller): Promise<PullResult> {
  const total: PullResult = { created: 0, existing: 0, skipped: 0 };
  const conns = await sync.deps.db
    .select()
    .from(marketplaceConnections)
    .where(
      and(
        eq(marketplaceConnections.user_id, caller.id),
        eq(marketplaceConnections.status, 'connected'),
      ),
    );
  for (const conn of conns) {
    const r = await sync.pullNow(conn);
    total.created += r.created ?? 0;
    total.existing += (r.updated ?? 0) + (r.cancelled ?? 0);
    total.skipped += r.skipped ?? 0;
  }
  return total;
}
