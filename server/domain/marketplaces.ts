import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, gt, sql } from 'drizzle-orm';
import {
  COD,
  LINE_TYPE,
  ORDER_SOURCE,
  SHIPPING_TYPE,
  type OrderCreate,
} from '../../contract/schemas/orders';
import { th } from '../../i18n/th';
import { assertShop } from '../auth/access';
import type { Caller } from '../auth/session';
import type { Db } from '../db/client';
import {
  lookups,
  marketplaceConnections,
  marketplaceStates,
  orderItems,
  orders,
  titles,
  users,
} from '../db/schema';
import { transaction } from '../db/transaction';
import { ApiError } from '../errors';
import type {
  MarketplaceDriver,
  MarketplaceOrder,
  MarketplaceTokens,
  Platform,
} from '../integrations/marketplace';
import type { TokenBox } from '../integrations/tokenBox';
import type { EventBus } from '../events';
import { notifyShop } from './notifications';
import { checkLines, loadStock, orderColumns } from './orders';
import { findPlace, loadPlaces } from './places';
import { allocateIds } from './productIds';
import { warehouseClock, warehouseToday } from '../../contract/dates';

// Marketplace connections (spec part 2 §4.5; DESIGN.md "External services, offline"): the
// OAuth state, the connection with its sealed tokens, and the pull of the seller's orders
// into the shop as drafts, once each.

const STATE_TTL_MS = 10 * 60 * 1000;
const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const FLAG = { lazada: 'lazada_connect', shopee: 'shopee_connect' } as const;
const SOURCE = { lazada: ORDER_SOURCE.LAZADA, shopee: ORDER_SOURCE.SHOPEE } as const;
const PLATFORM_NAME = { lazada: 'Lazada', shopee: 'Shopee' } as const;

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
  db: Db,
  events: EventBus,
  box: TokenBox,
  driver: MarketplaceDriver,
  caller: Caller,
  input: { code: string; state: string; shopee_shop_id?: string },
) {
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
  const granted = await driver.exchange(input.code, input.shopee_shop_id);
  if (!granted) throw new ApiError(400, th.server.marketplace.code_invalid);
  await transaction(db, async (tx) => {
    await tx
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
        },
      });
    await tx
      .update(users)
      .set({ [FLAG[driver.platform]]: true })
      .where(eq(users.id, caller.id));
  });
  const pulled = await syncConnection(db, events, box, driver, caller.id);
  return { connected: true, pulled };
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

/** The draft of a marketplace order, or undefined when it cannot be one. */
function draftOf(
  o: MarketplaceOrder,
  ctx: {
    shopId: number;
    stock: Awaited<ReturnType<typeof loadStock>>;
    places: Awaited<ReturnType<typeof loadPlaces>>;
    titles: Map<string, number>;
    fallbackTitle: number;
    channel: number;
  },
) {
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

/** Pulls the seller's orders of one connection into its shop, each once (by its number). */
async function syncConnection(
  db: Db,
  events: EventBus,
  box: TokenBox,
  driver: MarketplaceDriver,
  userId: number,
) {
  const [conn] = await db
    .select()
    .from(marketplaceConnections)
    .where(
      and(
        eq(marketplaceConnections.user_id, userId),
        eq(marketplaceConnections.platform, driver.platform),
      ),
    );
  const result: PullResult = { created: 0, existing: 0, skipped: 0 };
  if (!conn) return result;
  const stock = await loadStock(db, conn.shop_id, 'all');
  const skus = [...stock.values()]
    .filter((e) => (e.available ?? 0) > 0)
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((e) => e.code);
  const found = await driver.orders(
    conn.seller_id,
    box.unseal<MarketplaceTokens>(conn.tokens),
    skus,
  );
  const ctx = {
    shopId: conn.shop_id,
    stock,
    places: await loadPlaces(db),
    titles: new Map(
      (await db.select({ id: titles.id, name: titles.title_name_th }).from(titles)).map((t) => [
        t.name,
        t.id,
      ]),
    ),
    fallbackTitle: 0,
    channel: (
      await db
        .select({ id: lookups.id })
        .from(lookups)
        .where(eq(lookups.category, 'delivery_channel'))
        .orderBy(asc(lookups.sort), asc(lookups.id))
        .limit(1)
    )[0].id,
  };
  ctx.fallbackTitle = ctx.titles.get('คุณ') ?? [...ctx.titles.values()][0];
  for (const o of found) {
    const draft = draftOf(o, ctx);
    if (!draft) {
      result.skipped++;
      continue;
    }
    const made = await transaction(db, async (tx) => {
      const [orderId] = await allocateIds(tx, 'order', 1);
      const [row] = await tx
        .insert(orders)
        .values({
          ...orderColumns(draft.order, draft.total),
          order_id: orderId,
          shop_id: conn.shop_id,
          sources: SOURCE[driver.platform],
          sources_item_id: o.id,
          created_by: userId,
          created_dt: o.created_at,
        })
        .onConflictDoNothing({
          target: [orders.shop_id, orders.sources, orders.sources_item_id],
          where: sql`${orders.sources_item_id} IS NOT NULL`,
        })
        .returning({ id: orders.id });
      if (!row) return false;
      await tx.insert(orderItems).values(draft.lines.map((l) => ({ ...l, order_id: row.id })));
      return true;
    });
    if (made) result.created++;
    else result.existing++;
  }
  if (result.created > 0) {
    await transaction(db, (tx) =>
      notifyShop(
        tx,
        events,
        conn.shop_id,
        th.server.marketplace.pulled
          .replace('%{platform}', PLATFORM_NAME[driver.platform])
          .replace('%{count}', String(result.created)),
      ),
    );
  }
  await db
    .update(marketplaceConnections)
    .set({ synced_at: new Date() })
    .where(
      and(
        eq(marketplaceConnections.user_id, userId),
        eq(marketplaceConnections.platform, driver.platform),
      ),
    );
  return result;
}

/** Pulls the orders of every connection of the caller. */
export async function syncAll(
  db: Db,
  events: EventBus,
  box: TokenBox,
  drivers: Record<Platform, MarketplaceDriver>,
  caller: Caller,
): Promise<PullResult> {
  const total: PullResult = { created: 0, existing: 0, skipped: 0 };
  for (const platform of ['lazada', 'shopee'] as const) {
    const r = await syncConnection(db, events, box, drivers[platform], caller.id);
    total.created += r.created;
    total.existing += r.existing;
    total.skipped += r.skipped;
  }
  return total;
}
