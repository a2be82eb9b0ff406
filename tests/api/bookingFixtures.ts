import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type {
  AppointmentCreate,
  BookingCreate,
  BookingRecord,
  BookingTimeRow,
} from '../../contract/schemas/bookings';
import { call, firstShopOf, postForm, userIdOf } from './helpers';

export { fill } from './helpers';
import { setFixtures } from './setFixtures';

export { settingBody } from '../fixtures/booking';

// Dates, appointment settings and bookings for the booking tests. The demo seed has settings,
// days off and bookings of its own years; these tests book from 2031 on, in weeks of their own.

/** yyyy-mm-dd `days` after `iso`. */
export const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** dd/mm/yyyy, as the server's messages write a date. */
/** A date as the server's Thai messages write it: dd/mm/yyyy with the Buddhist-era year. */
export const thai = (iso: string) =>
  `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${Number(iso.slice(0, 4)) + 543}`;

/** The first Monday of 2031 (1 January 2031 is a Wednesday). */
const FIRST_MONDAY = '2031-01-06';
/** Each test's dates lie in a block of five weeks; its week is the middle one. */
const BLOCK_DAYS = 35;

/**
 * A week no other test of the file comes near: its Monday to Friday are normal days, its
 * Saturday and Sunday holidays; `day(n)` may reach two weeks before and after it.
 */
export function weeks() {
  let next = 0;
  return () => {
    const monday = addDays(FIRST_MONDAY, BLOCK_DAYS * next++ + 14);
    return {
      monday,
      day: (n: number) => addDays(monday, n),
      friday: addDays(monday, 4),
      saturday: addDays(monday, 5),
      sunday: addDays(monday, 6),
    };
  };
}

/** Booking calls and fixtures of one test server. */
export function bookingFixtures(app: FastifyInstance) {
  const sets = setFixtures(app);

  const userId = (email: string) => userIdOf(app, email);
  /** The first shop of a shop user. */
  const shopOf = (email: string) => firstShopOf(app, email);

  /** Adds a setting through the API as `cookie` (staff with the appointments menu). */
  async function addSetting(cookie: string, body: AppointmentCreate) {
    const res = await call<{ id: number }>(app, 'POST', 'book-addconfigbooking', { cookie, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id;
  }

  const slots = (cookie: string, date: string, bookingId?: number) =>
    call<BookingTimeRow[]>(app, 'GET', 'master-getbookingtime', {
      cookie,
      query: bookingId === undefined ? { date } : { date, booking_id: bookingId },
    });

  /** A fresh product of the shop, with a stock item holding `stock` (none when null). */
  const product = (shopId: number, stock: number | null = null) =>
    sets.stockedProduct(shopId, stock);

  /** A valid create payload: one line of `amount` of each product. */
  const bookingBody = (
    shopId: number,
    date: string,
    slot: string,
    productIds: number[],
    over: Partial<BookingCreate> = {},
  ): BookingCreate => ({
    shop_id: shopId,
    booking_dt: date,
    booking_time: slot,
    contact_name: 'สมหญิง ส่งไว',
    contact_tel: '0812345678',
    contact_email: 'somying@example.com',
    remark: 'รถกระบะ 1 คัน',
    product: productIds.map((product_id) => ({ product_id, amount: 5 })),
    ...over,
  });

  const create = (cookie: string, body: unknown) =>
    call<{ id: number; booking_no: string }>(app, 'POST', 'book-createbooking', { cookie, body });

  /** Books through the API; expects 200. */
  async function book(cookie: string, body: BookingCreate) {
    const res = await create(cookie, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  }

  const read = (cookie: string, id: number) =>
    call<BookingRecord[]>(app, 'GET', 'book-getbookingbyid', {
      cookie,
      query: { booking_id: id },
    });

  /** Staff's save (book-updatebookingadmin). */
  const staffSave = (cookie: string, body: Record<string, unknown>) =>
    call<{ id: number; booking_status: number }>(app, 'PUT', 'book-updatebookingadmin', {
      cookie,
      body,
    });

  /** The shop's save (book-updatebooking). */
  const shopSave = (cookie: string, body: unknown) =>
    call<{ id: number }>(app, 'PUT', 'book-updatebooking', { cookie, body });

  /** Uploads the booking's product photo as the edit form does (multipart). */
  async function uploadPic(
    cookie: string,
    fields: { shop_id: number; booking_id: number },
    file: { name: string; type: string; content: Buffer },
  ) {
    const res = await postForm(app, 'upload-uploadbookingpic', cookie, fields, {
      booking_pic: file,
    });
    return {
      status: res.statusCode,
      body: res.json() as {
        message: string;
        data: { booking_pic: string };
        errors?: Record<string, string>;
      },
    };
  }

  return {
    userId,
    shopOf,
    addSetting,
    slots,
    product,
    bookingBody,
    create,
    book,
    read,
    staffSave,
    shopSave,
    uploadPic,
  };
}

/** A 1×1 PNG: the server judges images by their content. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
