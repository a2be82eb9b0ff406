import { sql } from 'drizzle-orm';
import { PRODUCT_ID_PREFIX } from '../../contract/schemas/products';
import type { Db } from '../db/client';
import { rowsOf } from '../db/migrate';
import { products } from '../db/schema';

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
 * `count` generated product ids, `FP` + milliseconds, one millisecond apart and later
 * than any this process issued before (reserved before any await, so two imports at
 * once never share one); a range that meets ids already in the table moves past them.
 * All ids have the same number of digits, so text order is number order.
 */
export async function allocateProductIds(tx: Db, count: number): Promise<string[]> {
  let start = reserve(count);
  for (;;) {
    const [from, to] = [`${PRODUCT_ID_PREFIX}${start}`, `${PRODUCT_ID_PREFIX}${start + count - 1}`];
    const taken = rowsOf<{ id: string | null }>(
      await tx.execute(
        sql`SELECT max(${products.fp_product_id}) AS id FROM ${products}
            WHERE ${products.fp_product_id} BETWEEN ${from} AND ${to} AND length(${products.fp_product_id}) = ${from.length}`,
      ),
    )[0]?.id;
    if (!taken) break;
    start = reserve(count, Number(taken.slice(PRODUCT_ID_PREFIX.length)) + 1);
  }
  return Array.from({ length: count }, (_, i) => `${PRODUCT_ID_PREFIX}${start + i}`);
}
