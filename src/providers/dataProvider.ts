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
import { MAX_IDS } from '../../contract/limits';
import type { TabCount } from '../../contract/schemas/common';
import { api } from './http';
import { listIdentity, notePage, pageWay } from './listKeys';
import { getSession } from './session';
import { calls, type ResourceCalls } from './resourceCalls';
import { accountCalls } from './calls/accounts';
import { inventoryCalls } from './calls/inventory';
import { productCalls } from './calls/products';
import { productSetCalls } from './calls/productSets';
import { orderCalls } from './calls/orders';
import { fulfilmentCalls } from './calls/fulfilment';
import { floorCalls } from './calls/floor';
import { fileCalls } from './calls/files';
import { addressCalls } from './calls/address';
import { shellCalls } from './calls/shell';
import { bookingCalendarCalls } from './calls/bookingCalendar';
import { bookingCalls } from './calls/bookings';
import { roleCalls } from './calls/roles';
import { dashboardCalls } from './calls/dashboard';
import { apiKeyCalls } from './calls/apiKeys';
import { webhookCalls } from './calls/webhooks';

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

/** One record by its getOne call: the reply's data is the record or a one-element list. */
async function readOne<R extends RaRecord>(
  one: NonNullable<ResourceCalls['one']>,
  id: RaRecord['id'],
  signal?: AbortSignal,
): Promise<R | undefined> {
  const reply = await api(one.key, { query: one.query(id) as never, signal });
  return (Array.isArray(reply.data) ? reply.data[0] : reply.data) as R | undefined;
}

// Endpoint keys differ per resource, so queries and bodies are passed as the table's
// own types through `never`: each entry above names the endpoint that takes them.
const crud: DataProvider = {
  async getList<R extends RaRecord>(resource: string, params: GetListParams) {
    const c = calls(resource);
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
    const own = c.listQuery(params, getSession()?.shopId ?? null);
    const sorted = { ...own, sort: params.sort?.field, order: params.sort?.order };
    // The pages beside the one shown are asked for by its keys (listKeys.ts).
    const list = listIdentity(sorted, perPage);
    const way = c.whole ? {} : pageWay(resource, list, page);
    const query = c.whole ? own : { ...sorted, page, per_page: perPage, ...way };
    const reply = await api(c.list, { query: query as never, signal: params.signal });
    const rows = reply.data as unknown as R[];
    if (reply.total !== undefined) {
      notePage(resource, list, page, way, reply, perPage);
      // The pager reads `meta.totalEstimated` to say "about N" (components/Pager.tsx).
      const meta = reply.total_estimated ? { totalEstimated: true } : undefined;
      return { data: rows, total: reply.total, meta };
    }
    const start = (page - 1) * perPage;
    return { data: rows.slice(start, start + perPage), total: rows.length };
  },
  async getOne<R extends RaRecord>(resource: string, params: GetOneParams) {
    const one = need(calls(resource).one, 'getOne', resource);
    const data = await readOne<R>(one, params.id, params.signal);
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
      const fresh = await readOne<R>(c.one, id);
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

/** The tabs of a list (`ResourceCalls.tabs`) and how many rows each holds. */
const tabCalls = {
  async getTabCounts(resource: string, filter: Record<string, unknown>): Promise<TabCount[]> {
    const c = calls(resource);
    const query = c.listQuery({ filter } as GetListParams, getSession()?.shopId ?? null);
    delete query.tab;
    const reply = await api(need(c.tabs, 'tabs', resource), { query: query as never });
    return reply.data as unknown as TabCount[];
  },
};

/**
 * The app's data provider: react-admin's CRUD methods and the portal's own calls (uploads,
 * imports, account actions, notifications), each in `calls/<area>.ts`. Screens reach it
 * with `usePortalData()`; nothing outside `providers/` calls the http client.
 */
export const dataProvider = {
  ...crud,
  ...tabCalls,
  ...fileCalls,
  ...productCalls,
  ...inventoryCalls,
  ...productSetCalls,
  ...orderCalls,
  ...fulfilmentCalls,
  ...floorCalls,
  ...addressCalls,
  ...accountCalls,
  ...shellCalls,
  ...bookingCalendarCalls,
  ...bookingCalls,
  ...roleCalls,
  ...dashboardCalls,
  ...apiKeyCalls,
  ...webhookCalls,
};
export type PortalDataProvider = typeof dataProvider;

/** `useDataProvider` typed with the portal's own calls. */
export const usePortalData = () => useDataProvider<PortalDataProvider>();
