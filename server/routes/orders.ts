import { platformOfSource } from '../../contract/enums';
import { and, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  LINE_TYPE,
  ORDER_PIC_FILE,
  ORDER_SHOP_CHOICES,
  ORDER_STATUS,
  ORDER_STATUS_KEY,
  ORDER_STATUSES,
  type OrderListRow,
  type OrderStatus,
  type StockPickRow,
} from '../../contract/schemas/orders';
import { th } from '../../i18n/th';
import { assertSelf } from '../auth/access';
import type { DbOrTx } from '../db/client';
import { catalogueName } from '../db/names';
import { searchedList, listRows, type ListQuery, selectRows, shopRows } from '../db/paging';
import { inventory, orderItems, orders, products, productSets, shops } from '../db/schema';
import { searchLike, searchMatch, textSearch } from '../db/search';
import { afterCommit, transaction } from '../db/transaction';
import { auditOf } from '../domain/audit';
import {
  channelName,
  createOrder,
  deleteOrder,
  orderNotFound,
  orderStatusOf,
  setOrderPic,
  statusName,
  updateOrder,
} from '../domain/orders';
import { defineHandlers, type Deps } from '../registry';
import { replacePhoto } from '../storage/photos';

/** The columns of an order list's row (the order list; the confirm and shipping lists add theirs). */
export const rowColumns = {
  id: orders.id,
  order_id: orders.order_id,
  delivery_dt: orders.delivery_dt,
  delivery_time: orders.delivery_time,
  order_name: orders.customer_firstname,
  order_lastname: orders.customer_lastname,
  delivery_platform: channelName,
  tracking_no: orders.tracking_no,
  order_status: statusName,
  is_order: orders.is_order,
  total_price: orders.total_price,
  sources: orders.sources,
};

/** A status as the catalogue replies list it: {id, enum_values, enum_desc}. */
export const statusRow = (s: OrderStatus) => ({
  id: s,
  enum_values: ORDER_STATUS_KEY[s],
  enum_desc: th.app.orders.status[s],
});

/** Available stock of a stock item: on hand less reserved. */
const available = sql<number>`(${inventory.inventory} - ${inventory.reserved})::int`;

/**
 * The order form's pickers: a shop's products (or live sets) whose stock item has stock
 * available, searched by code, names, brands and barcodes, newest first, paged.
 */
function listStock(
  db: DbOrTx,
  type: (typeof LINE_TYPE)[keyof typeof LINE_TYPE],
  query: ListQuery & { shop_id: number; search?: string; ids?: number[] },
) {
  const table = type === LINE_TYPE.PRODUCT ? products : productSets;
  const stockOf =
    type === LINE_TYPE.PRODUCT
      ? eq(inventory.product_id, products.id)
      : eq(inventory.product_set_id, productSets.id);
  const hasStock = sql`EXISTS (SELECT 1 FROM ${inventory} WHERE ${stockOf} AND ${inventory.deleted_at} IS NULL AND ${inventory.inventory} > ${inventory.reserved})`;
  const filters: (SQL | undefined)[] = [
    eq(table.shop_id, query.shop_id),
    type === LINE_TYPE.SET ? isNull(productSets.deleted_at) : undefined,
    query.ids ? inArray(table.id, query.ids) : undefined,
  ];
  const search = query.search;
  return listRows<StockPickRow>(db, {
    query,
    table,
    where: and(...filters, hasStock, search ? searchMatch(table.search_text, search) : undefined),
    plainWhere: and(...filters, search ? searchLike(table.search_text, search) : undefined),
    sortable: { id: table.id },
    defaultOrder: 'DESC',
    rows: async (where, orderBy) =>
      db
        .select({
          id: table.id,
          pic: table.item_pic,
          customer_product_id: table.customer_product_id,
          product_name_th: table.product_name_th,
          brand_th: table.brand_th,
          price: table.price,
          inventory: inventory.inventory,
          available,
        })
        .from(table)
        .innerJoin(inventory, and(stockOf, isNull(inventory.deleted_at)))
        .where(and(where, gt(inventory.inventory, inventory.reserved)))
        .orderBy(...orderBy),
  });
}

/** Customer orders: the list, one order, create, update, delete, statuses, photo, pickers. */
export function orderHandlers({ db, files }: Deps) {
  return defineHandlers({
    orders: async ({ query }) => {
      return searchedList<OrderListRow>(db, {
        query,
        table: orders,
        filters: shopRows(orders, query),
        searched: textSearch(orders.search_text, query.search),
        rows: selectRows(() => db.select(rowColumns).from(orders)),
      });
    },

    order: async ({ query }) => {
      const [row] = await db
        .select({
          ...rowColumns,
          shop_id: orders.shop_id,
          shop_name: shops.shop_name,
          sources_item_id: orders.sources_item_id,
          created_dt: orders.created_dt,
          order_dt: orders.order_dt,
          order_time: orders.order_time,
          title_id: orders.title_id,
          email: orders.email,
          tel: orders.tel,
          addr: orders.address,
          province_id: orders.province_id,
          district_id: orders.district_id,
          subdistrict_id: orders.subdistrict_id,
          postcode: orders.postcode,
          cod: orders.cod,
          delivery_channel_id: orders.delivery_channel_id,
          shipping_type: orders.shipping_type,
          delivery_status: catalogueName(orders.shipping_type, th.app.orders.shipping_type),
          distcount: orders.distcount,
          pic: orders.pic,
          remark: orders.remark,
          is_confirm_order: orders.is_confirm_order,
          transport_dt: orders.transport_dt,
          marketplace_status: orders.marketplace_status,
          marketplace_ship_sync: orders.marketplace_ship_sync,
          marketplace_error: orders.marketplace_error,
        })
        .from(orders)
        .innerJoin(shops, eq(shops.id, orders.shop_id))
        .where(eq(orders.id, query.order_id));
      if (!row) throw orderNotFound();
      const lineOf = (type: number) => {
        const t = type === LINE_TYPE.PRODUCT ? products : productSets;
        const stockOf =
          type === LINE_TYPE.PRODUCT
            ? eq(inventory.product_id, orderItems.product_id)
            : eq(inventory.product_set_id, orderItems.product_set_id);
        return db
          .select({
            id: orderItems.id,
            type: orderItems.type,
            product_id: t.id,
            customer_product_id: t.customer_product_id,
            product_name_th: t.product_name_th,
            pic: t.item_pic,
            price: orderItems.price,
            total_order: orderItems.total_order,
            available: sql<number>`coalesce((SELECT CASE WHEN ${inventory.deleted_at} IS NULL THEN ${inventory.inventory} - ${inventory.reserved} ELSE 0 END FROM ${inventory} WHERE ${stockOf}), 0)::int`,
          })
          .from(orderItems)
          .innerJoin(
            t,
            eq(
              t.id,
              type === LINE_TYPE.PRODUCT ? orderItems.product_id : orderItems.product_set_id,
            ),
          )
          .where(and(eq(orderItems.order_id, row.id), eq(orderItems.type, type)));
      };
      const lines = [...(await lineOf(LINE_TYPE.PRODUCT)), ...(await lineOf(LINE_TYPE.SET))].sort(
        (a, b) => a.id - b.id,
      );
      const {
        transport_dt: transport,
        marketplace_status: mpStatus,
        marketplace_ship_sync: shipSync,
        marketplace_error: mpError,
        ...fields
      } = row;
      const platform = platformOfSource(row.sources);
      return [
        {
          ...fields,
          marketplace: platform
            ? { platform, status: mpStatus, ship_sync: shipSync, error: mpError }
            : null,
          created_dt: row.created_dt.toISOString(),
          transport_dt: transport ? transport.toISOString().slice(0, 10) : null,
          transport_time: transport ? transport.toISOString().slice(11, 16) : null,
          product: lines,
        },
      ] as const;
    },

    orderCreate: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      return transaction(db, (tx) => createOrder(tx, caller.id, body));
    },

    orderUpdate: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      return transaction(db, (tx) => updateOrder(tx, body, caller.id));
    },

    orderDelete: async ({ query }) => {
      await transaction(db, async (tx) => {
        const gone = await deleteOrder(tx, query.id);
        const pic = gone?.pic;
        if (pic) await afterCommit(tx, () => files.remove(pic).catch(() => undefined));
      });
      return null;
    },

    orderCurrentStatus: async ({ caller, query }) => {
      const current = await orderStatusOf(db, query.order_id);
      const choices =
        !caller.isStaff && current === ORDER_STATUS.DRAFT ? ORDER_SHOP_CHOICES : [current];
      return choices.map(statusRow);
    },

    orderStatuses: async () => ORDER_STATUSES.map(statusRow),

    orderPic: async ({ body, files: uploads }) => {
      const key = await replacePhoto(
        db,
        files,
        {
          field: ORDER_PIC_FILE,
          file: uploads[ORDER_PIC_FILE],
          required: th.server.order.photo_required,
        },
        (tx, key) => setOrderPic(tx, body.order_id, body.shop_id, key),
      );
      return { pic: key };
    },

    orderProducts: async ({ query }) => listStock(db, LINE_TYPE.PRODUCT, query),

    orderAudit: async ({ query }) => {
      const { order_id, ...paging } = query;
      // An order that is not there is not found (a shop user's scope answers theirs first).
      await orderStatusOf(db, order_id);
      return auditOf(db, 'order', order_id, paging);
    },

    orderSets: async ({ query }) => listStock(db, LINE_TYPE.SET, query),
  });
}
