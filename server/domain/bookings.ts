import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  BOOKING_NO_PREFIX,
  isBookingFinal,
  shopMayEdit,
  type BookingCreate,
  type BookingUpdate,
} from '../../contract/schemas/bookings';
import { th } from '../../i18n/th';
import type { Tx } from '../db/client';
import { bookingItems, bookings, products } from '../db/schema';
import { ApiError } from '../errors';
import { takePlace } from './appointments';

// Inbound delivery bookings (DESIGN.md "Inbound booking"): booking a slot, the shop's changes
// and the photo. The staff's moves, the counts and the goods received are in ./bookingStaff.

export const bookingNotFound = () => new ApiError(404, th.server.booking.not_found);

export const bookingStatusName = (s: number) =>
  th.app.bookings.status[String(s) as keyof typeof th.app.bookings.status] ?? String(s);

const emailFormat = z.email();

/**
 * The contact e-mail, when given, must be well-formed: 403 with the message under the e-mail
 * field, as the spec's booking screens expect (part 2 §5.3, §8).
 */
function assertEmail(email: string | undefined) {
  if (email && !emailFormat.safeParse(email).success) {
    const message = th.server.booking.email_invalid;
    throw new ApiError(403, message, { contact_email: message });
  }
}

/** Every line's product must be a product of the booking's shop. */
async function assertProducts(tx: Tx, shopId: number, ids: number[]) {
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.shop_id, shopId)));
  const ok = new Set(found.map((p) => p.id));
  const errors: Record<string, string> = {};
  ids.forEach((id, i) => {
    if (!ok.has(id)) errors[`product.${i}.product_id`] = th.server.booking.not_of_shop;
  });
  if (Object.keys(errors).length) {
    throw new ApiError(400, th.server.booking.not_of_shop, {
      product: th.server.booking.not_of_shop,
      ...errors,
    });
  }
}

/** BK, the booking date as yymmdd, and the id: BK26112700042. */
const bookingNo = (date: string, id: number) =>
  `${BOOKING_NO_PREFIX}${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)}${String(id).padStart(5, '0')}`;

const contactColumns = (b: BookingCreate) => ({
  booking_dt: b.booking_dt,
  booking_time: b.booking_time,
  contact_name: b.contact_name,
  contact_tel: b.contact_tel,
  contact_email: b.contact_email ?? '',
  remark: b.remark ?? '',
});

/**
 * Books a slot for a shop's delivery (status 1), in the caller's transaction: the e-mail, the
 * products and a place in the slot are checked (a full slot, a day off or a past date is
 * refused), then the booking and its lines are written.
 */
export async function createBooking(tx: Tx, userId: number, body: BookingCreate) {
  assertEmail(body.contact_email);
  await assertProducts(
    tx,
    body.shop_id,
    body.product.map((l) => l.product_id),
  );
  const slot = await takePlace(tx, body);
  const [row] = await tx
    .insert(bookings)
    .values({
      ...contactColumns(body),
      ...slot,
      booking_no: `pending-${crypto.randomUUID()}`,
      shop_id: body.shop_id,
      created_by: userId,
    })
    .returning({ id: bookings.id });
  const booking_no = bookingNo(body.booking_dt, row.id);
  await tx.update(bookings).set({ booking_no }).where(eq(bookings.id, row.id));
  await tx
    .insert(bookingItems)
    .values(
      body.product.map((l) => ({ booking_id: row.id, product_id: l.product_id, amount: l.amount })),
    );
  return { id: row.id, booking_no };
}

export type BookingRow = typeof bookings.$inferSelect;

/** The booking, locked for the change (`FOR UPDATE`): a second change waits for the first. */
export async function lockBooking(tx: Tx, id: number, shopId: number): Promise<BookingRow> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  // A booking of another shop than the one named is not found there.
  if (!row || row.shop_id !== shopId) throw bookingNotFound();
  return row;
}

/**
 * The shop changes its booking while it awaits confirmation (status below 2): contact, date,
 * slot and lines. A new date or slot must have a place (the booking's own does not count).
 */
export async function updateBookingByShop(tx: Tx, body: BookingUpdate) {
  const row = await lockBooking(tx, body.id, body.shop_id);
  if (!shopMayEdit(row.booking_status)) throw new ApiError(400, th.server.booking.shop_locked);
  // On the edit the e-mail is required too (spec part 2 §5.3), as the form says.
  if (!body.contact_email) {
    const message = th.validation.booking.email_required;
    throw new ApiError(400, message, { contact_email: message });
  }
  assertEmail(body.contact_email);
  await assertProducts(
    tx,
    body.shop_id,
    body.product.map((l) => l.product_id),
  );
  const moved = row.booking_dt !== body.booking_dt || row.booking_time !== body.booking_time;
  const slot = moved ? await takePlace(tx, { ...body, exceptBooking: body.id }) : {};
  await tx
    .update(bookings)
    .set({ ...contactColumns(body), ...slot, updated_dt: new Date() })
    .where(eq(bookings.id, body.id));
  await tx.delete(bookingItems).where(eq(bookingItems.booking_id, body.id));
  await tx.insert(bookingItems).values(
    body.product.map((l) => ({
      booking_id: body.id,
      product_id: l.product_id,
      amount: l.amount,
    })),
  );
  return { id: body.id };
}

/**
 * Sets the booking's product photo until the goods are received (status below 5); answers
 * the photo it replaces, if any.
 */
export async function setBookingPic(tx: Tx, id: number, shopId: number, key: string) {
  const row = await lockBooking(tx, id, shopId);
  if (isBookingFinal(row.booking_status)) {
    const message = th.server.booking.photo_locked;
    throw new ApiError(400, message, { booking_pic: message });
  }
  await tx
    .update(bookings)
    .set({ booking_pic: key, updated_dt: new Date() })
    .where(eq(bookings.id, id));
  return row.booking_pic;
}
