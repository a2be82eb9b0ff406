import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CONFIRM_TABS,
  ORDER_TABS,
  SHIPPING_TABS,
  SHIPPING_SEARCH,
  type FulfilmentRow,
  type OrderTab,
} from '../../contract/schemas/fulfilment';
import { ORDER_STATUS } from '../../contract/schemas/orders';
import { th } from '../../i18n/th';
import { assertSelf, assertShop } from '../auth/access';
import type { Caller } from '../auth/session';
import { catalogueName } from '../db/names';
import { searchedList, type ListQuery, selectRows } from '../db/paging';
import { orders, shops } from '../db/schema';
import { textSearch } from '../db/search';
import { tabCounts } from '../db/tabCounts';
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
    searched: searchOf(query),
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

/** The orders of a list's tab; none: every order the list shows. */
const tabFilter = (tab: OrderTab | undefined) =>
  tab ? inArray(orders.is_order, [...ORDER_TABS[tab]]) : undefined;
/** Each of a list's tabs and its orders. */
const tabsOf = (tabs: readonly OrderTab[]) =>
  Object.fromEntries(tabs.map((tab) => [tab, tabFilter(tab)!]));
/** The orders' search by number, customer, phone or tracking number. */
const searchOf = (query: { search?: string }) => textSearch(orders.search_text, query.search);

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
export function fulfilmentHandlers({ db, events, config, marketplaceSync }: Deps) {
  const deps = { events, carrier: carrierDriver(config.carrier), sync: marketplaceSync };
  return defineHandlers({
    confirmOrders: async ({ query }) =>
      listOrders(db, query, [eq(orders.shop_id, query.shop_id), tabFilter(query.tab)]),

    confirmOrderTabs: async ({ query }) =>
      tabCounts(
        db,
        orders,
        tabsOf(CONFIRM_TABS),
        [eq(orders.shop_id, query.shop_id)],
        searchOf(query),
      ),

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
      listOrders(db, query, [...shippingFilters(caller, query), tabFilter(query.tab)]),

    shippingOrderTabs: async ({ caller, query }) =>
      tabCounts(db, orders, tabsOf(SHIPPING_TABS), shippingFilters(caller, query), searchOf(query)),

    shipOrdersBulk: async ({ caller, body }) => {
      assertSelf(caller, body.uid);
      return moveOrders(db, deps, caller, body.shipping_order, ORDER_STATUS.SHIPPED);
    },
  });
}
