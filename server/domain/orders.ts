import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  LINE_TYPE,
  linesSatang,
  ORDER_SHOP_CHOICES,
  ORDER_STATUS,
  type OrderCreate,
  type OrderStatus,
  type OrderUpdate,
} from '../../contract/schemas/orders';
import type { AuditChange } from '../../contract/schemas/roles';
import { wholeBaht } from '../../contract/money';
import { th } from '../../i18n/th';
import type { DbOrTx, Tx } from '../db/client';
import { catalogueName } from '../db/names';
import {
  districts,
  inventory,
  lookups,
  orderItems,
  orders,
  products,
  productSets,
  subdistricts,
  titles,
} from '../db/schema';
import { ApiError } from '../errors';
import { recordAudit } from './audit';
import { allocateIds } from './productIds';
import { orderStatusChanged, ordersCreated } from './webhooks';
import { fill } from '../text';

/** An order's status by name, and its delivery channel's name ('' without one), as lists show them. */
export const statusName = catalogueName(orders.is_order, th.app.orders.status);
export const channelName = sql<string>`coalesce((SELECT ${lookups.enum_desc} FROM ${lookups} WHERE ${lookups.category} = 'delivery_channel' AND ${lookups.id} = ${orders.delivery_channel_id}), '')`;

// Customer orders (DESIGN.md "customer order"): the rules of a saved order, the same for the
// form, the import and the marketplace pull. Drafts reserve nothing; a line may ask for at
// most the stock available when it is saved (on hand less what confirmed orders reserve).

/** Money as whole satang: prices have two decimals, so sums are exact integers. */
const satang = (baht: number) => Math.round(baht * 100);
const baht = (s: number) => s / 100;
/** Satang as the messages show them, in whole baht (their text says 'บาท'): 123450 is '1,235'. */
const shown = (s: number) => wholeBaht(baht(s));

export type LineType = (typeof LINE_TYPE)[keyof typeof LINE_TYPE];
/** A product or set of a shop as an order line sees it. */
export interface StockEntry {
  type: LineType;
  id: number;
  code: string;
  name: string;
  price: number;
  /** null: the shop holds no stock of it. */
  available: number | null;
}
export const stockKey = (type: number, id: number) => `${type}:${id}`;

/** Available stock of an item: on hand less reserved (0 for an item removed from the list). */
const availableOf = sql<
  number | null
>`CASE WHEN ${inventory.id} IS NULL THEN NULL WHEN ${inventory.deleted_at} IS NOT NULL THEN 0 ELSE ${inventory.inventory} - ${inventory.reserved} END`;

/**
 * The shop's products and sets named by `lines` (or, with `all`, every live one), with
 * their prices and available stock, keyed by `stockKey`.
 */
export async function loadStock(
  db: DbOrTx,
  shopId: number,
  lines: { type: number; product_id: number }[] | 'all',
): Promise<Map<string, StockEntry>> {
  const ids = (type: number) =>
    lines === 'all'
      ? null
      : [...new Set(lines.filter((l) => l.type === type).map((l) => l.product_id))];
  const out = new Map<string, StockEntry>();
  const kinds = [
    { type: LINE_TYPE.PRODUCT, table: products, stockOf: inventory.product_id, live: undefined },
    {
      type: LINE_TYPE.SET,
      table: productSets,
      stockOf: inventory.product_set_id,
      live: isNull(productSets.deleted_at),
    },
  ];
  for (const { type, table, stockOf, live } of kinds) {
    const wanted = ids(type);
    if (wanted !== null && !wanted.length) continue;
    const rows = await db
      .select({
        id: table.id,
        code: table.customer_product_id,
        name: table.product_name_th,
        price: table.price,
        available: availableOf,
      })
      .from(table)
      .leftJoin(inventory, eq(stockOf, table.id))
      .where(
        and(
          eq(table.shop_id, shopId),
          live,
          wanted === null ? undefined : inArray(table.id, wanted),
        ),
      );
    for (const r of rows) out.set(stockKey(type, r.id), { ...r, type });
  }
  return out;
}

export interface PricedLine {
  type: LineType;
  product_id: number | null;
  product_set_id: number | null;
  total_order: number;
  price: number;
}

export interface LineCheck {
  /** Messages by field (`product.2.total_order`, `distcount`, `total_price`, `product`). */
  errors: Record<string, string>;
  lines: PricedLine[];
  /** Σ price × quantity − discount, in baht. */
  total: number;
}

/**
 * The lines of an order against the shop's stock: each names a product or set of the shop
 * (else `not_of_shop`), asks for at most its available stock (the message names the line),
 * priced at the shop's current price; the discount is at most the subtotal; a total sent by
 * the browser must equal the computed one.
 */
export function checkLines(
  order: Pick<OrderCreate, 'product' | 'distcount' | 'total_price'>,
  stock: Map<string, StockEntry>,
): LineCheck {
  const errors: Record<string, string> = {};
  const lines: PricedLine[] = [];
  order.product.forEach((line, i) => {
    const entry = stock.get(stockKey(line.type, line.product_id));
    if (!entry) {
      errors[`product.${i}.product_id`] ??= th.server.order.not_of_shop;
      errors.product ??= th.server.order.not_of_shop;
      return;
    }
    const available = entry.available ?? 0;
    if (line.total_order > available) {
      const message =
        entry.available === null
          ? fill(th.server.order.no_stock, { code: entry.code, name: entry.name })
          : fill(th.server.order.over_available, {
              code: entry.code,
              name: entry.name,
              available,
            });
      errors[`product.${i}.total_order`] = message;
      errors.product ??= message;
    }
    lines.push({
      type: entry.type,
      product_id: entry.type === LINE_TYPE.PRODUCT ? entry.id : null,
      product_set_id: entry.type === LINE_TYPE.SET ? entry.id : null,
      total_order: line.total_order,
      price: entry.price,
    });
  });
  const subtotal = linesSatang(lines);
  const discount = satang(order.distcount ?? 0);
  if (discount > subtotal && !errors.product) {
    errors.distcount = fill(th.server.order.discount_over, { subtotal: shown(subtotal) });
  }
  const total = Math.max(subtotal - discount, 0);
  const sent = order.total_price;
  if (sent !== undefined && satang(sent) !== total && Object.keys(errors).length === 0) {
    errors.total_price = fill(th.server.order.total_mismatch, {
      sent: shown(satang(sent)),
      total: shown(total),
    });
  }
  return { errors, lines, total: baht(total) };
}

type Refs = Pick<
  OrderCreate,
  'title_id' | 'delivery_channel_id' | 'province_id' | 'district_id' | 'subdistrict_id'
>;

/** The title, delivery channel and address of an order name real, consistent records. */
export async function checkRefs(db: DbOrTx, order: Refs): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const [title] = await db
    .select({ id: titles.id })
    .from(titles)
    .where(eq(titles.id, order.title_id));
  if (!title) errors.title_id = th.server.order.title_unknown;
  const [channel] = await db
    .select({ id: lookups.id })
    .from(lookups)
    .where(
      and(eq(lookups.category, 'delivery_channel'), eq(lookups.id, order.delivery_channel_id)),
    );
  if (!channel) errors.delivery_channel_id = th.server.order.channel_unknown;
  const [place] = await db
    .select({ district_id: subdistricts.district_id, province_id: districts.province_id })
    .from(subdistricts)
    .innerJoin(districts, eq(districts.id, subdistricts.district_id))
    .where(eq(subdistricts.id, order.subdistrict_id));
  if (
    !place ||
    place.district_id !== order.district_id ||
    place.province_id !== order.province_id
  ) {
    errors.subdistrict_id = th.server.order.address_mismatch;
  }
  return errors;
}

/** The columns of an order row from a checked payload. */
export function orderColumns(order: OrderCreate, total: number) {
  return {
    order_dt: order.order_dt,
    order_time: order.order_time,
    delivery_dt: order.delivery_dt,
    delivery_time: order.delivery_time,
    title_id: order.title_id,
    customer_firstname: order.customer_firstname.trim(),
    customer_lastname: order.customer_lastname.trim(),
    email: order.email.trim(),
    tel: order.tel.trim(),
    address: order.address.trim(),
    province_id: order.province_id,
    district_id: order.district_id,
    subdistrict_id: order.subdistrict_id,
    postcode: order.postcode.trim(),
    cod: order.cod === 2,
    delivery_channel_id: order.delivery_channel_id,
    shipping_type: order.shipping_type,
    distcount: order.distcount ?? 0,
    total_price: total,
    remark: (order.remark ?? '').trim(),
  };
}

/** Every rule of a saved order: references, lines, stock and money. Throws 400 with them all. */
async function checkOrder(tx: Tx, shopId: number, order: OrderCreate) {
  const errors = await checkRefs(tx, order);
  const stock = await loadStock(tx, shopId, order.product);
  const check = checkLines(order, stock);
  Object.assign(errors, check.errors);
  if (Object.keys(errors).length) {
    const first = check.errors.product ?? Object.values(errors)[0];
    throw new ApiError(400, first ?? th.server.validation, errors);
  }
  return check;
}

const insertLines = (tx: Tx, orderId: number, lines: PricedLine[]) =>
  tx.insert(orderItems).values(lines.map((l) => ({ ...l, order_id: orderId })));

/** Creates a draft order of the shop: number `OR` + milliseconds, lines priced by the server. */
export async function createOrder(tx: Tx, userId: number, order: OrderCreate) {
  const check = await checkOrder(tx, order.shop_id, order);
  const [orderId] = await allocateIds(tx, 'order', 1);
  const [row] = await tx
    .insert(orders)
    .values({
      ...orderColumns(order, check.total),
      order_id: orderId,
      shop_id: order.shop_id,
      sources: 0,
      created_by: userId,
    })
    .returning({ id: orders.id, order_id: orders.order_id });
  await insertLines(tx, row.id, check.lines);
  await ordersCreated(tx, order.shop_id, [
    { id: row.id, order_no: row.order_id, status: 0, source: 'form', total_price: check.total },
  ]);
  return { ...row, total_price: check.total };
}

/**
 * The order's history entry of a move (`order-getorderhistory`): the status before and after,
 * and what else the move recorded (`also`), by `actorId`, in the move's transaction; and the
 * shop's `order.status_changed` webhook, written with it (the order's row already moved).
 */
export async function recordOrderMove(
  tx: Tx,
  actorId: number,
  orderId: number,
  move: { from: OrderStatus; to: OrderStatus; also?: AuditChange[] },
) {
  await recordAudit(tx, {
    actorId,
    entity: 'order',
    entityId: orderId,
    action: 'order_status_changed',
    changes: [
      { field: 'is_order', before: String(move.from), after: String(move.to) },
      ...(move.also ?? []),
    ],
  });
  await orderStatusChanged(tx, orderId, move.from, move.to);
}

export const orderNotFound = () => new ApiError(404, th.server.order.not_found);

/** The order's state; 404 when there is no such order. */
export async function orderStatusOf(db: DbOrTx, id: number): Promise<OrderStatus> {
  const [row] = await db
    .select({ is_order: orders.is_order })
    .from(orders)
    .where(eq(orders.id, id));
  if (!row) throw orderNotFound();
  return row.is_order as OrderStatus;
}
const notDraft = () => new ApiError(400, th.server.order.not_draft);

/** The order, locked for this transaction; 404 when it is not the shop's. */
async function lockOrder(tx: Tx, id: number, shopId?: number) {
  const [row] = await tx
    .select({ id: orders.id, shop_id: orders.shop_id, is_order: orders.is_order })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  if (!row || (shopId !== undefined && row.shop_id !== shopId)) throw orderNotFound();
  return row;
}

/**
 * Changes a draft (is_order 0): its fields and lines, checked as on create, or cancels it
 * (9). An order past draft is read-only here (its state moves on the confirm and shipping
 * screens).
 */
export async function updateOrder(tx: Tx, order: OrderUpdate, actorId: number) {
  const current = await lockOrder(tx, order.id, order.shop_id);
  if (current.is_order !== ORDER_STATUS.DRAFT) throw notDraft();
  const next = (order.is_order ?? 0) as OrderStatus;
  if (!ORDER_SHOP_CHOICES.includes(next)) {
    const message = fill(th.server.order.status_choice, { to: th.app.orders.status[next] });
    throw new ApiError(400, message, { is_order: message });
  }
  if (next === ORDER_STATUS.CANCELLED) {
    const [row] = await tx
      .update(orders)
      .set({ is_order: next, updated_dt: new Date() })
      .where(eq(orders.id, order.id))
      .returning({ total_price: orders.total_price });
    await recordOrderMove(tx, actorId, order.id, { from: ORDER_STATUS.DRAFT, to: next });
    return { id: order.id, total_price: row.total_price, is_order: next };
  }
  const check = await checkOrder(tx, order.shop_id, order);
  await tx
    .update(orders)
    .set({ ...orderColumns(order, check.total), updated_dt: new Date() })
    .where(eq(orders.id, order.id));
  await tx.delete(orderItems).where(eq(orderItems.order_id, order.id));
  await insertLines(tx, order.id, check.lines);
  return { id: order.id, total_price: check.total, is_order: next };
}

/** Deletes a draft order and its lines; any other state is refused. */
export async function deleteOrder(tx: Tx, id: number) {
  const current = await lockOrder(tx, id);
  if (current.is_order !== ORDER_STATUS.DRAFT) throw notDraft();
  const [gone] = await tx.delete(orders).where(eq(orders.id, id)).returning({ pic: orders.pic });
  return gone;
}

/** The order's photo key, set on a draft of the shop. */
export async function setOrderPic(tx: Tx, id: number, shopId: number, key: string) {
  const current = await lockOrder(tx, id, shopId);
  if (current.is_order !== ORDER_STATUS.DRAFT) throw notDraft();
  const [old] = await tx.select({ pic: orders.pic }).from(orders).where(eq(orders.id, id));
  await tx.update(orders).set({ pic: key, updated_dt: new Date() }).where(eq(orders.id, id));
  return old.pic;
}
