import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { VIEWS_PER_LIST_MAX, type SavedViewRow } from '../../contract/schemas/savedViews';
import { th } from '../../i18n/th';
import { savedViews, users } from '../../server/db/schema';
import { call, serverWithSessions } from './helpers';

// A user's saved views of the lists: their own alone, named once a list, a list's parameters
// and nothing else.

const s = serverWithSessions({
  company: 'company@demo.th',
  individual: 'individual@demo.th',
  staff: 'warehouse@demo.th',
});
const v = th.validation.view;

const ORDER_VIEW = {
  filter: { q: 'ORD', tab: 'draft', channel: [1, 2], urgent: true },
  sort: 'id',
  order: 'ASC',
  perPage: 25,
  displayedFilters: { channel: true },
} as const;

const create = (cookie: string, body: Record<string, unknown>) =>
  call<SavedViewRow>(s.app, 'POST', 'view-createview', { cookie, body });
const listOf = (cookie: string, list: string) =>
  call<SavedViewRow[]>(s.app, 'GET', 'view-getviews', { cookie, query: { list } });
const rename = (cookie: string, id: number, name: string) =>
  call<SavedViewRow>(s.app, 'PUT', 'view-updateview', { cookie, body: { id, name } });
const remove = (cookie: string, id: number) =>
  call<null>(s.app, 'DELETE', 'view-deleteview', { cookie, query: { id } });

async function made(cookie: string, list: string, name: string, params: object = ORDER_VIEW) {
  const res = await create(cookie, { list, name, params });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe('saved views: made, listed, renamed, deleted', () => {
  it('keeps the name trimmed and the parameters as sent, and lists a list’s views by name', async () => {
    const b = await made(s.company, 'orders', '  ร่างที่ค้าง  ');
    const a = await made(s.company, 'orders', 'กรองตามช่องทาง', { filter: { q: 'A' } });
    await made(s.company, 'products', 'สินค้าใกล้หมด', { filter: { q: 'x' } });
    expect(b).toEqual({
      id: expect.any(Number),
      list: 'orders',
      name: 'ร่างที่ค้าง',
      params: ORDER_VIEW,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const list = await listOf(s.company, 'orders');
    expect(list.status).toBe(200);
    expect(list.body.data.map((r) => r.id)).toEqual([a.id, b.id]);
    expect(list.body.data[1]).toEqual(b);

    const renamed = await rename(s.company, b.id, ' ร่างของวันนี้ ');
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id: b.id, name: 'ร่างของวันนี้', params: ORDER_VIEW });

    expect((await remove(s.company, a.id)).status).toBe(200);
    const after = await listOf(s.company, 'orders');
    expect(after.body.data.map((r) => [r.id, r.name])).toEqual([[b.id, 'ร่างของวันนี้']]);
    expect((await remove(s.company, a.id)).status).toBe(404);
  });

  it('refuses an empty, a too long or a repeated name of the list, in Thai under the name', async () => {
    const blank = await create(s.company, { list: 'users', name: '   ', params: {} });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ name: v.name_required });
    const long = await create(s.company, { list: 'users', name: 'ก'.repeat(61), params: {} });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ name: v.name_too_long });

    const first = await made(s.company, 'users', 'พนักงานคลัง');
    const again = await create(s.company, { list: 'users', name: 'พนักงานคลัง', params: {} });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(v.name_exists);
    expect(again.body.errors).toEqual({ name: v.name_exists });
    // The same name is free on another list, and for another user.
    await made(s.company, 'permissions', 'พนักงานคลัง');
    await made(s.staff, 'users', 'พนักงานคลัง');

    const other = await made(s.company, 'users', 'ผู้ดูแล');
    const taken = await rename(s.company, other.id, 'พนักงานคลัง');
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ name: v.name_exists });
    expect((await rename(s.company, first.id, '')).body.errors).toEqual({
      name: v.name_required,
    });
  });

  it("shows a user only their own views: another user's is 404 and stays as it is", async () => {
    const mine = await made(s.company, 'inventory', 'ของบริษัท');
    const theirs = await listOf(s.individual, 'inventory');
    expect(theirs.body.data).toEqual([]);
    const renamed = await rename(s.individual, mine.id, 'ของฉัน');
    expect(renamed.status).toBe(404);
    expect(renamed.body.message).toBe(v.not_found);
    expect((await remove(s.individual, mine.id)).status).toBe(404);
    expect((await listOf(s.company, 'inventory')).body.data).toEqual([mine]);
  });

  it("takes a list's parameters and nothing else", async () => {
    const refused = async (params: unknown, list = 'orders') => {
      const res = await create(s.company, { list, name: 'ทดสอบ', params });
      expect(res.status, JSON.stringify(params)).toBe(400);
    };
    await refused({ page: 3 });
    await refused({ filter: { q: 'x' }, script: 'x' });
    await refused({ perPage: 0 });
    await refused({ perPage: 101 });
    await refused({ perPage: 2.5 });
    await refused({ order: 'asc' });
    await refused({ sort: 'x'.repeat(61) });
    await refused({ filter: { date: { gte: '2026-01-01' } } });
    await refused({ filter: { q: 'x'.repeat(201) } });
    await refused({ filter: { ids: Array.from({ length: 51 }, (_, i) => i) } });
    await refused({
      filter: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, i])),
    });
    await refused({ displayedFilters: { q: 'yes' } });
    await refused({}, 'orders?x=1');
    await refused({}, '');
    const ok = await create(s.company, {
      list: 'confirm-order',
      name: 'ทุกค่าที่รับ',
      params: {
        filter: Object.fromEntries(
          Array.from({ length: 30 }, (_, i) => [`k${i}`, [i, 'a', false]]),
        ),
        perPage: 100,
        order: 'DESC',
      },
    });
    expect(ok.status).toBe(200);
  });

  it(`keeps at most ${VIEWS_PER_LIST_MAX} views a list for each user`, async () => {
    const db = s.app.database.db;
    const [{ id: userId }] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'warehouse@demo.th'));
    await db.insert(savedViews).values(
      Array.from({ length: VIEWS_PER_LIST_MAX - 1 }, (_, i) => ({
        user_id: userId,
        list: 'bookings',
        name: `มุมมอง ${i}`,
        params: {},
      })),
    );
    await made(s.staff, 'bookings', 'มุมมองสุดท้าย', {});
    const full = await create(s.staff, { list: 'bookings', name: 'เกิน', params: {} });
    expect(full.status).toBe(400);
    const message = v.too_many.replace('%{max}', String(VIEWS_PER_LIST_MAX));
    expect(full.body.message).toBe(message);
    expect(full.body.errors).toEqual({ name: message });
    const held = await db
      .select({ n: count() })
      .from(savedViews)
      .where(and(eq(savedViews.user_id, userId), eq(savedViews.list, 'bookings')));
    expect(held[0].n).toBe(VIEWS_PER_LIST_MAX);
    // Another list still takes views.
    await made(s.staff, 'orders', 'เกิน', {});
  });
});
