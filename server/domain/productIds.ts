import { sql } from 'drizzle-orm';
import { PRODUCT_ID_PREFIX } from '../../contract/schemas/products';
import { SET_ID_PREFIX } from '../../contract/schemas/productSets';
import { ORDER_ID_PREFIX } from '../../contract/schemas/orders';
import type { Db } from '../db/client';
import { rowsOf } from '../db/migrate';
import { orders, products, productSets } from '../db/schema';

let lastIssued = 0;

/** Reserves `count` milliseconds after any this process issued, starting no earlier than `from`. */
function reserve(count: number, from = 0) {
  const start = Math.max(Date.now(), lastIssued + 1, from);
  lastIssued = start + count - 1;
  return start;
}

/** One id from this process's sequence, without looking at the table. */
export const nextProductId = () => `${PRODUCT_ID_PREFIX}${reserve(1)}`;

/**
 * The generated ids of products (`FP` + milliseconds), product sets (`FPS` + milliseconds) and
 * customer orders (`OR` + milliseconds).
 */
const KINDS = {
  product: { prefix: PRODUCT_ID_PREFIX, column: products.fp_product_id, table: products },
  set: { prefix: SET_ID_PREFIX, column: productSets.fp_product_id, table: productSets },
  order: { prefix: ORDER_ID_PREFIX, column: orders.order_id, table: orders },
} as const;

/**
 * `count` generated ids, prefix + milliseconds, one millisecond apart and later than any this
 * process issued before (reserved before any await, so two imports at once never share one);
 * a range that meets ids already in the table moves past them. All ids have the same number
 * of digits, so text order is number order.
 */
export async function allocateIds(
  tx: Db,
  kind: keyof typeof KINDS,
  count: number,
): Promise<string[]> {
  const { prefix, column, table } = KINDS[kind];
  let start = reserve(count);
  for (;;) {
    const [from, to] = [`${prefix}${start}`, `${prefix}${start + count - 1}`];
    const taken = rowsOf<{ id: string | null }>(
      await tx.execute(
        sql`SELECT max(${column}) AS id FROM ${table}
            WHERE ${column} BETWEEN ${from} AND ${to} AND length(${column}) = ${from.length}`,
      ),
    )[0]?.id;
    if (!taken) break;
    start = reserve(count, Number(taken.slice(prefix.length)) + 1);
  }
  return Array.from({ length: count }, (_, i) => `${prefix}${start + i}`);
}

/** `count` generated product ids (`FP` + milliseconds). */
export const allocateProductIds = (tx: Db, count: number) => allocateIds(tx, 'product', count);
