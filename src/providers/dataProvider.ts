import type {
  CreateParams,
  DataProvider,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetOneParams,
  RaRecord,
  UpdateParams,
} from 'ra-core';
import { HttpError } from 'ra-core';
import { useDataProvider } from 'react-admin';
import type { EndpointKey } from '../../contract/endpoints';
import { MAX_IDS } from '../../contract/limits';
import { api } from './http';
import { getSession } from './session';
import { accountCalls } from './calls/accounts';
import { inventoryCalls } from './calls/inventory';
import { productCalls } from './calls/products';
import { productSetCalls } from './calls/productSets';
import { orderCalls } from './calls/orders';
import { fulfilmentCalls } from './calls/fulfilment';
import { addressCalls } from './calls/address';
import { shellCalls } from './calls/shell';
import { bookingCalendarCalls } from './calls/bookingCalendar';
import { bookingCalls } from './calls/bookings';
import { roleCalls } from './calls/roles';
import { dashboardCalls } from './calls/dashboard';

/**
 * How each react-admin resource maps to backend calls. A resource's list always asks
 * the server for one page; a reply without `total` (a backend that speaks only the
 * original whole-list contract) is paged here instead.
 */
interface ResourceCalls {
  list: EndpointKey;
  /** Staff's list where it is another endpoint (every shop's bookings). */
  staffList?: EndpointKey;
  /** Builds the list query from react-admin's params and the working shop. */
  listQuery: (p: GetListParams, shopId: number | null) => Record<string, unknown>;
  /** getOne: the endpoint and its query; the reply's data is the record or a one-element list. */
  one?: { key: EndpointKey; query: (id: RaRecord['id']) => Record<string, unknown> };
  create?: EndpointKey;
  update?: EndpointKey;
  /** Staff's update where it is another endpoint (a booking's status and assignee). */
  staffUpdate?: EndpointKey;
  /**
   * The record is read again after an update: the server decides part of it (a booking's
   * status and counts), and the edit screen opened next must not start from the sent values.
   */
  rereadAfterUpdate?: boolean;
  remove?: { key: EndpointKey; query: (id: RaRecord['id']) => Record<string, unknown> };
  /** A lookup: the endpoint answers its whole (short) list and takes no paging keys. */
  whole?: boolean;
  /** The field a 409 (duplicate) answer to create or update is about: its message goes under it. */
  uniqueField?: string;
  /** The field a 403 answer to create or update is about (a booking's e-mail, spec part 2 §8). */
  forbiddenField?: string;
}

/** A read-only lookup resource (titles, types, address levels): a whole list, paged here. */
const lookup = (
  list: EndpointKey,
  listQuery: ResourceCalls['listQuery'] = () => ({}),
): ResourceCalls => ({ list, listQuery, whole: true });

const RESOURCES: Record<string, ResourceCalls> = {
  products: {
    list: 'products',
    listQuery: (p, shopId) => ({ shop_id: p.filter?.shop_id ?? shopId, search: p.filter?.q }),
    one: { key: 'product', query: (id) => ({ product_id: id }) },
    create: 'productCreate',
    update: 'productUpdate',
    remove: { key: 'productDelete', query: (id) => ({ product_id: id }) },
    uniqueField: 'customer_product_id',
  },
  inventory: {
    list: 'inventory',
    listQuery: (p, shopId) => ({ shop_id: p.filter?.shop_id ?? shopId, search: p.filter?.q }),
    one: { key: 'inventoryItem', query: (id) => ({ inventory_id: id }) },
    create: 'inventoryCreate',
    update: 'inventoryUpdate',
    remove: { key: 'inventoryDelete', query: (id) => ({ id }) },
    uniqueField: 'product_id',
  },
  productSets: {
    list: 'productSets',
    listQuery: (p, shopId) => ({ shop_id: p.filter?.shop_id ?? shopId, search: p.filter?.q }),
    one: { key: 'productSet', query: (id) => ({ productset_id: id }) },
    create: 'productSetCreate',
    update: 'productSetUpdate',
    remove: { key: 'productSetDelete', query: (id) => ({ productset_id: id }) },
    uniqueField: 'customer_product_id',
  },
  /** The single-set picker of the add-order screen (filter: shop_id). */
  productSetPicker: {
    list: 'setPicker',
    listQuery: (p, shopId) => ({ shop_id: p.filter?.shop_id ?? shopId, search: p.filter?.q }),
  },
  productSetOrders: {
    list: 'setOrders',
    listQuery: (p, shopId) => ({ shop_id: p.filter?.shop_id ?? shopId, search: p.filter?.q }),
    one: { key: 'setOrder', query: (id) => ({ invenset_id: id }) },
    create: 'setOrderCreate',
    update: 'setOrderUpdate',
    remove: { key: 'setOrderDelete', query: (id) => ({ id }) },
  },
  orders: {
    list: 'orders',
    listQuery: (p, shopId) => ({ shop_id: p.filter?.shop_id ?? shopId, search: p.filter?.q }),
    one: { key: 'order', query: (id) => ({ order_id: id }) },
    create: 'orderCreate',
    update: 'orderUpdate',
    remove: { key: 'orderDelete', query: (id) => ({ id }) },
  },
  /** The confirm-order list (its shop) and the order's status change (spec part 3 §2). */
  'confirm-order': {
    list: 'confirmOrders',
    listQuery: (p, shopId) => ({ shop_id: p.filter?.shop_id ?? shopId, search: p.filter?.q }),
    one: { key: 'order', query: (id) => ({ order_id: id }) },
    update: 'confirmOrder',
  },
  /** The shipping-order list: by shop (search_mode 1) or by delivery channel (2). */
  'shipping-order': {
    list: 'shippingOrders',
    listQuery: (p) => ({
      search_mode: p.filter?.search_mode,
      shop_id: p.filter?.shop_id,
      delivery_mode: p.filter?.delivery_mode,
      search: p.filter?.q,
    }),
    one: { key: 'order', query: (id) => ({ order_id: id }) },
  },
  /** The order form's pickers: products and sets with stock available (filter: shop_id). */
  orderProductPicker: {
    list: 'orderProducts',
    listQuery: (p, shopId) => ({ shop_id: p.filter?.shop_id ?? shopId, search: p.filter?.q }),
  },
  orderSetPicker: {
    list: 'orderSets',
    listQuery: (p, shopId) => ({ shop_id: p.filter?.shop_id ?? shopId, search: p.filter?.q }),
  },
  deliveryChannels: lookup('deliveryChannels'),
  /** Staff who may be picker or packer of a set order. */
  officers: lookup('officers'),
  /** The movement history of one stock item (filter: inventory_id). */
  movements: {
    list: 'movements',
    listQuery: (p) => ({ inventory_id: p.filter?.inventory_id }),
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
   * Inbound delivery bookings: a shop's own (filter shop_id), or, for staff, every shop's;
   * staff save the status, assignee and counted amounts through their own call.
   */
  bookings: {
    list: 'bookings',
    staffList: 'bookingsAdmin',
    // Staff see every shop's unless they narrow the list to one; a shop user sees the working shop's.
    listQuery: (p, shopId) => ({
      shop_id: p.filter?.shop_id ?? (getSession()?.isStaff ? undefined : shopId),
      search: p.filter?.q,
    }),
    one: { key: 'booking', query: (id) => ({ booking_id: id }) },
    create: 'bookingCreate',
    update: 'bookingUpdate',
    staffUpdate: 'bookingAdminUpdate',
    rereadAfterUpdate: true,
    forbiddenField: 'contact_email',
  },
  /** Appointment settings (staff). */
  appointments: {
    list: 'appointments',
    listQuery: (p) => ({ search: p.filter?.q }),
    one: { key: 'appointment', query: (id) => ({ id }) },
    create: 'appointmentCreate',
    update: 'appointmentUpdate',
    remove: { key: 'appointmentDelete', query: (id) => ({ id }) },
  },
  /** Days off added by staff (filter: q, date_from, date_to). */
  daysOff: {
    list: 'daysOff',
    listQuery: (p) => ({
      search: p.filter?.q,
      date_from: p.filter?.date_from,
      date_to: p.filter?.date_to,
    }),
    create: 'dayOffCreate',
    remove: { key: 'dayOffDelete', query: (id) => ({ id }) },
  },
  users: {
    list: 'users',
    listQuery: (p) => ({ search: p.filter?.q }),
    one: { key: 'user', query: (id) => ({ user_id: id }) },
    create: 'userCreate',
    update: 'userUpdate',
    remove: { key: 'userDelete', query: (id) => ({ user_id: id }) },
  },
  /** A user's change history (filter: user_id), newest first. */
  userAudit: {
    list: 'userAudit',
    listQuery: (p) => ({ user_id: p.filter?.user_id }),
  },
  /** The system roles of the user form's role select. */
  roleOptions: lookup('roleOptions'),
  /** Roles (spec part 3 "Licence list"). */
  permissions: {
    list: 'roles',
    listQuery: (p) => ({ search: p.filter?.q }),
    one: { key: 'role', query: (id) => ({ role_id: id }) },
    create: 'roleCreate',
    update: 'roleUpdate',
    remove: { key: 'roleDelete', query: (id) => ({ id }) },
  },
  /** The members of a role (filter: role_id, q); delete removes the member from the role. */
  roleMembers: {
    list: 'roleMembers',
    listQuery: (p) => ({ id: p.filter?.role_id, search: p.filter?.q }),
    remove: { key: 'roleMemberRemove', query: (id) => ({ user_id: id }) },
  },
  /** Users without a role: the add-member picker's list. */
  usersWithoutRole: {
    list: 'usersWithoutRole',
    listQuery: (p) => ({ search: p.filter?.q }),
  },
  /** The dashboard's income table (filter: shop_id and the period), most income first. */
  dashboardIncome: {
    list: 'dashboardIncome',
    listQuery: (p) => ({
      shop_id: p.filter?.shop_id,
      dayoption: p.filter?.dayoption,
      startdate: p.filter?.startdate,
      enddate: p.filter?.enddate,
    }),
  },
  /** A role's change history (filter: role_id), newest first. */
  roleAudit: {
    list: 'roleAudit',
    listQuery: (p) => ({ role_id: p.filter?.role_id }),
  },
  /**
   * The report tabs (spec part 3 §2 "Report"): a shop user's working shop; staff every shop
   * unless they narrow it to one (filter shop_id); the packing report also by dates.
   */
  reportShipping: { list: 'shippingReport', listQuery: (p, shopId) => reportQuery(p, shopId) },
  reportInventory: { list: 'inventoryReport', listQuery: (p, shopId) => reportQuery(p, shopId) },
  reportPacking: {
    list: 'packingReport',
    listQuery: (p, shopId) => ({
      ...reportQuery(p, shopId),
      start_date: p.filter?.start_date,
      end_date: p.filter?.end_date,
    }),
  },
};

/** A report's shop and search: staff's chosen shop or every shop; a shop user's working shop. */
function reportQuery(p: GetListParams, shopId: number | null) {
  return {
    shop_id: p.filter?.shop_id ?? (getSession()?.isStaff ? undefined : shopId),
    search: p.filter?.q,
  };
}

function calls(resource: string): ResourceCalls {
  const c = RESOURCES[resource];
  if (!c) throw new Error(`No backend calls for resource ${resource}`);
  if (!getSession()?.isStaff) return c;
  return { ...c, list: c.staffList ?? c.list, update: c.staffUpdate ?? c.update };
}

/**
 * A refused save as react-admin's form reads it: the HttpError body's `errors` go under their
 * fields; a 409 (duplicate) message goes under the resource's unique field, a 403 under its
 * forbidden field where it names one.
 */
function asFieldErrors(e: unknown, c: ResourceCalls): unknown {
  if (!(e instanceof HttpError)) return e;
  const field = e.status === 409 ? c.uniqueField : e.status === 403 ? c.forbiddenField : undefined;
  if (!field) return e;
  const body = (e.body ?? {}) as { errors?: Record<string, string> };
  return new HttpError(e.message, e.status, {
    ...body,
    errors: { ...body.errors, [field]: e.message },
  });
}

/**
 * A form's values without the files chosen in it: files go up through their own upload calls
 * (see `calls/`), never in a JSON body, which the server's strict schemas would refuse.
 */
function withoutFiles(data: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => !(v instanceof File)));
}

/** The list cut into runs of at most `size`. */
function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

function need<T>(value: T | undefined, what: string, resource: string): T {
  if (value === undefined) throw new Error(`${resource} has no ${what} call`);
  return value;
}

// Endpoint keys differ per resource, so queries and bodies are passed as the table's
// own types through `never`: each entry above names the endpoint that takes them.
const crud: DataProvider = {
  async getList<R extends RaRecord>(resource: string, params: GetListParams) {
    const c = calls(resource);
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
    const own = c.listQuery(params, getSession()?.shopId ?? null);
    const query = c.whole
      ? own
      : {
          ...own,
          page,
          per_page: perPage,
          sort: params.sort?.field,
          order: params.sort?.order,
        };
    const reply = await api(c.list, { query: query as never, signal: params.signal });
    const rows = reply.data as unknown as R[];
    if (reply.total !== undefined) {
      // The pager reads `meta.totalEstimated` to say "about N" (components/Pager.tsx).
      const meta = reply.total_estimated ? { totalEstimated: true } : undefined;
      return { data: rows, total: reply.total, meta };
    }
    const start = (page - 1) * perPage;
    return { data: rows.slice(start, start + perPage), total: rows.length };
  },
  async getOne<R extends RaRecord>(resource: string, params: GetOneParams) {
    const one = need(calls(resource).one, 'getOne', resource);
    const reply = await api(one.key, {
      query: one.query(params.id) as never,
      signal: params.signal,
    });
    const data = (Array.isArray(reply.data) ? reply.data[0] : reply.data) as R | undefined;
    if (!data) throw new Error('ra.notification.item_doesnt_exist');
    return { data };
  },
  /**
   * The records of some ids in one request: the list endpoint with `ids` (same scoping as
   * the list, e.g. the working shop), or a lookup's whole list narrowed here.
   */
  async getMany<R extends RaRecord>(resource: string, params: GetManyParams<R>) {
    const c = calls(resource);
    const ids = [...new Set(params.ids)];
    if (!ids.length) return { data: [] };
    // `meta.shop_id` names another shop (staff screens showing several shops' records).
    const shop = (params.meta as { shop_id?: number } | undefined)?.shop_id;
    const own = c.listQuery(
      { filter: shop ? { shop_id: shop } : {} },
      getSession()?.shopId ?? null,
    );
    const wanted = new Set(ids.map(String));
    const batches = c.whole ? [[]] : chunks(ids, MAX_IDS);
    const replies = await Promise.all(
      batches.map((batch) =>
        api(c.list, {
          query: (c.whole ? own : { ...own, ids: batch.join(',') }) as never,
          signal: params.signal,
        }),
      ),
    );
    const rows = replies.flatMap((r) => r.data as unknown as R[]);
    return { data: rows.filter((r) => wanted.has(String(r.id))) };
  },
  async getManyReference() {
    throw new Error('getManyReference is not used by the portal');
  },
  async create<R extends RaRecord>(resource: string, params: CreateParams) {
    const c = calls(resource);
    const key = need(c.create, 'create', resource);
    const body = withoutFiles(params.data);
    const reply = await api(key, { body: body as never }).catch((e: unknown) => {
      throw asFieldErrors(e, c);
    });
    const created = reply.data as unknown as Partial<R> & { id: R['id'] };
    return { data: { ...body, ...created } as R };
  },
  async update<R extends RaRecord>(resource: string, params: UpdateParams) {
    const c = calls(resource);
    const key = need(c.update, 'update', resource);
    // The portal's ids are integers; react-admin's edit screen takes them from the URL as text.
    const id =
      typeof params.id === 'string' && /^\d+$/.test(params.id) ? Number(params.id) : params.id;
    const body = { ...withoutFiles(params.data), id };
    await api(key, { body: body as never }).catch((e: unknown) => {
      throw asFieldErrors(e, c);
    });
    if (c.rereadAfterUpdate && c.one) {
      const reply = await api(c.one.key, { query: c.one.query(id) as never });
      const fresh = (Array.isArray(reply.data) ? reply.data[0] : reply.data) as R | undefined;
      if (fresh) return { data: fresh };
    }
    return { data: body as R };
  },
  async updateMany() {
    throw new Error('updateMany is not used by the portal');
  },
  async delete<R extends RaRecord>(resource: string, params: DeleteParams<R>) {
    const remove = need(calls(resource).remove, 'delete', resource);
    const reply = await api(remove.key, { query: remove.query(params.id) as never });
    // What the server says of the delete (a user kept and switched off) goes with the record.
    const said = reply.data && typeof reply.data === 'object' ? reply.data : {};
    return { data: { ...(params.previousData ?? { id: params.id }), ...said } as R };
  },
  async deleteMany() {
    throw new Error('deleteMany is not used by the portal');
  },
};

/**
 * The app's data provider: react-admin's CRUD methods and the portal's own calls (uploads,
 * imports, account actions, notifications), each in `calls/<area>.ts`. Screens reach it
 * with `usePortalData()`; nothing outside `providers/` calls the http client.
 */
export const dataProvider = {
  ...crud,
  ...productCalls,
  ...inventoryCalls,
  ...productSetCalls,
  ...orderCalls,
  ...fulfilmentCalls,
  ...addressCalls,
  ...accountCalls,
  ...shellCalls,
  ...bookingCalendarCalls,
  ...bookingCalls,
  ...roleCalls,
  ...dashboardCalls,
};
export type PortalDataProvider = typeof dataProvider;

/** `useDataProvider` typed with the portal's own calls. */
export const usePortalData = () => useDataProvider<PortalDataProvider>();
