import { describe, expect, it } from 'vitest';
import type { BookingListRow } from '../../contract/schemas/bookings';
import { th } from '../../i18n/th';
import { call, firstShopOf, serverWithSessions } from './helpers';

// One shop context (the top bar's working shop, src/layout/ShopSelector.tsx): staff who chose
// every shop send no shop and get every shop's bookings, a shop narrows them; a booking needs
// its shop whoever saves it; shop users stay within their own shops whatever they send.

const ctx = serverWithSessions({ admin: 'admin@demo.th', company: 'company@demo.th' });

const listAll = (query: Record<string, number>) =>
  call<BookingListRow[]>(ctx.app, 'GET', 'book-getallbookingadmin', {
    cookie: ctx.admin,
    query: { page: 1, per_page: 100, ...query },
  });

describe('the working shop of the booking calls', () => {
  it("gives staff every shop's bookings without a shop, one shop's with it", async () => {
    const every = await listAll({});
    expect(every.status).toBe(200);
    const shops = new Set(every.body.data.map((r) => r.shop_id));
    expect(shops.size, 'the demo bookings of several shops').toBeGreaterThan(1);

    const shopId = await firstShopOf(ctx.app, 'individual@demo.th');
    const one = await listAll({ shop_id: shopId });
    expect(one.status).toBe(200);
    expect(one.body.data.length).toBeGreaterThan(0);
    expect(new Set(one.body.data.map((r) => r.shop_id))).toEqual(new Set([shopId]));
    expect(one.body.total).toBeLessThan(every.body.total ?? 0);
  });

  it('refuses a booking without its shop, from staff and from a shop user', async () => {
    for (const cookie of [ctx.admin, ctx.company]) {
      const res = await call(ctx.app, 'POST', 'book-createbooking', {
        cookie,
        body: {
          booking_dt: '2031-03-03',
          booking_time: '08:00 - 09:00',
          contact_name: 'ผู้ส่ง',
          contact_tel: '0812345678',
          contact_email: 'sender@example.com',
          product: [],
        },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors?.shop_id).toBe(th.validation.booking.shop_required);
    }
  });

  it("keeps a shop user to its own shops: another shop's bookings and every shop's are refused", async () => {
    const other = await firstShopOf(ctx.app, 'individual@demo.th');
    const mine = await firstShopOf(ctx.app, 'company@demo.th');
    const own = await call(ctx.app, 'GET', 'book-getbooking', {
      cookie: ctx.company,
      query: { shop_id: mine, page: 1, per_page: 10 },
    });
    expect(own.status).toBe(200);
    const theirs = await call(ctx.app, 'GET', 'book-getbooking', {
      cookie: ctx.company,
      query: { shop_id: other, page: 1, per_page: 10 },
    });
    expect(theirs.status).toBe(403);
    const none = await call(ctx.app, 'GET', 'book-getbooking', {
      cookie: ctx.company,
      query: { page: 1, per_page: 10 },
    });
    expect(none.status).toBe(400);
    const every = await call(ctx.app, 'GET', 'book-getallbookingadmin', {
      cookie: ctx.company,
      query: { page: 1, per_page: 10 },
    });
    expect(every.status).toBe(403);
  });
});
