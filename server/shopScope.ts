import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Endpoint, ShopRecord, ShopScope } from '../contract/endpoints';
import { th } from '../i18n/th';
import { assertShop } from './auth/access';
import type { Caller } from './auth/session';
import type { Db } from './db/client';
import {
  bookings,
  inventory,
  orders,
  products,
  productSetOrders,
  productSets,
  stockMovements,
  webhookDeliveries,
  webhookEndpoints,
} from './db/schema';
import { ApiError } from './errors';

/** How the shop of a record is found from the value of the field that names it. */
interface RecordResolver {
  shopOf: (db: Db, value: unknown) => Promise<number | undefined>;
  /** The answer (404) when no record has that value. */
  notFound: string;
}

/** A table of a shop's records: each row names its shop. */
type ShopTable = PgTable & { id: AnyPgColumn; shop_id: AnyPgColumn<{ data: number }> };

/** The shop of the first row of `table` matching `where`, if one does. */
async function shopWhere(db: Db, table: ShopTable, where: SQL | undefined) {
  const [row] = await db.select({ shop_id: table.shop_id }).from(table).where(where).limit(1);
  return row?.shop_id ?? undefined;
}

/**
 * The shop of the record showing this photo, if one does: a product (any of its four
 * photos), a product set (any of its photos), a stock item (its latest adjusted-stock
 * photo), an order, a booking or a stock movement.
 */
export async function shopOfPhoto(db: Db, key: string): Promise<number | undefined> {
  const photoOf = (...columns: AnyPgColumn[]) => or(...columns.map((c) => eq(c, key)));
  const lookups = [
    () =>
      shopWhere(
        db,
        products,
        photoOf(products.item_pic, products.pic, products.inner_pack_pic, products.case_pic),
      ),
    () =>
      shopWhere(
        db,
        productSets,
        photoOf(
          productSets.item_pic,
          productSets.inner_pack_pic,
          productSets.case_pic,
          productSets.pic_pack_product,
        ),
      ),
    () => shopWhere(db, inventory, photoOf(inventory.inven_pic)),
    () => shopWhere(db, orders, photoOf(orders.pic)),
    () => shopWhere(db, bookings, photoOf(bookings.booking_pic)),
    async () => {
      const [row] = await db
        .select({ shop_id: inventory.shop_id })
        .from(stockMovements)
        .innerJoin(inventory, eq(inventory.id, stockMovements.inventory_id))
        .where(eq(stockMovements.photo, key))
        .limit(1);
      return row?.shop_id;
    },
  ];
  for (const lookup of lookups) {
    const shop = await lookup();
    if (shop !== undefined) return shop;
  }
  return undefined;
}

/** A record named by its id: its shop (`live` narrows which rows are found). */
const byId = (table: ShopTable, notFound: string, live?: SQL): RecordResolver => ({
  shopOf: (db, id) => shopWhere(db, table, and(eq(table.id, Number(id)), live)),
  notFound,
});

/** Every record a scope may name, with how its shop is looked up. */
const resolvers: Record<ShopRecord, RecordResolver> = {
  product: byId(products, th.server.product_not_found),
  productPhoto: {
    shopOf: (db, key) => shopOfPhoto(db, String(key)),
    notFound: th.server.not_found,
  },
  inventory: byId(inventory, th.server.stock.not_found),
  // A deleted set is not found.
  productSet: byId(productSets, th.server.set.not_found, isNull(productSets.deleted_at)),
  setOrder: byId(productSetOrders, th.server.set_order.not_found),
  order: byId(orders, th.server.order.not_found),
  booking: byId(bookings, th.server.booking.not_found),
  webhookEndpoint: byId(webhookEndpoints, th.server.webhook.not_found),
  webhookDelivery: {
    shopOf: async (db, id) => {
      const [row] = await db
        .select({ shop_id: webhookEndpoints.shop_id })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpoint_id))
        .where(eq(webhookDeliveries.id, Number(id)));
      return row?.shop_id;
    },
    notFound: th.server.webhook.delivery_not_found,
  },
};

type Parsed = { query: unknown; body: unknown };

const valueOf = (parsed: Parsed, place: ShopScope['in'], field: string): unknown =>
  (parsed[place] as Record<string, unknown> | undefined)?.[field];

/**
 * Keeps a shop user to their own shops on every endpoint that declares a shop scope:
 * each declared field, in order, must name one of the caller's shops or a record of one.
 * Staff act on every shop (their handlers still answer unknown records themselves).
 */
export async function enforceShopScope(
  db: Db,
  ep: Endpoint,
  caller: Caller | null,
  parsed: Parsed,
): Promise<void> {
  if (ep.shop === 'none') return;
  if (!caller) throw new ApiError(401, th.server.unauthenticated);
  if (caller.isStaff) return;
  for (const scope of ep.shop) {
    const value = valueOf(parsed, scope.in, scope.field);
    // A declared field the request lacks names no shop of the caller's: refuse rather than pass.
    if (value === undefined) {
      if (scope.optional) continue;
      throw new ApiError(403, th.server.shop_forbidden);
    }
    if (!scope.record) {
      assertShop(caller, Number(value));
      continue;
    }
    const resolver = resolvers[scope.record];
    const shopId = await resolver.shopOf(db, value);
    if (shopId === undefined) throw new ApiError(404, resolver.notFound);
    // A record outside the shop the request names is not found there (whoever's it is).
    if (scope.within !== undefined && shopId !== Number(valueOf(parsed, scope.in, scope.within)))
      throw new ApiError(404, resolver.notFound);
    assertShop(caller, shopId);
  }
}
