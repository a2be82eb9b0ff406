import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { MovedOrder } from '../../contract/schemas/fulfilment';
import { products, shelfBins, shelfStock } from '../../server/db/schema';
import { call, type ServerWithSessions } from './helpers';
import type { orderFixtures } from './orderFixtures';

/** A floor test file's server: a shop owner (`shop`) and the warehouse's staff. */
type FloorServer = ServerWithSessions<'shop' | 'warehouse', ReturnType<typeof orderFixtures>>;

/**
 * What the floor's tests make in the shop `shopId()` (DESIGN.md "customer order"): products
 * with barcodes and pack sizes kept in shelf bins, and confirmed orders of them.
 */
export function floorFixtures(ctx: FloorServer, shopId: () => number) {
  const db = () => ctx.app.database.db;

  /** A product with `stock`, its barcodes and pack sizes, kept in the named bins. */
  async function product(
    stock: number,
    bins: { floor: string; code: string; amount: number }[] = [],
    packs = { inner: 6, case: 12 },
  ) {
    const p = await ctx.fx.product(shopId(), stock);
    const base = String(p.id).padStart(9, '0');
    const barcodes = { item: `8851${base}`, inner: `8852${base}`, case: `8853${base}` };
    await db()
      .update(products)
      .set({
        item_barcode_upc: barcodes.item,
        inner_pack_barcode_upc: barcodes.inner,
        case_barcode_upc: barcodes.case,
        inner_pack_total: packs.inner,
        case_total: packs.case,
      })
      .where(eq(products.id, p.id));
    for (const bin of bins) {
      const [row] = await db()
        .insert(shelfBins)
        .values({ floor: bin.floor, code: bin.code })
        .onConflictDoUpdate({ target: shelfBins.code, set: { floor: bin.floor } })
        .returning({ id: shelfBins.id });
      await db()
        .insert(shelfStock)
        .values({ bin_id: row.id, product_id: p.id, amount: bin.amount });
    }
    return { ...p, barcodes };
  }

  /** A confirmed order (its stock reserved) of the lines. */
  async function confirmed(lines: { product_id: number; total_order: number }[]) {
    const made = await ctx.fx.create(ctx.shop, {
      ...(await ctx.fx.orderBody(
        shopId(),
        lines.map((l) => ({ ...l, type: 1 })),
      )),
    });
    const res = await call<MovedOrder>(ctx.app, 'PUT', 'order-updateconfirmorder', {
      cookie: ctx.shop,
      body: { shop_id: shopId(), id: made.id, is_order: 1 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return made.id as number;
  }

  return { product, confirmed };
}
