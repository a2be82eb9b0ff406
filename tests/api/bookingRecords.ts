import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointmentSettings, bookingItems, bookings } from '../../server/db/schema';

// Booking records written straight to the database for the access, shop-scope and fuzz tests,
// in a year of their own that no other test and no demo data book.

let serial = 0;

/** The n-th Monday-to-Friday date of the year, yyyy-mm-dd (n from 0). */
export function weekdayOf(year: number, n: number): string {
  const d = new Date(Date.UTC(year, 0, 1));
  for (let seen = -1; ; d.setUTCDate(d.getUTCDate() + 1)) {
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6 && ++seen === n) return d.toISOString().slice(0, 10);
  }
}

/** An open normal-day setting over the whole year (08:00–17:00, hourly, 1,000 a slot), once. */
export async function openYear(app: FastifyInstance, year: number) {
  const db = app.database.db;
  const from = `${year}-01-01`;
  const [found] = await db
    .select({ id: appointmentSettings.id })
    .from(appointmentSettings)
    .where(
      and(eq(appointmentSettings.booking_time, 1), eq(appointmentSettings.booking_dt_start, from)),
    );
  if (found) return found.id;
  const [row] = await db
    .insert(appointmentSettings)
    .values({
      booking_name: `ทดสอบ ${year}`,
      booking_status: 1,
      booking_time: 1,
      booking_time_per_time_to_work: 60,
      booking_dt_from: '08:00',
      booking_dt_to: '17:00',
      booking_dt_start: from,
      booking_dt_end: `${year}-12-31`,
      is_active: true,
      capacity: 1000,
    })
    .returning({ id: appointmentSettings.id });
  return row.id;
}

/** A booking of the shop for one of the product, at `status`, on a weekday of the year. */
export async function bookingOf(
  app: FastifyInstance,
  shopId: number,
  productId: number,
  year: number,
  status = 1,
) {
  const n = ++serial;
  const [row] = await app.database.db
    .insert(bookings)
    .values({
      booking_no: `BKTEST${year}${String(n).padStart(6, '0')}`,
      shop_id: shopId,
      booking_dt: weekdayOf(year, n % 200),
      booking_time: '08:00 - 09:00',
      slot_start: '08:00',
      slot_end: '09:00',
      contact_name: 'สมชาย ส่งของ',
      contact_tel: '0812345678',
      booking_status: status,
    })
    .returning({ id: bookings.id });
  await app.database.db
    .insert(bookingItems)
    .values({ booking_id: row.id, product_id: productId, amount: 2 });
  return row.id;
}

/** A create payload of the shop for 2 of the product on a weekday of the year, 09:00–10:00. */
export const bookingBody = (shopId: number, productId: number, year: number) => ({
  shop_id: shopId,
  booking_dt: weekdayOf(year, ++serial % 200),
  booking_time: '09:00 - 10:00',
  contact_name: 'สมชาย ส่งของ',
  contact_tel: '0812345678',
  contact_email: 'somchai@example.th',
  remark: 'ส่งด้วยรถกระบะ',
  product: [{ product_id: productId, amount: 2 }],
});
