import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { InventoryListRow, MovementRow, ShelfFloor } from '../../contract/schemas/inventory';
import { th } from '../../i18n/th';
import { listRows, selectRows, shopRows } from '../db/paging';
import {
  inventory,
  products,
  shelfBins,
  shelfStock,
  shops,
  stockMovements,
  users,
} from '../db/schema';
import { namingShopMatches, searchLike, searchMatch } from '../db/search';
import { stockNotFound } from '../domain/stock';
import { ApiError } from '../errors';
import { defineHandlers, type Deps } from '../registry';
import { productTextColumns } from './products';
import { iso, withCreatedIso } from '../replies';

/** Sorts of the list, served by the partial indexes inventory_list_idx and inventory_amount_sort_idx. */
export const SORTABLE = { id: inventory.id, inventory: inventory.inventory } as const;
const MOVEMENT_SORTABLE = { id: stockMovements.id } as const;

const live = isNull(inventory.deleted_at);
/** The stock screen lists products' stock items; a product set's stock shows with the set. */
const ofProduct = isNotNull(inventory.product_id);
const lowStock = sql<boolean>`coalesce(${inventory.inventory} <= ${inventory.reorder_point}, false)`;

/** The columns of a list row (spec part 2 §3.2 "Inventory item"). */
const rowColumns = {
  id: inventory.id,
  // The stock screen lists products' items (inner join): the product's id.
  product_id: products.id,
  shop_id: inventory.shop_id,
  ...productTextColumns,
  pic: products.pic,
  inven_pic: inventory.inven_pic,
  inventory: inventory.inventory,
  reorder_point: inventory.reorder_point,
  low_stock: lowStock,
  last_checked_at: inventory.last_checked_at,
};

/** Who made a movement: the user's name, else the e-mail. */
const userName = sql<
  string | null
>`coalesce(nullif(trim(${users.indiv_first_name} || ' ' || ${users.indiv_last_name}), ''), ${users.email})`;

export function stockReadHandlers({ db }: Deps) {
  /** The products of the shop matching the search (codes, names, brands and barcodes). */
  const searched = (shopId: number, match: SQL) =>
    namingShopMatches(db, inventory.product_id, products, shopId, match);

  return defineHandlers({
    inventory: async ({ query }) => {
      // Ids name items of this shop only: another shop's id is simply not found.
      const filters = [...shopRows(inventory, query), live, ofProduct];
      const search = query.search;
      return listRows<InventoryListRow>(db, {
        query,
        table: inventory,
        where: and(
          ...filters,
          search ? searched(query.shop_id, searchMatch(products.search_text, search)) : undefined,
        ),
        plainWhere: and(
          ...filters,
          search ? searched(query.shop_id, searchLike(products.search_text, search)) : undefined,
        ),
        // One stock item per product of the shop: a search matches at most the products that
        // match it and at most the shop's stock items.
        estimateBy: search
          ? [
              {
                table: products,
                where: and(
                  eq(products.shop_id, query.shop_id),
                  searchLike(products.search_text, search),
                ),
              },
              { table: inventory, where: and(...filters) },
            ]
          : undefined,
        sortable: SORTABLE,
        defaultOrder: 'DESC',
        rows: selectRows(
          () =>
            db
              .select(rowColumns)
              .from(inventory)
              .innerJoin(products, eq(products.id, inventory.product_id)),
          (rows) => rows.map((r) => ({ ...r, last_checked_at: iso(r.last_checked_at) })),
        ),
      });
    },

    inventoryItem: async ({ query }) => {
      const [row] = await db
        .select({
          ...rowColumns,
          shop_name: shops.shop_name,
          shop_no: shops.shop_no,
          created_dt: inventory.created_dt,
          updated_dt: inventory.updated_dt,
        })
        .from(inventory)
        .innerJoin(products, eq(products.id, inventory.product_id))
        .innerJoin(shops, eq(shops.id, inventory.shop_id))
        .where(and(eq(inventory.id, query.inventory_id), live));
      if (!row) throw stockNotFound();
      const [shelved] = await db
        .select({ total: sql<number>`coalesce(sum(${shelfStock.amount}), 0)::int` })
        .from(shelfStock)
        .where(eq(shelfStock.product_id, row.product_id));
      return [
        {
          ...row,
          shelf_total: shelved.total,
          last_checked_at: iso(row.last_checked_at),
          created_dt: row.created_dt.toISOString(),
          updated_dt: row.updated_dt.toISOString(),
        },
      ];
    },

    movements: async ({ query }) => {
      const [item] = await db
        .select({ id: inventory.id })
        .from(inventory)
        .where(eq(inventory.id, query.inventory_id));
      if (!item) throw stockNotFound();
      const where = eq(stockMovements.inventory_id, query.inventory_id);
      return listRows<MovementRow>(db, {
        query,
        table: stockMovements,
        where,
        sortable: MOVEMENT_SORTABLE,
        defaultOrder: 'DESC',
        rows: selectRows(
          () =>
            db
              .select({
                id: stockMovements.id,
                created_dt: stockMovements.created_dt,
                kind: stockMovements.kind,
                change: stockMovements.change,
                balance: stockMovements.balance,
                user_name: userName,
                remark: stockMovements.reason,
                photo: stockMovements.photo,
                doc_type: stockMovements.doc_type,
                doc_id: stockMovements.doc_id,
              })
              .from(stockMovements)
              .leftJoin(users, eq(users.id, stockMovements.user_id)),
          withCreatedIso,
        ),
      });
    },

    shelves: async ({ query }) => {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, query.product_id));
      if (!product) throw new ApiError(404, th.server.product_not_found);
      const floor = query.shelf_code;
      const bins = await db
        .select({ floor: shelfBins.floor, shelf: shelfBins.code, amount: shelfStock.amount })
        .from(shelfStock)
        .innerJoin(shelfBins, eq(shelfBins.id, shelfStock.bin_id))
        .where(
          and(
            eq(shelfStock.product_id, query.product_id),
            floor ? eq(shelfBins.floor, floor) : undefined,
          ),
        )
        .orderBy(asc(shelfBins.floor), asc(shelfBins.code));
      // Every floor of the warehouse (the screen's dropdown offers each), with this product's
      // bins on it, if any.
      const all = await db
        .selectDistinct({ floor: shelfBins.floor })
        .from(shelfBins)
        .where(floor ? eq(shelfBins.floor, floor) : undefined)
        .orderBy(asc(shelfBins.floor));
      const floors: ShelfFloor[] = all.map((f) => ({ floor: f.floor, data: [] }));
      const byFloor = new Map(floors.map((f) => [f.floor, f.data]));
      for (const b of bins) byFloor.get(b.floor)?.push({ shelf: b.shelf, amount: b.amount });
      return floors;
    },

    reorderPoint: async ({ body }) => {
      const [row] = await db
        .update(inventory)
        .set({ reorder_point: body.reorder_point, updated_dt: new Date() })
        .where(and(eq(inventory.id, body.inventory_id), live))
        .returning({ id: inventory.id, reorder_point: inventory.reorder_point });
      if (!row) throw stockNotFound();
      return row;
    },
  });
}
