import { and, asc, eq, sql } from 'drizzle-orm';
import { LINE_TYPE, ORDER_STATUS } from '../../contract/schemas/orders';
import { th } from '../../i18n/th';
import type { Caller } from '../auth/session';
import type { DbOrTx, Tx } from '../db/client';
import { orderItems, orders, products, productSets } from '../db/schema';
import { countOn, kindAt, matchScan } from '../../contract/barcodes';
import { ApiError } from '../errors';
import { fill } from '../text';
import { moveOrder, type MoveDeps } from './fulfilment';
import { orderNotFound } from './orders';

// Scan to pack (DESIGN.md "customer order": 3 packed when every line is scanned, or a staff
// override with its reason recorded). A scan names a product or set of the order by one of its
// three barcodes: the item counts one, the inner pack and the case their pack sizes.

const t = th.server.packing;

/** The order to pack, by id or by its number (unique) as scanned from its packing slip. */
export async function packOrderOf(db: DbOrTx, by: { id?: number; code?: string }) {
  const [order] = await db
    .select({ id: orders.id, order_id: orders.order_id, is_order: orders.is_order })
    .from(orders)
    .where(by.id !== undefined ? eq(orders.id, by.id) : eq(orders.order_id, by.code ?? ''))
    .limit(1);
  if (!order) {
    throw by.id !== undefined
      ? orderNotFound()
      : new ApiError(404, fill(t.code_not_found, { code: by.code ?? '' }));
  }
  return order;
}

/** The order's lines with what each barcode of their product or set counts. */
export async function packLines(db: DbOrTx, orderId: number) {
  const barcode = (column: 'item_barcode_upc' | 'inner_pack_barcode_upc' | 'case_barcode_upc') =>
    sql<string>`coalesce(${products[column]}, ${productSets[column]}, '')`;
  return db
    .select({
      id: orderItems.id,
      code: sql<string>`coalesce(${products.customer_product_id}, ${productSets.customer_product_id})`,
      name: sql<string>`coalesce(${products.product_name_th}, ${productSets.product_name_th})`,
      total_order: orderItems.total_order,
      packed: orderItems.packed,
      item_barcode: barcode('item_barcode_upc'),
      inner_barcode: barcode('inner_pack_barcode_upc'),
      case_barcode: barcode('case_barcode_upc'),
      inner_size: sql<number>`coalesce(${products.inner_pack_total}, ${productSets.inner_pack_total}, 0)::int`,
      case_size: sql<number>`coalesce(${products.case_total}, ${productSets.case_total}, 0)::int`,
    })
    .from(orderItems)
    .leftJoin(
      products,
      and(eq(orderItems.type, LINE_TYPE.PRODUCT), eq(products.id, orderItems.product_id)),
    )
    .leftJoin(
      productSets,
      and(eq(orderItems.type, LINE_TYPE.SET), eq(productSets.id, orderItems.product_set_id)),
    )
    .where(eq(orderItems.order_id, orderId))
    .orderBy(asc(orderItems.id));
}
export type PackLine = Awaited<ReturnType<typeof packLines>>[number];

/**
 * The line a barcode names and how many it counts (contract/barcodes.ts, the rule receiving
 * uses too); undefined when none of the order's. A code two lines carry counts on the first
 * with room left.
 */
export function matchBarcode(lines: PackLine[], code: string) {
  const scannable = lines.map((l) => ({
    barcodes: {
      item: l.item_barcode,
      inner: l.inner_barcode,
      case: l.case_barcode,
      inner_size: l.inner_size,
      case_size: l.case_size,
    },
  }));
  let match = matchScan(scannable, code);
  if (match.result === 'ambiguous') {
    const index =
      match.indexes.find((i) => lines[i].packed < lines[i].total_order) ?? match.indexes[0];
    match = countOn(scannable, index, kindAt(scannable, index, code) ?? 'item');
  }
  return match.result === 'counted' ? { line: lines[match.index], count: match.pieces } : undefined;
}

/** The order to pack, locked: staff only; confirmed or being picked. */
async function lockForPacking(tx: Tx, caller: Caller, id: number) {
  if (!caller.isStaff) throw new ApiError(403, t.staff_only);
  const [order] = await tx
    .select({ id: orders.id, order_id: orders.order_id, is_order: orders.is_order })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  if (!order) throw orderNotFound();
  if (order.is_order !== ORDER_STATUS.CONFIRMED && order.is_order !== ORDER_STATUS.PICKING) {
    throw new ApiError(400, fill(t.not_packable, { order: order.order_id }));
  }
  return order;
}

/**
 * One scan into the order's parcel: the line it names counts up by its pack size, never past
 * the ordered quantity; a barcode of no line, or one too many, is refused (400) and counts
 * nothing. When every line is complete the order moves to packed.
 */
export async function packScan(
  tx: Tx,
  deps: MoveDeps,
  caller: Caller,
  input: { id: number; barcode: string },
) {
  const order = await lockForPacking(tx, caller, input.id);
  const lines = await packLines(tx, order.id);
  const hit = matchBarcode(lines, input.barcode);
  if (!hit) throw new ApiError(400, fill(t.not_in_order, { barcode: input.barcode.trim() }));
  const { line, count } = hit;
  if (line.packed + count > line.total_order) {
    throw new ApiError(
      400,
      fill(t.too_many, {
        name: line.name,
        packed: line.packed,
        count,
        total: line.total_order,
      }),
    );
  }
  await tx
    .update(orderItems)
    .set({ packed: line.packed + count })
    .where(eq(orderItems.id, line.id));
  line.packed += count;
  const complete = lines.every((l) => l.packed === l.total_order);
  if (complete) await finishPacking(tx, deps, caller, order.id, null);
  return {
    line_id: line.id,
    added: count,
    packed: line.packed,
    total_order: line.total_order,
    complete,
    is_order: complete ? ORDER_STATUS.PACKED : order.is_order,
  };
}

/** Packed without scanning: staff only, with the reason recorded. */
export async function packOverride(
  tx: Tx,
  deps: MoveDeps,
  caller: Caller,
  input: { id: number; reason: string },
) {
  const order = await lockForPacking(tx, caller, input.id);
  await finishPacking(tx, deps, caller, order.id, input.reason.trim());
  return { id: order.id, is_order: ORDER_STATUS.PACKED };
}

async function finishPacking(
  tx: Tx,
  deps: MoveDeps,
  caller: Caller,
  id: number,
  reason: string | null,
) {
  await tx
    .update(orders)
    .set({ packed_by: caller.id, packed_at: new Date(), pack_override_reason: reason })
    .where(eq(orders.id, id));
  // An order is packed once (from confirmed or picking), so its reason was empty before.
  const also =
    reason === null ? [] : [{ field: 'pack_override_reason', before: null, after: reason }];
  await moveOrder(tx, deps, caller, { id }, ORDER_STATUS.PACKED, { packed: true, also });
}
