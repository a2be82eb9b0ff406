import { describe, expect, it } from 'vitest';
import { MAX_IDS } from '../../contract/limits';
import type { ProductListRow } from '../../contract/schemas/products';
import type { UserListRow } from '../../contract/schemas/users';
import { call, serverWithSessions } from './helpers';

// `ids` on the list endpoints: react-admin's getMany reads several records in one request.
// Seeded shops: company@ has 1 and 2, individual@ has 3.

const ctx = serverWithSessions({
  company: 'company@demo.th',
  individual: 'individual@demo.th',
  admin: 'admin@demo.th',
});

const products = (query: Record<string, string | number>, cookie: string) =>
  call<ProductListRow[]>(ctx.app, 'GET', 'product-getallproducts', { query, cookie });
const users = (query: Record<string, string | number>, cookie = ctx.admin) =>
  call<UserListRow[]>(ctx.app, 'GET', 'user-getusers', { query, cookie });

/** The first product ids of a shop, read through its owner's list. */
async function firstIds(shopId: number, cookie: string, count: number) {
  const res = await products({ shop_id: shopId, page: 1, per_page: count }, cookie);
  expect(res.status).toBe(200);
  return res.body.data.map((r) => r.id);
}

describe('product list with ids (product-getallproducts)', () => {
  it("answers the shop's products of those ids; another shop's id is left out", async () => {
    const own = await firstIds(1, ctx.company, 2);
    const [foreign] = await firstIds(3, ctx.individual, 1);
    const res = await products({ shop_id: 1, ids: [...own, foreign].join(',') }, ctx.company);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.id).sort()).toEqual([...own].sort());
    // Asking in the other shop itself stays refused, as for the list.
    const other = await products({ shop_id: 3, ids: String(foreign) }, ctx.company);
    expect(other.status).toBe(403);
  });

  it('staff read any shop by id, with the same rows as the list', async () => {
    const ids = await firstIds(3, ctx.individual, 1);
    const res = await products({ shop_id: 3, ids: ids.join(',') }, ctx.admin);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.id)).toEqual(ids);
    const list = await products({ shop_id: 3, page: 1, per_page: 1 }, ctx.admin);
    expect(res.body.data).toEqual(list.body.data);
  });

  it('pages and counts within the ids', async () => {
    const ids = await firstIds(1, ctx.company, 3);
    const res = await products(
      { shop_id: 1, ids: ids.join(','), page: 1, per_page: 2 },
      ctx.company,
    );
    expect(res.body.total).toBe(3);
    expect(res.body.data).toHaveLength(2);
  });

  it(`takes 1 to ${MAX_IDS} comma-separated ids and refuses anything else`, async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    expect((await products({ shop_id: 1, ids: many(MAX_IDS) }, ctx.company)).status).toBe(200);
    for (const ids of [
      '',
      'a',
      '1,,2',
      '1,',
      ' ,1',
      '0',
      '1;2',
      '-1',
      '99999999999',
      many(MAX_IDS + 1),
    ]) {
      expect((await products({ shop_id: 1, ids }, ctx.company)).status, JSON.stringify(ids)).toBe(
        400,
      );
    }
  });
});

describe('user list with ids (user-getusers)', () => {
  it('answers the users of those ids; an unknown id is left out', async () => {
    const all = await users({});
    const wanted = all.body.data.filter((u) => u.email.startsWith('company')).map((u) => u.id);
    const res = await users({ ids: [...wanted, 999_999].join(',') });
    expect(res.status).toBe(200);
    expect(res.body.data.map((u) => u.id)).toEqual(wanted);
  });

  it('stays refused to shop users and refuses malformed ids', async () => {
    expect((await users({ ids: '1' }, ctx.company)).status).toBe(403);
    expect((await users({ ids: '1,x' })).status).toBe(400);
  });
});
