import { and, eq, isNull, or } from 'drizzle-orm';
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
} from './db/schema';
import { ApiError } from './errors';

/** How the shop of a record is found from the value of the field that names it. */
interface RecordResolver {
  shopOf: (db: Db, value: unknown) => Promise<number | undefined>;
  /** The answer (404) when no record has that value. */
  notFound: string;
}

const firstShop = (rows: { shop_id: number }[]) => rows[0]?.shop_id;

/**
 * The shop of the record showing this photo, if one does: a product (any of its four
 * photos), a product set (any of its photos), a stock item (its latest adjusted-stock
 * photo), an order, a booking or a stock movement.
 */
export async function shopOfPhoto(db: Db, key: string): Promise<number | undefined> {
  const product = firstShop(
    await db
      .select({ shop_id: products.shop_id })
      .from(products)
      .where(
        or(
          eq(products.item_pic, key),
          eq(products.pic, key),
          eq(products.inner_pack_pic, key),
          eq(products.case_pic, key),
        ),
      )
      .limit(1),
  );
  if (product !== undefined) return product;
  const set = firstShop(
    await db
      .select({ shop_id: productSets.shop_id })
      .from(productSets)
      .where(
        or(
          eq(productSets.item_pic, key),
          eq(productSets.inner_pack_pic, key),
          eq(productSets.case_pic, key),
          eq(productSets.pic_pack_product, key),
        ),
      )
      .limit(1),
  );
  if (set !== undefined) return set;
  const item = firstShop(
    await db
      .select({ shop_id: inventory.shop_id })
      .from(inventory)
      .where(eq(inventory.inven_pic, key))
      .limit(1),
  );
  if (item !== undefined) return item;
  const order = firstShop(
    await db.select({ shop_id: orders.shop_id }).from(orders).where(eq(orders.pic, key)).limit(1),
  );
  if (order !== undefined) return order;
  const booking = firstShop(
    await db
      .select({ shop_id: bookings.shop_id })
      .from(bookings)
      .where(eq(bookings.booking_pic, key))
      .limit(1),
  );
  if (booking !== undefined) return booking;
  return firstShop(
    await db
      .select({ shop_id: inventory.shop_id })
      .from(stockMovements)
      .innerJoin(inventory, eq(inventory.id, stockMovements.inventory_id))
      .where(eq(stockMovements.photo, key))
      .limit(1),
  );
}

/** Every record a scope may name, with how its shop is looked up. */
const resolvers: Record<ShopRecord, RecordResolver> = {
  product: {
    shopOf: async (db, id) =>
      firstShop(
        await db
          .select({ shop_id: products.shop_id })
          .from(products)
          .where(eq(products.id, Number(id))),
      ),
    notFound: th.server.product_not_found,
  },
  productPhoto: {
    shopOf: (db, key) => shopOfPhoto(db, String(key)),
    notFound: th.server.not_found,
  },
  inventory: {
    shopOf: async (db, id) =>
      firstShop(
        await db
          .select({ shop_id: inventory.shop_id })
          .from(inventory)
          .where(eq(inventory.id, Number(id))),
      ),
    notFound: th.server.stock.not_found,
  },
  // A deleted set is not found.
  productSet: {
    shopOf: async (db, id) =>
      firstShop(
        await db
          .select({ shop_id: productSets.shop_id })
          .from(productSets)
          .where(and(eq(productSets.id, Number(id)), isNull(productSets.deleted_at))),
      ),
    notFound: th.server.set.not_found,
  },
  setOrder: {
    shopOf: async (db, id) =>
      firstShop(
        await db
          .select({ shop_id: productSetOrders.shop_id })
          .from(productSetOrders)
          .where(eq(productSetOrders.id, Number(id))),
      ),
    notFound: th.server.set_order.not_found,
  },
  order: {
    shopOf: async (db, id) =>
      firstShop(
        await db
          .select({ shop_id: orders.shop_id })
          .from(orders)
          .where(eq(orders.id, Number(id))),
      ),
    notFound: th.server.order.not_found,
  },
  booking: {
    shopOf: async (db, id) =>
      firstShop(
        await db
          .select({ shop_id: bookings.shop_id })
          .from(bookings)
          .where(eq(bookings.id, Number(id))),
      ),
    notFound: th.server.booking.not_found,
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
