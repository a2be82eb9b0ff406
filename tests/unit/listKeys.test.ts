import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../src/providers/dataProvider';
import { listIdentity, notePage, pageWay } from '../../src/providers/listKeys';

// The app asks for the pages beside the one shown by its keys, the last page from the other
// end, and any other page by its number (src/providers/listKeys.ts).

describe('pageWay', () => {
  const list = listIdentity({ shop_id: 3, sort: 'price', order: 'ASC' }, 10);
  const reply = { total: 95, first_key: 'F3', last_key: 'L3' };

  it('asks for the pages beside the one shown by its keys, the last one from the end', () => {
    notePage('things', list, 3, {}, reply, 10);
    expect(pageWay('things', list, 4)).toEqual({ after: 'L3' });
    expect(pageWay('things', list, 2)).toEqual({ before: 'F3' });
    expect(pageWay('things', list, 10)).toEqual({ last: 1 });
    // The first page, a jump and a page of another list are asked for by number.
    expect(pageWay('things', list, 1)).toEqual({});
    expect(pageWay('things', list, 7)).toEqual({});
    expect(pageWay('others', list, 4)).toEqual({});
  });

  it('reads the page shown again the way it was read', () => {
    notePage('things', list, 4, { after: 'L3' }, { ...reply, first_key: 'F4', last_key: 'L4' }, 10);
    expect(pageWay('things', list, 4)).toEqual({ after: 'L3' });
    expect(pageWay('things', list, 5)).toEqual({ after: 'L4' });
  });

  it('forgets the keys when the filter, the sort or the page size changes', () => {
    notePage('things', list, 3, {}, reply, 10);
    const other = [
      listIdentity({ shop_id: 3, sort: 'price', order: 'DESC' }, 10),
      listIdentity({ shop_id: 3, sort: 'price', order: 'ASC', search: 'ชา' }, 10),
      listIdentity({ shop_id: 4, sort: 'price', order: 'ASC' }, 10),
      listIdentity({ shop_id: 3, sort: 'price', order: 'ASC' }, 25),
    ];
    for (const changed of other) {
      expect(changed).not.toBe(list);
      expect(pageWay('things', changed, 4)).toEqual({});
    }
    // The same list whatever the order of its keys.
    expect(listIdentity({ order: 'ASC', sort: 'price', shop_id: 3 }, 10)).toBe(list);
  });

  it('without keys in the replies every page is asked for by number', () => {
    notePage('plain', list, 3, {}, { total: 95 }, 10);
    expect(pageWay('plain', list, 4)).toEqual({});
    expect(pageWay('plain', list, 10)).toEqual({});
  });
});

describe('dataProvider.getList', () => {
  beforeEach(() => localStorage.setItem('shopId', '3'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  /** Answers page n of 35 rows with the keys `F<n>` and `L<n>`. */
  function serve() {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const page = Number(new URL(String(input), 'http://portal.test').searchParams.get('page'));
      const body = {
        code: 200,
        message: 'ok',
        data: [{ id: page }],
        total: 35,
        first_key: `F${page}`,
        last_key: `L${page}`,
      };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }
  const sent = (fetchMock: ReturnType<typeof serve>) => {
    const url = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://portal.test');
    const { searchParams: q } = url;
    return {
      page: q.get('page'),
      after: q.get('after'),
      before: q.get('before'),
      last: q.get('last'),
    };
  };
  const getPage = (page: number, field = 'price') =>
    dataProvider.getList('products', {
      pagination: { page, perPage: 10 },
      sort: { field, order: 'ASC' },
      filter: {},
    });

  it('sends the keys of the page shown for the next, the previous and the last page', async () => {
    const fetchMock = serve();
    await getPage(1);
    expect(sent(fetchMock)).toEqual({ page: '1', after: null, before: null, last: null });
    await getPage(2);
    expect(sent(fetchMock)).toEqual({ page: '2', after: 'L1', before: null, last: null });
    await getPage(3);
    expect(sent(fetchMock)).toEqual({ page: '3', after: 'L2', before: null, last: null });
    await getPage(2);
    expect(sent(fetchMock)).toEqual({ page: '2', after: null, before: 'F3', last: null });
    await getPage(4);
    expect(sent(fetchMock)).toEqual({ page: '4', after: null, before: null, last: '1' });
    // Another sort starts over: its page 2 by number.
    await getPage(2, 'brand_th');
    expect(sent(fetchMock)).toEqual({ page: '2', after: null, before: null, last: null });
  });
});
