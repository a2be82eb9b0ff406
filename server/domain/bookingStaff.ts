import { and, asc, eq } from 'drizzle-orm';
import {
  assigneeLocked,
  BOOKING_STATUS,
  bookingPath,
  bookingReachable,
  countingOpenFor,
  isBookingFinal,
  isOverCount,
  needsRemark,
  receivesStock,
  type BookingAdminUpdate,
  type BookingStatus,
} from '../../contract/schemas/bookings';
import type { AuditChange } from '../../contract/schemas/roles';
import { shownDate } from '../../contract/dates';
import { th } from '../../i18n/th';
import type { Caller } from '../auth/session';
import type { Tx } from '../db/client';
import { bookingItems, bookings, inventory, products, users } from '../db/schema';
import { ApiError } from '../errors';
import type { EventBus } from '../events';
import { fill } from '../text';
import { recordAudit } from './audit';
import { bookingStatusName, lockBooking, type BookingRow } from './bookings';
import { notifyShop } from './notifications';
import { moveStock } from './stock';
import { bookingStatusChanged } from './webhooks';

// Staff's side of an inbound booking (DESIGN.md "Inbound booking"): the moves through the state
// machine, several steps in one save, each step in the booking's history; the counts; and
// receiving the counted goods into stock.

const srv = th.server.booking;

/** The choices of the status select: the current status, then every status staff may reach. */
export function statusChoices(status: number, caller: Caller): BookingStatus[] {
  return [status as BookingStatus, ...(caller.isStaff ? bookingReachable(status) : [])];
}

/** A user's name for the history (their e-mail where they have none); null when gone. */
async function nameOf(tx: Tx, id: number | null) {
  if (id === null) return null;
  const [found] = await tx
    .select({ first: users.indiv_first_name, last: users.indiv_last_name, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return found ? `${found.first ?? ''} ${found.last ?? ''}`.trim() || found.email : String(id);
}

/** The assignee must be active staff. */
async function assertOfficer(tx: Tx, id: number) {
  const [found] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.user_type_id, 3), eq(users.is_active, true)));
  if (!found) {
    const message = srv.not_officer;
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

/** A booking's line as the staff's save reads it: amounts and the product's code and name. */
interface Line {
  product_id: number;
  amount: number;
  received_amount: number | null;
  code: string;
  name: string;
}

const linesOf = (tx: Tx, bookingId: number): Promise<Line[]> =>
  tx
    .select({
      product_id: bookingItems.product_id,
      amount: bookingItems.amount,
      received_amount: bookingItems.received_amount,
      code: products.customer_product_id,
      name: products.product_name_th,
    })
    .from(bookingItems)
    .innerJoin(products, eq(products.id, bookingItems.product_id))
    .where(eq(bookingItems.booking_id, bookingId))
    .orderBy(asc(bookingItems.id));

/** 'S1-P0060 สบู่ จอง 18 นับได้ 20', a line in a message. */
const lineText = (l: Line, counted: number | null) =>
  fill(srv.count_line, { code: l.code, name: l.name, booked: l.amount, counted: counted ?? '-' });

/**
 * Adds the booking's lines, as counted, to the shop's stock with a 'booking_received' movement
 * each, and marks the booking received. Runs once: a booking already received is left as it
 * is. Answers the pieces added.
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
    const counted = line.received_amount ?? 0;
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
 * The counts of the save, checked: typed only while the goods are (or this save takes them) at
 * the dock or receiving, of the booking's own lines, and a count over twice the booked amount
 * only with `confirm_over_count`. Answers the counts that change.
 */
function checkedRecount(body: BookingAdminUpdate, from: number, lines: Line[]) {
  const byProduct = new Map(lines.map((l) => [l.product_id, l]));
  const recount = (body.counted ?? []).filter(
    (c) => byProduct.get(c.product_id)?.received_amount !== c.received_amount,
  );
  if (!recount.length) return recount;
  if (!countingOpenFor(from, body.booking_status)) {
    throw new ApiError(400, srv.counting_closed, { counted: srv.counting_closed });
  }
  if (recount.some((c) => !byProduct.has(c.product_id))) {
    throw new ApiError(400, srv.counted_unknown, { counted: srv.counted_unknown });
  }
  const over = recount.filter((c) =>
    isOverCount(byProduct.get(c.product_id)!.amount, c.received_amount),
  );
  if (over.length && body.confirm_over_count !== true) {
    const message = fill(srv.over_count, {
      lines: over.map((c) => lineText(byProduct.get(c.product_id)!, c.received_amount)).join(', '),
    });
    throw new ApiError(400, message, { counted: message });
  }
  return recount;
}

/**
 * Receiving needs every line counted; 5 (received) only when each count equals the booked
 * amount: a difference closes the booking with a discrepancy note (6).
 */
function assertReceivable(to: number, lines: Line[]) {
  if (!receivesStock(to)) return;
  if (lines.some((l) => l.received_amount === null)) {
    throw new ApiError(400, srv.count_required, { counted: srv.count_required });
  }
  const differing = lines.filter((l) => l.received_amount !== l.amount);
  if (to === BOOKING_STATUS.RECEIVED && differing.length) {
    const message = fill(srv.count_differs, {
      lines: differing.map((l) => lineText(l, l.received_amount)).join(', '),
      status: bookingStatusName(BOOKING_STATUS.DISCREPANCY),
    });
    throw new ApiError(400, message, { booking_status: message });
  }
}

/**
 * Staff change a booking, in the caller's transaction: to any later status the machine leads
 * to (`bookingPath`; 7 needs the cancel remark, 6 the discrepancy note), the assignee (not
 * while awaiting confirmation nor once final), the counted amounts and the remark. Each step
 * passed is one entry of the booking's history (who, when), and the other changes one more.
 * Reaching 5 or 6 adds the counted lines to stock, once. The shop is told once, of the furthest
 * step it is told of (confirmed, received or cancelled). The same status again moves nothing.
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
  const lines = await linesOf(tx, row.id);
  const countedNow = new Map(lines.map((l) => [l.product_id, l.received_amount]));
  const recounting = (body.counted ?? []).some(
    (c) => countedNow.get(c.product_id) !== c.received_amount,
  );
  const changes =
    to !== from || assignee !== row.assignee || remark !== row.cancel_remark || recounting;
  if (!changes) return { id: row.id, booking_status: from };
  if (isBookingFinal(from) || from === BOOKING_STATUS.CANCELLED) {
    throw new ApiError(400, srv.final);
  }
  const path = to === from ? [] : bookingPath(from, to);
  if (path === null) {
    throw new ApiError(
      400,
      fill(srv.bad_move, {
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
  const edits: AuditChange[] = [];
  if (assignee !== row.assignee) {
    if (assigneeLocked(from)) {
      const message = fill(srv.assignee_locked, { status: bookingStatusName(from) });
      throw new ApiError(400, message, { assignee: message });
    }
    if (assignee !== null) await assertOfficer(tx, assignee);
    const [was, now] = [await nameOf(tx, row.assignee), await nameOf(tx, assignee)];
    edits.push({ field: 'assignee', before: was, after: now });
  }
  const recount = checkedRecount(body, from, lines);
  for (const c of recount) {
    const line = lines.find((l) => l.product_id === c.product_id)!;
    edits.push({
      field: `counted:${line.code}`,
      before: line.received_amount === null ? null : String(line.received_amount),
      after: c.received_amount === null ? null : String(c.received_amount),
    });
    line.received_amount = c.received_amount;
    await tx
      .update(bookingItems)
      .set({ received_amount: c.received_amount })
      .where(and(eq(bookingItems.booking_id, row.id), eq(bookingItems.product_id, c.product_id)));
  }
  assertReceivable(to, lines);
  if (remark !== row.cancel_remark) {
    edits.push({
      field: 'cancel_remark',
      before: row.cancel_remark || null,
      after: remark || null,
    });
  }

  await tx
    .update(bookings)
    .set({ booking_status: to, assignee, cancel_remark: remark, updated_dt: new Date() })
    .where(eq(bookings.id, row.id));
  const history = { actorId: caller.id, entity: 'booking' as const, entityId: row.id };
  await recordAudit(tx, { ...history, action: 'booking_updated', changes: edits });
  let before = from;
  for (const step of path) {
    const changes = [{ field: 'booking_status', before: String(before), after: String(step) }];
    await recordAudit(tx, { ...history, action: 'booking_status_changed', changes });
    before = step;
  }
  if (path.length) {
    await announce(tx, events, { ...row, cancel_remark: remark }, path, caller.id);
    await bookingStatusChanged(tx, row.shop_id, {
      id: row.id,
      booking_no: row.booking_no,
      from,
      to,
      steps: path,
      status_name: bookingStatusName(to),
    });
  }
  return { id: row.id, booking_status: to };
}

/**
 * What the steps of a save do beyond the status: the stock when they reach 5 or 6, and the
 * shop's one notification, of the furthest step it is told of.
 */
async function announce(
  tx: Tx,
  events: EventBus,
  row: BookingRow,
  path: BookingStatus[],
  userId: number,
) {
  const notice = srv.notice;
  const to = path[path.length - 1];
  const values = {
    booking: row.booking_no,
    date: shownDate(row.booking_dt),
    slot: row.booking_time,
    remark: row.cancel_remark,
  };
  if (receivesStock(to)) {
    const count = await receive(tx, events, row, userId);
    await notifyShop(tx, events, row.shop_id, fill(notice.received, { ...values, count }));
  } else if (to === BOOKING_STATUS.CANCELLED) {
    await notifyShop(tx, events, row.shop_id, fill(notice.cancelled, values));
  } else if (path.includes(BOOKING_STATUS.CONFIRMED)) {
    await notifyShop(tx, events, row.shop_id, fill(notice.confirmed, values));
  }
}
