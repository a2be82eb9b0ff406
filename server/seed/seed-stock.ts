import { eq, sql } from 'drizzle-orm';
import type { MovementKind } from '../../contract/schemas/inventory';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';
import { random } from './random';

/**
 * The warehouse: three floors of four zones each (A-D on the first, E-H, J-M above), racks
 * 01-06, levels 01-04: bins such as `A-01-03` (zone A, rack 01, level 03).
 */
const FLOORS = ['1', '2', '3'];
const ZONES = [
  ['A', 'B', 'C', 'D'],
  ['E', 'F', 'G', 'H'],
  ['J', 'K', 'L', 'M'],
];
const RACKS = 6;
const LEVELS = 4;
const DAY = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 90;

const pad = (n: number) => String(n).padStart(2, '0');

const ADJUST_REMARKS = [
  'รับสินค้าเพิ่มจากผู้ขาย',
  'ตัดยอดสินค้าส่งออกตามคำสั่งซื้อ',
  'ปรับยอดหลังตรวจนับ',
  'สินค้าชำรุดระหว่างจัดเก็บ',
  'คืนสินค้าเข้าคลัง',
];

interface Move {
  inventory_id: number;
  kind: MovementKind;
  change: number;
  balance: number;
  reason: string | null;
  user_id: number;
  created_dt: Date;
  doc_type?: 'order';
  doc_id?: number;
}

/** A change a document made (an order shipped or returned), placed in the item's history. */
export interface FixedMove {
  kind: 'order_shipped' | 'order_returned';
  change: number;
  at: Date;
  order_id: number;
}

/**
 * The history of one stock item over the last 90 days that ends at `balance`: a first
 * receipt, adjustments in and out (never below zero), stock checks, and the given orders'
 * shipments and returns. Worked out backwards from the final balance, so every balance on the
 * way is at least zero (a return that would need stock the item did not have is preceded in
 * the history by the damaged goods it replaced).
 */
function historyOf(
  inventoryId: number,
  balance: number,
  userId: number,
  now: number,
  fixed: FixedMove[] = [],
): Move[] {
  const rnd = random(inventoryId * 7919);
  const steps = 4 + Math.floor(rnd() * 8);
  const start = now - HISTORY_DAYS * DAY + Math.floor(rnd() * 10) * DAY;
  const times = Array.from({ length: steps + 1 }, () => start + rnd() * (now - start - DAY));
  times.sort((a, b) => a - b);
  const firstFixed = Math.min(...fixed.map((f) => f.at.getTime()), Infinity);
  const opened = Math.min(times[0], firstFixed - 60 * 60 * 1000);
  type Event = { at: number; fixed?: FixedMove };
  const events: Event[] = [
    ...times.slice(1).map((at) => ({ at })),
    ...fixed.map((f) => ({ at: f.at.getTime(), fixed: f })),
  ].sort((a, b) => a.at - b.at);
  const minute = (ms: number) => new Date(Math.floor(ms / 60000) * 60000);
  const base = { inventory_id: inventoryId, user_id: userId };
  const moves: Move[] = [];
  let after = balance;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    const created_dt = minute(e.at);
    if (e.fixed) {
      let before = after - e.fixed.change;
      if (before < 0) {
        // Goods written off after the return, so the return had stock to come back to.
        moves.push({
          ...base,
          kind: 'adjustment',
          change: before,
          balance: after,
          reason: ADJUST_REMARKS[3],
          created_dt: minute(e.at + 60_000),
        });
        after -= before;
        before = 0;
      }
      moves.push({
        ...base,
        kind: e.fixed.kind,
        change: e.fixed.change,
        balance: after,
        reason: null,
        created_dt,
        doc_type: 'order',
        doc_id: e.fixed.order_id,
      });
      after = before;
      continue;
    }
    const delta = Math.round((rnd() - 0.45) * 60);
    const before = Math.max(0, after - delta);
    const change = after - before;
    moves.push({
      ...base,
      kind: change === 0 ? 'stock_check' : 'adjustment',
      change,
      balance: after,
      reason:
        change === 0
          ? null
          : ADJUST_REMARKS[(change > 0 ? 0 : 1) + (Math.floor(rnd() * 2) ? 2 : 0)],
      created_dt,
    });
    after = before;
  }
  moves.push({
    ...base,
    kind: 'initial',
    change: after,
    balance: after,
    reason: 'รับสินค้าเข้าคลังครั้งแรก',
    created_dt: minute(opened),
  });
  return moves.reverse();
}

/**
 * Demo stock: the stock items of the given products, each with a movement history over the
 * last 90 days that sums to its balance, a stock check on some, a reorder point on others
 * (a few at or below it), and the shelf bins holding it. A few items' bins do not add up,
 * as happens on a real floor until the next count.
 */
export async function seedStock(
  db: DbOrTx,
  items: { shop_id: number; product_id: number; balance: number }[],
  staffId: number,
  /** The demo orders' shipments and returns, by product. */
  orderMoves: (FixedMove & { product_id: number })[],
  insertChunked: <T>(
    rows: T[],
    size: number,
    insert: (chunk: T[]) => Promise<unknown>,
  ) => Promise<void>,
) {
  const now = Date.now();
  const rows = await db
    .insert(t.inventory)
    .values(
      items.map((p, i) => ({
        shop_id: p.shop_id,
        product_id: p.product_id,
        inventory: p.balance,
        // Every fourth item has a reorder point; some of them are at or below it.
        reorder_point: i % 4 === 0 ? (i % 8 === 0 ? p.balance + 5 : 10) : null,
        created_by: staffId,
        created_dt: new Date(now - HISTORY_DAYS * DAY),
      })),
    )
    .returning({
      id: t.inventory.id,
      // Every seeded item is a product's.
      product_id: sql<number>`${t.inventory.product_id}`,
      balance: t.inventory.inventory,
    });

  const byProduct = new Map<number, FixedMove[]>();
  for (const m of orderMoves)
    byProduct.set(m.product_id, [...(byProduct.get(m.product_id) ?? []), m]);
  // Every movement in time order, so ids grow with time as the ledger reads them.
  const moves = rows
    .flatMap((r) => historyOf(r.id, r.balance, staffId, now, byProduct.get(r.product_id)))
    .sort((a, b) => a.created_dt.getTime() - b.created_dt.getTime());
  await insertChunked(moves, 500, (chunk) => db.insert(t.stockMovements).values(chunk));
  const lastCheck = new Map<number, Date>();
  for (const m of moves) if (m.kind === 'stock_check') lastCheck.set(m.inventory_id, m.created_dt);
  for (const [id, at] of lastCheck) {
    await db
      .update(t.inventory)
      .set({ last_checked_at: at, updated_dt: at })
      .where(eq(t.inventory.id, id));
  }

  const bins = await db
    .insert(t.shelfBins)
    .values(
      FLOORS.flatMap((floor, f) =>
        ZONES[f].flatMap((zone) =>
          Array.from({ length: RACKS }, (_, r) =>
            Array.from({ length: LEVELS }, (_, l) => ({
              floor,
              code: `${zone}-${pad(r + 1)}-${pad(l + 1)}`,
            })),
          ).flat(),
        ),
      ),
    )
    .returning({ id: t.shelfBins.id });
  const placed: { bin_id: number; product_id: number; amount: number }[] = [];
  rows.forEach((r, i) => {
    if (r.balance === 0) return;
    const rnd = random(r.id * 104729);
    const parts = 1 + Math.floor(rnd() * 3);
    // Every seventh item's bins hold fewer than its balance: the screen says so.
    let left = i % 7 === 3 ? Math.max(0, r.balance - 3) : r.balance;
    const used = new Set<number>();
    for (let p = 0; p < parts && left > 0; p++) {
      let bin = Math.floor(rnd() * bins.length);
      while (used.has(bin)) bin = (bin + 1) % bins.length;
      used.add(bin);
      const amount = p === parts - 1 ? left : Math.max(1, Math.floor(left * (0.3 + rnd() * 0.4)));
      placed.push({ bin_id: bins[bin].id, product_id: r.product_id, amount });
      left -= amount;
    }
  });
  await insertChunked(placed, 500, (chunk) => db.insert(t.shelfStock).values(chunk));
}
