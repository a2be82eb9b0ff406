import { eq, sql, type SQL } from 'drizzle-orm';
import { SHIPPING_SEARCH, type FulfilmentRow } from '../../contract/schemas/fulfilment';
import { ORDER_STATUS } from '../../contract/schemas/orders';
import { th } from '../../i18n/th';
import { assertSelf, assertShop } from '../auth/access';
import type { Caller } from '../auth/session';
import { catalogueName } from '../db/names';
import { searchedList, type ListQuery, selectRows } from '../db/paging';
import { orders, shops } from '../db/schema';
import { textSearch } from '../db/search';
import { transaction } from '../db/transaction';
import {
  choicesFor,
  moveOrder,
  moveOrders,
  shopScopeOf,
  SHIPPING_FILTER,
} from '../domain/fulfilment';
import { orderStatusOf } from '../domain/orders';
import { ApiError } from '../errors';
import { carrierDriver } from '../integrations/carrier';
import { defineHandlers, type Deps } from '../registry';
import { rowColumns, statusRow } from './orders';

const shopName = sql<string>`(SELECT ${shops.shop_name} FROM ${shops} WHERE ${shops.id} = ${orders.shop_id})`;

/** The columns of a confirm or shipping list row. */
const fulfilmentColumns = {
  ...rowColumns,
  shop_id: orders.shop_id,
  shop_name: shopName,
  order_dt: orders.order_dt,
  is_confirm_order: orders.is_confirm_order,
  shipping_type: orders.shipping_type,
  delivery_status: catalogueName(orders.shipping_type, th.app.orders.shipping_type),
  cod: orders.cod,
  transport_dt: orders.transport_dt,
};

/** Orders newest first, searched by number, customer, phone or tracking number; paged. */
function listOrders(
  db: Deps['db'],
  query: ListQuery & { search?: string },
  filters: (SQL | undefined)[],
) {
  return searchedList<FulfilmentRow>(db, {
    query,
    table: orders,
    filters,
    searched: textSearch(orders.search_text, query.search),
    rows: selectRows(
      () => db.select(fulfilmentColumns).from(orders),
      (rows) =>
        rows.map((r) => ({
          ...r,
          transport_dt: r.transport_dt ? r.transport_dt.toISOString() : null,
        })),
    ),
  });
}

/** The shipping list's filters: by shop (mode 1) or by delivery channel (mode 2). */
function shippingFilters(
  caller: Caller,
  query: { search_mode?: number; shop_id?: number; delivery_mode?: number },
): (SQL | undefined)[] {
  const mode = query.search_mode ?? SHIPPING_SEARCH.SHOP;
  if (mode === SHIPPING_SEARCH.SHOP && query.shop_id === undefined) {
    const message = th.server.fulfilment.shop_required;
    throw new ApiError(400, message, { shop_id: message });
  }
  if (mode === SHIPPING_SEARCH.CHANNEL && query.delivery_mode === undefined) {
    const message = th.server.fulfilment.channel_required;
    throw new ApiError(400, message, { delivery_mode: message });
  }
  if (query.shop_id !== undefined) assertShop(caller, query.shop_id);
  return [
    shopScopeOf(caller, query.shop_id),
    mode === SHIPPING_SEARCH.CHANNEL && query.delivery_mode !== undefined
      ? eq(orders.delivery_channel_id, query.delivery_mode)
      : undefined,
    SHIPPING_FILTER,
  ];
}

/** The confirm-order and shipping-order screens: their lists and the moves of orders. */
export function fulfilmentHandlers({ db, events, config }: Deps) {
  const deps = { events, carrier: carrierDriver(config.carrier) };
  return defineHandlers({
    confirmOrders: async ({ query }) => listOrders(db, query, [eq(orders.shop_id, query.shop_id)]),

    confirmOrderStatuses: async ({ caller, query }) => {
      return choicesFor(caller, await orderStatusOf(db, query.order_id)).map(statusRow);
    },

    confirmOrder: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      return transaction(db, (tx) =>
        moveOrder(tx, deps, caller, { id: body.id, shopId: body.shop_id }, body.is_order),
      );
    },

    confirmOrdersBulk: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      return moveOrders(db, deps, caller, body.confirm_order, ORDER_STATUS.CONFIRMED);
    },

    shippingOrders: async ({ caller, query }) =>
      listOrders(db, query, shippingFilters(caller, query)),

    shipOrdersBulk: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      return moveOrders(db, deps, caller, body.shipping_order, ORDER_STATUS.SHIPPED);
    },
  });
}
