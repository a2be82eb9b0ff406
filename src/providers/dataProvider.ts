import type {
  CreateParams,
  DataProvider,
  DeleteParams,
  GetListParams,
  GetOneParams,
  RaRecord,
  UpdateParams,
} from 'ra-core';
import type { EndpointKey } from '../../contract/endpoints';
import { api } from './http';
import { getSession } from './session';

/**
 * How each react-admin resource maps to backend calls. A resource's list always asks
 * the server for one page; a reply without `total` (a backend that speaks only the
 * original whole-list contract) is paged here instead.
 */
interface ResourceCalls {
  list: EndpointKey;
  /** Builds the list query from react-admin's params and the working shop. */
  listQuery: (p: GetListParams, shopId: number | null) => Record<string, unknown>;
  /** getOne: the endpoint and its query; the reply's data is the record or a one-element list. */
  one?: { key: EndpointKey; query: (id: RaRecord['id']) => Record<string, unknown> };
  create?: EndpointKey;
  update?: EndpointKey;
  remove?: { key: EndpointKey; query: (id: RaRecord['id']) => Record<string, unknown> };
}

const RESOURCES: Record<string, ResourceCalls> = {
  products: {
    list: 'products',
    listQuery: (p, shopId) => ({ shop_id: p.filter?.shop_id ?? shopId, search: p.filter?.q }),
    one: { key: 'product', query: (id) => ({ product_id: id }) },
    create: 'productCreate',
    update: 'productUpdate',
    remove: { key: 'productDelete', query: (id) => ({ product_id: id }) },
  },
  users: {
    list: 'users',
    listQuery: (p) => ({ search: p.filter?.q }),
    one: { key: 'user', query: (id) => ({ user_id: id }) },
  },
};

function calls(resource: string): ResourceCalls {
  const c = RESOURCES[resource];
  if (!c) throw new Error(`No backend calls for resource ${resource}`);
  return c;
}

function need<T>(value: T | undefined, what: string, resource: string): T {
  if (value === undefined) throw new Error(`${resource} has no ${what} call`);
  return value;
}

// Endpoint keys differ per resource, so queries and bodies are passed as the table's
// own types through `never`: each entry above names the endpoint that takes them.
export const dataProvider: DataProvider = {
  async getList<R extends RaRecord>(resource: string, params: GetListParams) {
    const c = calls(resource);
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
    const query = {
      ...c.listQuery(params, getSession()?.shopId ?? null),
      page,
      per_page: perPage,
      sort: params.sort?.field,
      order: params.sort?.order,
    };
    const reply = await api(c.list, { query: query as never, signal: params.signal });
    const rows = reply.data as unknown as R[];
    if (reply.total !== undefined) return { data: rows, total: reply.total };
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
  async getMany<R extends RaRecord>(resource: string, params: { ids: RaRecord['id'][] }) {
    const rows = await Promise.all(
      params.ids.map((id) => dataProvider.getOne<R>(resource, { id })),
    );
    return { data: rows.map((r) => r.data) };
  },
  async getManyReference() {
    throw new Error('getManyReference is not used by the portal');
  },
  async create<R extends RaRecord>(resource: string, params: CreateParams) {
    const key = need(calls(resource).create, 'create', resource);
    const reply = await api(key, { body: params.data as never });
    const created = reply.data as unknown as Partial<R> & { id: R['id'] };
    return { data: { ...params.data, ...created } as R };
  },
  async update<R extends RaRecord>(resource: string, params: UpdateParams) {
    const key = need(calls(resource).update, 'update', resource);
    await api(key, { body: { ...params.data, id: params.id } as never });
    return { data: { ...params.data, id: params.id } as R };
  },
  async updateMany() {
    throw new Error('updateMany is not used by the portal');
  },
  async delete<R extends RaRecord>(resource: string, params: DeleteParams<R>) {
    const remove = need(calls(resource).remove, 'delete', resource);
    await api(remove.key, { query: remove.query(params.id) as never });
    return { data: (params.previousData ?? { id: params.id }) as R };
  },
  async deleteMany() {
    throw new Error('deleteMany is not used by the portal');
  },
};
