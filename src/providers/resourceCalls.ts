import type { GetListParams, RaRecord } from 'ra-core';
import type { EndpointKey } from '../../contract/endpoints';
import { ALL_TAB } from '../../contract/limits';
import { servesUserType } from './access';

/**
 * How each react-admin resource maps to backend calls. A resource's list always asks
 * the server for one page; a reply without `total` (a backend that speaks only the
 * original whole-list contract) is paged here instead.
 */
export interface ResourceCalls {
  list: EndpointKey;
  /** The list of every shop's records, for whom may call it (staff's bookings). */
  everyShopList?: EndpointKey;
  /** Builds the list query from react-admin's params and the working shop. */
  listQuery: (p: GetListParams, shopId: number | null) => Record<string, unknown>;
  /** getOne: the endpoint and its query; the reply's data is the record or a one-element list. */
  one?: { key: EndpointKey; query: (id: RaRecord['id']) => Record<string, unknown> };
  create?: EndpointKey;
  update?: EndpointKey;
  /** The warehouse's update, for whom may call it (a booking's status, assignee and counts). */
  manageUpdate?: EndpointKey;
  /**
   * The record is read again after an update: the server decides part of it (a booking's
   * status and counts), and the edit screen opened next must not start from the sent values.
   */
  rereadAfterUpdate?: boolean;
  remove?: { key: EndpointKey; query: (id: RaRecord['id']) => Record<string, unknown> };
  /** A lookup: the endpoint answers its whole (short) list and takes no paging keys. */
  whole?: boolean;
  /**
   * The list's tabs and how many rows each holds (`getTabCounts`): asked with the list's
   * query without its tab and paging.
   */
  tabs?: EndpointKey;
  /** The tabs of the every-shop list, for whom may call it. */
  everyShopTabs?: EndpointKey;
  /** The field a 409 (duplicate) answer to create or update is about: its message goes under it. */
  uniqueField?: string;
  /** The field a 403 answer to create or update is about (a booking's e-mail, spec part 2 §8). */
  forbiddenField?: string;
}

/** A list of the shop named in the filter, else of the working shop, with the search text. */
const ofShop: ResourceCalls['listQuery'] = (p, shopId) => ({
  shop_id: p.filter?.shop_id ?? shopId,
  search: p.filter?.q,
});

/**
 * A list of the shop named in the filter, else of the working shop, else (staff who chose
 * every shop) of every shop: no shop is sent.
 */
const ofOwnShop: ResourceCalls['listQuery'] = (p, shopId) => ({
  shop_id: p.filter?.shop_id ?? shopId ?? undefined,
  search: p.filter?.q,
});

/** The filter's values under `keys`, as the list query takes them. */
const fromFilter = (p: GetListParams, ...keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, p.filter?.[key] as unknown]));

/** The list's status tab (components/ListTabs.tsx); none when it shows every row. */
const tabOf = (p: GetListParams) => {
  const tab = p.filter?.tab as string | undefined;
  return tab === ALL_TAB ? undefined : tab;
};

/** A list of records of no shop, with the search text. */
const searched: ResourceCalls['listQuery'] = (p) => ({ search: p.filter?.q });

/** A read-only lookup resource (titles, types, address levels): a whole list, paged here. */
const lookup = (
  list: EndpointKey,
  listQuery: ResourceCalls['listQuery'] = () => ({}),
): ResourceCalls => ({ list, listQuery, whole: true });

/** The name of a record whose create, update and delete endpoints are `<name>Create`, …. */
type RecordName = {
  [K in EndpointKey]: K extends `${infer N}Create`
    ? [`${N}Update`, `${N}Delete`] extends [EndpointKey, EndpointKey]
      ? N
      : never
    : never;
}[EndpointKey];

/**
 * A record's read (`read`, by default the name itself), create, update and delete, each
 * naming the record by `idField` (delete by `deleteField`, when it differs).
 */
const crud = (
  name: RecordName,
  idField: string,
  {
    read = name as EndpointKey,
    deleteField = idField,
  }: { read?: EndpointKey; deleteField?: string } = {},
): Pick<ResourceCalls, 'one' | 'create' | 'update' | 'remove'> => ({
  one: { key: read, query: (id) => ({ [idField]: id }) },
  // RecordName names only records whose three endpoints the contract has.
  create: `${name}Create` as EndpointKey,
  update: `${name}Update` as EndpointKey,
  remove: { key: `${name}Delete` as EndpointKey, query: (id) => ({ [deleteField]: id }) },
});

const RESOURCES: Record<string, ResourceCalls> = {
  products: {
    list: 'products',
    listQuery: ofShop,
    ...crud('product', 'product_id'),
    uniqueField: 'customer_product_id',
  },
  inventory: {
    list: 'inventory',
    listQuery: ofShop,
    ...crud('inventory', 'inventory_id', { read: 'inventoryItem', deleteField: 'id' }),
    uniqueField: 'product_id',
  },
  productSets: {
    list: 'productSets',
    listQuery: ofShop,
    ...crud('productSet', 'productset_id'),
    uniqueField: 'customer_product_id',
  },
  /** The single-set picker of the add-order screen (filter: shop_id). */
  productSetPicker: {
    list: 'setPicker',
    listQuery: ofShop,
  },
  productSetOrders: {
    list: 'setOrders',
    listQuery: ofShop,
    ...crud('setOrder', 'invenset_id', { deleteField: 'id' }),
  },
  orders: {
    list: 'orders',
    listQuery: ofShop,
    ...crud('order', 'order_id', { deleteField: 'id' }),
  },
  /**
   * The working shop's marketplace sync log, newest first, by platform, job and status; a
   * failed entry is sent again by its own call (`retrySyncJob`).
   */
  marketplaceLog: {
    list: 'marketplaceLog',
    listQuery: (p, shopId) => ({
      shop_id: p.filter?.shop_id ?? shopId,
      ...fromFilter(p, 'platform', 'kind', 'status'),
    }),
  },
  /** The confirm-order list (its shop) and the order's status change (spec part 3 §2). */
  'confirm-order': {
    list: 'confirmOrders',
    listQuery: (p, shopId) => ({ ...ofShop(p, shopId), tab: tabOf(p) }),
    tabs: 'confirmOrderTabs',
    one: { key: 'order', query: (id) => ({ order_id: id }) },
    update: 'confirmOrder',
  },
  /** The shipping-order list: by shop (search_mode 1) or by delivery channel (2). */
  'shipping-order': {
    list: 'shippingOrders',
    listQuery: (p) => ({
      ...fromFilter(p, 'search_mode', 'shop_id', 'delivery_mode'),
      tab: tabOf(p),
      search: p.filter?.q,
    }),
    tabs: 'shippingOrderTabs',
    one: { key: 'order', query: (id) => ({ order_id: id }) },
  },
  /** The order form's pickers: products and sets with stock available (filter: shop_id). */
  orderProductPicker: {
    list: 'orderProducts',
    listQuery: ofShop,
  },
  orderSetPicker: {
    list: 'orderSets',
    listQuery: ofShop,
  },
  deliveryChannels: lookup('deliveryChannels'),
  /** Staff who may be picker or packer of a set order. */
  officers: lookup('officers'),
  /** The movement history of one stock item (filter: inventory_id). */
  movements: {
    list: 'movements',
    listQuery: (p) => fromFilter(p, 'inventory_id'),
  },
  titles: lookup('titles'),
  companyTypes: lookup('companyTypes'),
  userTypes: lookup('userTypes'),
  productTypes: lookup('productTypes'),
  unitTypes: lookup('unitTypes'),
  vatOptions: lookup('vatOptions'),
  provinces: lookup('provinces'),
  districts: lookup('districts', (p) => ({ province_id: p.filter?.province_id })),
  subdistricts: lookup('subdistricts', (p) => ({
    province_id: p.filter?.province_id,
    district_id: p.filter?.district_id,
  })),
  /**
   * Inbound delivery bookings: the working shop's, or, for staff who chose every shop, every
   * shop's; staff save the status, assignee and counted amounts through their own call.
   */
  bookings: {
    list: 'bookings',
    everyShopList: 'bookingsAdmin',
    listQuery: (p, shopId) => ({ ...ofOwnShop(p, shopId), tab: tabOf(p) }),
    tabs: 'bookingTabs',
    everyShopTabs: 'bookingAdminTabs',
    one: { key: 'booking', query: (id) => ({ booking_id: id }) },
    create: 'bookingCreate',
    update: 'bookingUpdate',
    manageUpdate: 'bookingAdminUpdate',
    rereadAfterUpdate: true,
    forbiddenField: 'contact_email',
  },
  /** Appointment settings (staff). */
  appointments: {
    list: 'appointments',
    listQuery: searched,
    ...crud('appointment', 'id'),
  },
  /** Days off added by staff (filter: q, date_from, date_to). */
  daysOff: {
    list: 'daysOff',
    listQuery: (p) => ({ search: p.filter?.q, ...fromFilter(p, 'date_from', 'date_to') }),
    create: 'dayOffCreate',
    remove: { key: 'dayOffDelete', query: (id) => ({ id }) },
  },
  users: {
    list: 'users',
    listQuery: searched,
    ...crud('user', 'user_id'),
  },
  /** A user's change history (filter: user_id), newest first. */
  userAudit: {
    list: 'userAudit',
    listQuery: (p) => fromFilter(p, 'user_id'),
  },
  /** The system roles of the user form's role select. */
  roleOptions: lookup('roleOptions'),
  /** Roles (spec part 3 "Licence list"). */
  permissions: {
    list: 'roles',
    listQuery: searched,
    ...crud('role', 'role_id', { deleteField: 'id' }),
  },
  /** The members of a role (filter: role_id, q); delete removes the member from the role. */
  roleMembers: {
    list: 'roleMembers',
    listQuery: (p) => ({ id: p.filter?.role_id, search: p.filter?.q }),
    remove: { key: 'roleMemberRemove', query: (id) => ({ user_id: id }) },
  },
  /** Every user with the role they have: the add-member picker's list. */
  roleCandidates: {
    list: 'roleCandidates',
    listQuery: searched,
  },
  /** The dashboard's income table (filter: shop_id and the period), most income first. */
  dashboardIncome: {
    list: 'dashboardIncome',
    listQuery: (p) => fromFilter(p, 'shop_id', 'dayoption', 'startdate', 'enddate'),
  },
  /** A booking's history (filter: booking_id), newest first: staff's. */
  bookingAudit: {
    list: 'bookingAudit',
    listQuery: (p) => fromFilter(p, 'booking_id'),
  },
  /** An order's history (filter: order_id), newest first: whoever reads the order. */
  orderAudit: {
    list: 'orderAudit',
    listQuery: (p) => fromFilter(p, 'order_id'),
  },
  /** A webhook endpoint's deliveries (filter: shop_id, endpoint_id), newest first. */
  webhookDeliveries: {
    list: 'webhookDeliveries',
    listQuery: (p) => fromFilter(p, 'shop_id', 'endpoint_id'),
  },
  /** A role's change history (filter: role_id), newest first. */
  roleAudit: {
    list: 'roleAudit',
    listQuery: (p) => fromFilter(p, 'role_id'),
  },
  /**
   * The report tabs (spec part 3 §2 "Report"): the working shop's, or every shop's for staff
   * who chose every shop; the packing report also by dates.
   */
  reportShipping: { list: 'shippingReport', listQuery: ofOwnShop },
  reportInventory: { list: 'inventoryReport', listQuery: ofOwnShop },
  reportPacking: {
    list: 'packingReport',
    listQuery: (p, shopId) => ({
      ...ofOwnShop(p, shopId),
      ...fromFilter(p, 'start_date', 'end_date'),
    }),
  },
  /**
   * The user's saved views of one list (the filter's `list`; components/SavedViews.tsx): made,
   * renamed and deleted by the user alone; a repeated name is refused under the name.
   */
  savedViews: {
    list: 'views',
    listQuery: (p) => fromFilter(p, 'list'),
    whole: true,
    create: 'viewCreate',
    update: 'viewUpdate',
    remove: { key: 'viewDelete', query: (id) => ({ id }) },
    uniqueField: 'name',
  },
};

/**
 * The calls of a resource for this user: the every-shop list (and its tabs) and the warehouse's update where
 * they are made for the user's type.
 */
export function calls(resource: string): ResourceCalls {
  const c = RESOURCES[resource];
  if (!c) throw new Error(`No backend calls for resource ${resource}`);
  const may = (key: EndpointKey | undefined) => (key && servesUserType(key) ? key : undefined);
  return {
    ...c,
    list: may(c.everyShopList) ?? c.list,
    tabs: may(c.everyShopTabs) ?? c.tabs,
    update: may(c.manageUpdate) ?? c.update,
  };
}
