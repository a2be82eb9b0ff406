import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_IDS } from '../../contract/limits';
import { dataProvider } from '../../src/providers/dataProvider';

/** Answers every call with the rows of the ids it names (or 1..3 without `ids`). */
function serve() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://portal.test');
    const ids = url.searchParams.get('ids');
    const rows = (ids ? ids.split(',').map(Number) : [1, 2, 3]).map((id) => ({
      id,
      name_th: `row ${id}`,
    }));
    return new Response(JSON.stringify({ code: 200, message: 'ok', data: rows }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const urlOf = (call: unknown[]) => new URL(String(call[0]), 'http://portal.test');

describe('dataProvider.getMany', () => {
  beforeEach(() => {
    localStorage.setItem('uid', '7');
    localStorage.setItem('shopId', '3');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('reads several products in one request to the list, in the working shop', async () => {
    const fetchMock = serve();
    const { data } = await dataProvider.getMany('products', { ids: [5, 9, 12] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = urlOf(fetchMock.mock.calls[0]);
    expect(url.pathname).toBe('/api/product-getallproducts');
    expect(url.searchParams.get('ids')).toBe('5,9,12');
    expect(url.searchParams.get('shop_id')).toBe('3');
    expect(data.map((r) => r.id)).toEqual([5, 9, 12]);
  });

  it('reads users by id in one request', async () => {
    const fetchMock = serve();
    await dataProvider.getMany('users', { ids: [1, 2] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(urlOf(fetchMock.mock.calls[0]).searchParams.get('ids')).toBe('1,2');
  });

  it('asks for at most MAX_IDS ids per request', async () => {
    const fetchMock = serve();
    const ids = Array.from({ length: MAX_IDS + 1 }, (_, i) => i + 1);
    const { data } = await dataProvider.getMany('products', { ids });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(data).toHaveLength(MAX_IDS + 1);
  });

  it('narrows a lookup list read once', async () => {
    const fetchMock = serve();
    const { data } = await dataProvider.getMany('provinces', { ids: [2, 3] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(urlOf(fetchMock.mock.calls[0]).searchParams.has('ids')).toBe(false);
    expect(data.map((r) => r.id)).toEqual([2, 3]);
  });

  it('makes no request for no ids', async () => {
    const fetchMock = serve();
    expect((await dataProvider.getMany('products', { ids: [] })).data).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('dataProvider.create and update', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leave the files chosen in a form out of the JSON body', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 200, message: 'ok', data: { id: 41 } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const photo = new File(['x'], 'item.png', { type: 'image/png' });
    const created = await dataProvider.create('products', {
      data: { brand_th: 'ชาตรามือ', itempic: photo },
    });
    await dataProvider.update('products', {
      id: '41',
      data: { brand_th: 'ชาตรามือ', casepic: photo },
      previousData: { id: 41 },
    });
    const bodies = fetchMock.mock.calls.map((call) =>
      JSON.parse(String((call as unknown as [string, RequestInit])[1].body)),
    );
    expect(bodies).toEqual([{ brand_th: 'ชาตรามือ' }, { brand_th: 'ชาตรามือ', id: 41 }]);
    expect(created.data).toEqual({ brand_th: 'ชาตรามือ', id: 41 });
  });
});
