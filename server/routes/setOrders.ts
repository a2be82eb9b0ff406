import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { SET_ORDER_PREFIX, type SetOrderListRow } from '../../contract/schemas/productSets';
import { th } from '../../i18n/th';
import { assertSelf } from '../auth/access';
import { searchedList, selectRows, shopRows } from '../db/paging';
import { catalogueName } from '../db/names';
import { productSetOrders, productSets, shops, users } from '../db/schema';
import { namingShopMatches, searchLike, type Searched } from '../db/search';
import { transaction } from '../db/transaction';
import { deleteSetOrder, setOrderNotFound, updateSetOrder } from '../domain/setOrders';
import { ApiError } from '../errors';
import { defineHandlers, type Deps } from '../registry';
import { setListColumns, setProducts } from './productSetReads';
import { iso, withCreatedIso } from '../replies';

const ORDER_ID = new RegExp(`^${SET_ORDER_PREFIX}\\d{13,16}$`);

/** The Thai name of a status, from the one catalogue (i18n `app.setOrder.status`). */
const statusName = catalogueName(productSetOrders.is_status, th.app.setOrder.status);

const rowColumns = {
  id: productSetOrders.id,
  ps_orderid: productSetOrders.ps_orderid,
  created_dt: productSetOrders.created_dt,
  shop_name: shops.shop_name,
  productset_id: productSetOrders.product_set_id,
  product_name_th: productSets.product_name_th,
  inventory: productSetOrders.inventory,
  is_status: productSetOrders.is_status,
  status_name: statusName,
};

/** Product-set orders: the list, one order, create, update (kitting at 4) and delete. */
export function setOrderHandlers({ db, events }: Deps) {
  /** The sets of the shop matching a search (code, names, brands, barcodes). */
  const setsMatching = (shopId: number, match: SQL) =>
    namingShopMatches(db, productSetOrders.product_set_id, productSets, shopId, match);

  return defineHandlers({
    setOrders: async ({ query }) => {
      const search = query.search;
      const searched: Searched = (match) =>
        search
          ? or(
              searchLike(sql`lower(${productSetOrders.ps_orderid})`, search),
              setsMatching(query.shop_id, match(productSets.search_text, search)),
            )
          : undefined;
      return searchedList<SetOrderListRow>(db, {
        query,
        table: productSetOrders,
        filters: shopRows(productSetOrders, query),
        searched,
        rows: selectRows(
          () =>
            db
              .select(rowColumns)
              .from(productSetOrders)
              .innerJoin(shops, eq(shops.id, productSetOrders.shop_id))
              .innerJoin(productSets, eq(productSets.id, productSetOrders.product_set_id)),
          withCreatedIso,
        ),
      });
    },

    setOrder: async ({ query }) => {
      const [row] = await db
        .select({
          ...rowColumns,
          shop_id: productSetOrders.shop_id,
          inventory_amount: productSetOrders.inventory_amount,
          return_product_set: productSetOrders.return_product_set,
          stocker: productSetOrders.stocker,
          packer: productSetOrders.packer,
          created_by: productSetOrders.created_by,
          updated_dt: productSetOrders.updated_dt,
          finished_dt: productSetOrders.finished_dt,
          set: {
            ...setListColumns,
            product_name_en: productSets.product_name_en,
            brand_en: productSets.brand_en,
          },
        })
        .from(productSetOrders)
        .innerJoin(shops, eq(shops.id, productSetOrders.shop_id))
        .innerJoin(productSets, eq(productSets.id, productSetOrders.product_set_id))
        .where(eq(productSetOrders.id, query.invenset_id));
      if (!row) throw setOrderNotFound();
      const parts = await setProducts(db, row.productset_id);
      return [
        {
          ...row,
          created_dt: row.created_dt.toISOString(),
          updated_dt: row.updated_dt.toISOString(),
          finished_dt: iso(row.finished_dt),
          set: { ...row.set, has_inventory: row.set.inventory > 0 ? 'true' : 'false' },
          product: parts,
        },
      ] as const;
    },

    setOrderCreate: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      const [line] = body.product_set_order;
      const [set] = await db
        .select({ id: productSets.id })
        .from(productSets)
        .where(
          and(
            eq(productSets.id, line.productset_id),
            eq(productSets.shop_id, body.shop_id),
            sql`${productSets.deleted_at} IS NULL`,
          ),
        );
      if (!set) {
        throw new ApiError(404, th.server.set.not_found, {
          product_set_order: th.server.set.not_found,
        });
      }
      const sent = body.ps_order_productId;
      const wanted = sent && ORDER_ID.test(sent) ? sent : undefined;
      for (let attempt = 0; ; attempt++) {
        const ps_orderid =
          attempt === 0 && wanted ? wanted : `${SET_ORDER_PREFIX}${Date.now() + attempt}`;
        const [row] = await db
          .insert(productSetOrders)
          .values({
            ps_orderid,
            shop_id: body.shop_id,
            product_set_id: set.id,
            inventory: line.inventory_amount,
            inventory_amount: line.inventory_amount,
            created_by: caller.id,
          })
          .onConflictDoNothing({ target: productSetOrders.ps_orderid })
          .returning({ id: productSetOrders.id, ps_orderid: productSetOrders.ps_orderid });
        if (row) return row;
      }
    },

    setOrderUpdate: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      return transaction(db, (tx) => updateSetOrder(tx, events, caller, body));
    },

    setOrderDelete: async ({ caller, query }) => {
      await transaction(db, (tx) => deleteSetOrder(tx, caller, query.id));
      return null;
    },

    officers: async () =>
      db
        .select({
          id: users.id,
          indiv_first_name: users.indiv_first_name,
          indiv_last_name: users.indiv_last_name,
        })
        .from(users)
        .where(and(eq(users.user_type_id, 3), eq(users.is_active, true)))
        .orderBy(asc(users.indiv_first_name), asc(users.indiv_last_name), asc(users.id)),
  });
}
