import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import { dataProvider } from '../../src/providers/dataProvider';

/** Answers every call with `reply` and `status`. */
function serve(status: number, reply: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(reply), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const urlOf = (call: unknown[]) => new URL(String(call[0]), 'http://portal.test');
const page = { page: 1, perPage: 10 };
const sort = { field: 'id', order: 'DESC' as const };

function signIn(userTypeId: number, shopId = '3') {
  localStorage.setItem('uid', '7');
  localStorage.setItem('shopId', shopId);
  localStorage.setItem('userTypeId', String(userTypeId));
}

describe('bookings in the data provider', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("lists a shop user's bookings of the working shop", async () => {
    signIn(1);
    const fetchMock = serve(200, { code: 200, message: 'ok', data: [], total: 0 });
    await dataProvider.getList('bookings', { pagination: page, sort, filter: {} });
    const url = urlOf(fetchMock.mock.calls[0]);
    expect(url.pathname).toBe('/api/book-getbooking');
    expect(url.searchParams.get('shop_id')).toBe('3');
  });

  it("lists every shop's bookings for staff who chose every shop, else the working shop's", async () => {
    signIn(3, '');
    const fetchMock = serve(200, { code: 200, message: 'ok', data: [], total: 0 });
    await dataProvider.getList('bookings', { pagination: page, sort, filter: { q: 'BK26' } });
    await dataProvider.getList('bookings', { pagination: page, sort, filter: { shop_id: 5 } });
    localStorage.setItem('shopId', '3');
    await dataProvider.getList('bookings', { pagination: page, sort, filter: {} });
    const [all, named, working] = fetchMock.mock.calls.map(urlOf);
    expect(all.pathname).toBe('/api/book-getallbookingadmin');
    expect(all.searchParams.has('shop_id')).toBe(false);
    expect(all.searchParams.get('search')).toBe('BK26');
    expect(named.searchParams.get('shop_id')).toBe('5');
    expect(working.pathname).toBe('/api/book-getallbookingadmin');
    expect(working.searchParams.get('shop_id')).toBe('3');
  });

  it("puts a refused booking's 403 message under the e-mail field", async () => {
    signIn(1);
    serve(403, { code: 403, message: 'รูปแบบอีเมลไม่ถูกต้อง' });
    const error = await dataProvider
      .create('bookings', { data: { shop_id: 3, contact_email: 'x@' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).body).toMatchObject({
      errors: { contact_email: 'รูปแบบอีเมลไม่ถูกต้อง' },
    });
  });

  it('leaves a 403 of another resource as it came', async () => {
    signIn(1);
    serve(403, { code: 403, message: 'ไม่มีสิทธิ์' });
    const error = await dataProvider
      .create('orders', { data: { shop_id: 3 } })
      .catch((e: unknown) => e);
    expect((error as HttpError).body).toEqual({ code: 403, message: 'ไม่มีสิทธิ์' });
  });
});
