import type { DataProvider, GetListParams, RaRecord } from 'ra-core';
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
}

const RESOURCES: Record<string, ResourceCalls> = {
  products: {
    list: 'products',
    listQuery: (p, shopId) => ({ shop_id: p.filter?.shop_id ?? shopId, search: p.filter?.q }),
  },
};

function calls(resource: string): ResourceCalls {
  const c = RESOURCES[resource];
  if (!c) throw new Error(`No backend calls for resource ${resource}`);
  return c;
}

const unsupported = (what: string) => () => Promise.reject(new Error(`${what} is not available`));

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
    // `list` keys are list endpoints; their query types differ per endpoint.
    const reply = await api(c.list, { query: query as never, signal: params.signal });
    const rows = reply.data as unknown as R[];
    if (reply.total !== undefined) return { data: rows, total: reply.total };
    const start = (page - 1) * perPage;
    return { data: rows.slice(start, start + perPage), total: rows.length };
  },
  getOne: unsupported('getOne'),
  getMany: unsupported('getMany'),
  getManyReference: unsupported('getManyReference'),
  create: unsupported('create'),
  update: unsupported('update'),
  updateMany: unsupported('updateMany'),
  delete: unsupported('delete'),
  deleteMany: unsupported('deleteMany'),
};
