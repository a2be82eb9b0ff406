import { and, eq, inArray, sql } from 'drizzle-orm';
import { SET_ID_PREFIX, SET_ORDER_PREFIX } from '../../contract/schemas/productSets';
import type { DbOrTx } from '../db/client';
import * as t from '../db/schema';

/** Products the browser tests of stock adjust: no demo set uses them. */
const KEPT_OUT = ['S1-P0140', 'S2-P0002'];

/** What each demo set is called, by the first product it holds. */
const SET_NAMES = [
  ['ชุดของขวัญ', 'Gift set'],
  ['ชุดทดลอง', 'Trial set'],
  ['ชุดคุ้มค่า', 'Value set'],
  ['ชุดครอบครัว', 'Family set'],
] as const;

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo product sets and set orders: four sets in each given shop, each of two or three of the
 * shop's stocked products; a set order at each status per shop (and more in the first shop).
 * An order at status 4 has assembled its sets: the set's stock and the components' ledgers
 * show it, as the kitting of server/domain/setOrders.ts writes them.
 */
export async function seedSets(
  db: DbOrTx,
  shopIds: number[],
  people: { staff: number; picker: number; owners: Record<number, number> },
) {
  // Relative to today, as the demo stock's history is: finished orders come after it.
  const now = Math.floor(Date.now() / 60000) * 60000;
  let orderNo = 0;
  for (const [s, shopId] of shopIds.entries()) {
    const stocked = await db
      .select({ product: t.products, inventoryId: t.inventory.id, balance: t.inventory.inventory })
      .from(t.inventory)
      .innerJoin(t.products, eq(t.products.id, t.inventory.product_id))
      .where(eq(t.inventory.shop_id, shopId))
      .orderBy(t.inventory.id);
    const usable = stocked.filter((r) => !KEPT_OUT.includes(r.product.customer_product_id));
    const owner = people.owners[shopId];
    for (let k = 0; k < SET_NAMES.length; k++) {
      const parts = usable.slice(k * 3, k * 3 + 2 + (k % 2));
      if (parts.length < 2) break;
      const first = parts[0].product;
      const [nameTh, nameEn] = SET_NAMES[k];
      const n = s * 10 + k + 1;
      const price = parts.reduce((sum, p) => sum + Number(p.product.price), 0) - 20;
      const [set] = await db
        .insert(t.productSets)
        .values({
          shop_id: shopId,
          fp_product_id: `${SET_ID_PREFIX}${1767225600000 + n}`,
          customer_product_id: `S${shopId}-SET${String(k + 1).padStart(2, '0')}`,
          brand_th: first.brand_th,
          brand_en: first.brand_en,
          product_name_th: `${nameTh} ${first.product_name_th}`,
          product_name_en: `${nameEn} ${first.product_name_en}`,
          product_type: first.product_type,
          desc_th: `${nameTh}รวม ${parts.length} รายการจากแบรนด์${first.brand_th}`,
          desc_en: `${nameEn} of ${parts.length} products by ${first.brand_en}`,
          size: 1,
          unit: first.unit,
          price: Math.max(price, 99),
          vat_nonvat: 2,
          item_weight: 1.5,
          item_wide: 25,
          item_long: 35,
          item_high: 12,
          item_total: 1,
          item_barcode_upc: `887${String(shopId).padStart(3, '0')}${String(k + 1).padStart(7, '0')}`,
          package: 'กล่องกระดาษลูกฟูกพิมพ์ลาย พร้อมกระดาษฝอยกันกระแทก',
          pack_product: 'ห่อสินค้าแต่ละชิ้นด้วยบับเบิ้ล วางสินค้าชิ้นใหญ่ไว้ด้านล่าง ปิดกล่องด้วยเทปใส',
          created_by: owner,
          created_dt: new Date(now - (60 - k) * DAY),
        })
        .returning({ id: t.productSets.id });
      await db.insert(t.productSetItems).values(
        parts.map((p, i) => ({
          product_set_id: set.id,
          product_id: p.product.id,
          num_per_set: i === 0 ? 1 : 1 + ((k + i) % 2),
        })),
      );
      // Statuses 1-4 on the four sets, and a finished order of the first set of each shop.
      const statuses = s === 0 ? [k + 1, 4, ((k + 1) % 3) + 1] : k === 0 ? [4, 1] : [k + 1];
      for (const status of statuses) {
        orderNo++;
        await seedOrder(db, {
          shopId,
          setId: set.id,
          status,
          count: 2 + (orderNo % 4),
          orderNo,
          created: new Date(now - Math.round((2 + Math.max(0, 30 - orderNo) * 0.8) * DAY)),
          finished: new Date(now - DAY / 2),
          people: { ...people, owner },
        });
      }
    }
  }
}

async function seedOrder(
  db: DbOrTx,
  o: {
    shopId: number;
    setId: number;
    status: number;
    count: number;
    orderNo: number;
    created: Date;
    finished: Date;
    people: { staff: number; picker: number; owner: number };
  },
) {
  const assigned = o.status >= 2;
  const finished = o.status === 4 ? o.finished : null;
  const [order] = await db
    .insert(t.productSetOrders)
    .values({
      ps_orderid: `${SET_ORDER_PREFIX}${o.created.getTime() + o.orderNo}`,
      shop_id: o.shopId,
      product_set_id: o.setId,
      inventory: o.count,
      inventory_amount: o.count,
      stocker: assigned ? o.people.picker : null,
      packer: assigned ? o.people.staff : null,
      is_status: o.status,
      created_by: o.people.owner,
      created_dt: o.created,
      updated_dt: finished ?? o.created,
      finished_dt: finished,
    })
    .returning({ id: t.productSetOrders.id });
  if (finished) await assemble(db, { ...o, orderId: order.id, at: finished });
}

/** The stock of a finished order: the components' out, the set's in, one movement each. */
async function assemble(
  db: DbOrTx,
  o: {
    shopId: number;
    setId: number;
    count: number;
    orderId: number;
    at: Date;
    people: { staff: number };
  },
) {
  const parts = await db
    .select({ productId: t.productSetItems.product_id, per: t.productSetItems.num_per_set })
    .from(t.productSetItems)
    .where(eq(t.productSetItems.product_set_id, o.setId));
  const items = await db
    .select({
      id: t.inventory.id,
      productId: t.inventory.product_id,
      balance: t.inventory.inventory,
    })
    .from(t.inventory)
    .where(
      and(
        eq(t.inventory.shop_id, o.shopId),
        inArray(
          t.inventory.product_id,
          parts.map((p) => p.productId),
        ),
      ),
    );
  const doc = { doc_type: 'set_order' as const, doc_id: o.orderId, user_id: o.people.staff };
  for (const part of parts) {
    const item = items.find((i) => i.productId === part.productId);
    const need = part.per * o.count;
    if (!item || need === 0) continue;
    const balance = Math.max(0, item.balance - need);
    await db.update(t.inventory).set({ inventory: balance }).where(eq(t.inventory.id, item.id));
    await db.insert(t.stockMovements).values({
      inventory_id: item.id,
      kind: 'set_consumed',
      change: balance - item.balance,
      balance,
      created_dt: o.at,
      ...doc,
    });
  }
  const [existing] = await db
    .select({ id: t.inventory.id, balance: t.inventory.inventory })
    .from(t.inventory)
    .where(eq(t.inventory.product_set_id, o.setId));
  const balance = (existing?.balance ?? 0) + o.count;
  const id =
    existing?.id ??
    (
      await db
        .insert(t.inventory)
        .values({
          shop_id: o.shopId,
          product_set_id: o.setId,
          created_by: o.people.staff,
          created_dt: o.at,
        })
        .returning({ id: t.inventory.id })
    )[0].id;
  await db
    .update(t.inventory)
    .set({ inventory: balance, updated_dt: sql`${o.at}` })
    .where(eq(t.inventory.id, id));
  await db.insert(t.stockMovements).values({
    inventory_id: id,
    kind: 'set_assembled',
    change: o.count,
    balance,
    created_dt: o.at,
    ...doc,
  });
}
