import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  assigneeLocked,
  BOOKING_MOVES,
  BOOKING_NO_PREFIX,
  BOOKING_STATUS,
  countingOpen,
  isBookingFinal,
  needsRemark,
  receivesStock,
  shopMayEdit,
  type BookingAdminUpdate,
  type BookingCreate,
  type BookingStatus,
  type BookingUpdate,
} from '../../contract/schemas/bookings';
import { th } from '../../i18n/th';
import type { Caller } from '../auth/session';
import type { Tx } from '../db/client';
import { bookingItems, bookings, inventory, products, users } from '../db/schema';
import { ApiError } from '../errors';
import type { EventBus } from '../events';
import { fill } from '../text';
import { shownDate } from '../../contract/dates';
import { takePlace } from './appointments';
import { notifyShop } from './notifications';
import { moveStock } from './stock';

// Inbound delivery bookings (DESIGN.md "Inbound booking"): the one place that decides who may
// change a booking, to what, from which status, and that adds the counted goods to stock.

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

type BookingRow = typeof bookings.$inferSelect;

/** The booking, locked for the change (`FOR UPDATE`): a second change waits for the first. */
async function lockBooking(tx: Tx, id: number, shopId: number): Promise<BookingRow> {
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

/** The statuses staff may move a booking to from `status` (BOOKING_MOVES). */
export const staffMoves = (status: number): readonly BookingStatus[] =>
  BOOKING_MOVES[status as BookingStatus] ?? [];

/** The choices of the status select: the current status, then the caller's moves from it. */
export function statusChoices(status: number, caller: Caller): BookingStatus[] {
  return [status as BookingStatus, ...(caller.isStaff ? staffMoves(status) : [])];
}

/** The assignee must be active staff. */
async function assertOfficer(tx: Tx, id: number) {
  const [found] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.user_type_id, 3), eq(users.is_active, true)));
  if (!found) {
    const message = th.server.booking.not_officer;
    throw new ApiError(400, message, { assignee: message });
  }
}

/**
 * The stock item of a shop's product, made (empty) when the product has none and brought back
 * when it was removed from the list; locked for the move that follows.
 */
async function stockItemOf(tx: Tx, shopId: number, productId: number, userId: number) {
  await tx
    .insert(inventory)
    .values({ shop_id: shopId, product_id: productId, inventory: 0, created_by: userId })
    .onConflictDoNothing({ target: [inventory.shop_id, inventory.product_id] });
  const [item] = await tx
    .select({ id: inventory.id, deleted_at: inventory.deleted_at })
    .from(inventory)
    .where(and(eq(inventory.shop_id, shopId), eq(inventory.product_id, productId)))
    .for('update');
  if (item.deleted_at) {
    await tx
      .update(inventory)
      .set({ deleted_at: null, updated_dt: new Date() })
      .where(eq(inventory.id, item.id));
  }
  return item.id;
}

/**
 * Adds the booking's lines, as counted (the booked amount where none was counted), to the
 * shop's stock with a 'booking_received' movement each, and marks the booking received.
 * Runs once: a booking already received is left as it is. Answers the pieces added.
 */
async function receive(tx: Tx, events: EventBus, row: BookingRow, userId: number) {
  if (row.received_dt) return 0;
  const lines = await tx
    .select()
    .from(bookingItems)
    .where(eq(bookingItems.booking_id, row.id))
    .orderBy(asc(bookingItems.product_id));
  let pieces = 0;
  for (const line of lines) {
    const counted = line.received_amount ?? line.amount;
    if (counted <= 0) continue;
    const inventoryId = await stockItemOf(tx, row.shop_id, line.product_id, userId);
    await moveStock(tx, events, {
      inventoryId,
      kind: 'booking_received',
      change: counted,
      remark: row.booking_no,
      doc: { type: 'booking', id: row.id },
      userId,
    });
    pieces += counted;
  }
  await tx.update(bookings).set({ received_dt: new Date() }).where(eq(bookings.id, row.id));
  return pieces;
}

/**
 * Staff change a booking, in the caller's transaction: the next status (BOOKING_MOVES; 7 needs
 * the cancel remark, 6 the discrepancy note), the assignee (not while awaiting confirmation
 * nor once final), the counted amounts (while at the dock or receiving) and the remark. At 5
 * or 6 the counted lines are added to stock, once. The booking's shop is told when it is
 * confirmed, received or cancelled. The same status again moves nothing.
 */
export async function updateBookingByStaff(
  tx: Tx,
  events: EventBus,
  caller: Caller,
  body: BookingAdminUpdate,
) {
  const row = await lockBooking(tx, body.id, body.shop_id);
  const from = row.booking_status;
  const to = body.booking_status;
  const assignee = body.assignee === undefined ? row.assignee : body.assignee || null;
  const remark = body.cancel_remark?.trim() ?? row.cancel_remark;
  const counted = body.counted ?? [];
  const lines = await tx
    .select({ product_id: bookingItems.product_id, received_amount: bookingItems.received_amount })
    .from(bookingItems)
    .where(eq(bookingItems.booking_id, row.id));
  const countedNow = new Map(lines.map((l) => [l.product_id, l.received_amount]));
  const recount = counted.filter((c) => countedNow.get(c.product_id) !== c.received_amount);
  const changes =
    to !== from || assignee !== row.assignee || remark !== row.cancel_remark || recount.length > 0;
  if (!changes) return { id: row.id, booking_status: from };
  if (isBookingFinal(from) || from === BOOKING_STATUS.CANCELLED) {
    throw new ApiError(400, th.server.booking.final);
  }
  if (to !== from && !staffMoves(from).includes(to)) {
    throw new ApiError(
      400,
      fill(th.server.booking.bad_move, {
        booking: row.booking_no,
        from: bookingStatusName(from),
        to: bookingStatusName(to),
      }),
      { booking_status: th.validation.booking.status_required },
    );
  }
  if (needsRemark(to) && !remark) {
    const key = to === BOOKING_STATUS.CANCELLED ? 'cancel_remark_required' : 'note_required';
    const message = th.validation.booking[key];
    throw new ApiError(400, message, { cancel_remark: message });
  }
  if (assignee !== row.assignee) {
    if (assigneeLocked(from)) {
      const message = fill(th.server.booking.assignee_locked, { status: bookingStatusName(from) });
      throw new ApiError(400, message, { assignee: message });
    }
    if (assignee !== null) await assertOfficer(tx, assignee);
  }
  if (recount.length) {
    if (!countingOpen(from)) {
      const message = th.server.booking.counting_closed;
      throw new ApiError(400, message, { counted: message });
    }
    for (const c of recount) {
      if (!countedNow.has(c.product_id)) {
        const message = th.server.booking.counted_unknown;
        throw new ApiError(400, message, { counted: message });
      }
      await tx
        .update(bookingItems)
        .set({ received_amount: c.received_amount })
        .where(and(eq(bookingItems.booking_id, row.id), eq(bookingItems.product_id, c.product_id)));
    }
  }
  await tx
    .update(bookings)
    .set({ booking_status: to, assignee, cancel_remark: remark, updated_dt: new Date() })
    .where(eq(bookings.id, row.id));
  if (to !== from) await announce(tx, events, { ...row, cancel_remark: remark }, to, caller.id);
  return { id: row.id, booking_status: to };
}

/** What a move does beyond the status: the stock at 5 or 6, and the shop's notification. */
async function announce(tx: Tx, events: EventBus, row: BookingRow, to: number, userId: number) {
  const notice = th.server.booking.notice;
  const values = {
    booking: row.booking_no,
    date: shownDate(row.booking_dt),
    slot: row.booking_time,
    remark: row.cancel_remark,
  };
  if (receivesStock(to)) {
    const count = await receive(tx, events, row, userId);
    await notifyShop(tx, events, row.shop_id, fill(notice.received, { ...values, count }));
  } else if (to === BOOKING_STATUS.CONFIRMED) {
    await notifyShop(tx, events, row.shop_id, fill(notice.confirmed, values));
  } else if (to === BOOKING_STATUS.CANCELLED) {
    await notifyShop(tx, events, row.shop_id, fill(notice.cancelled, values));
  }
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
