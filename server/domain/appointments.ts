import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import {
  BOOKING_STATUS,
  DAY_TYPE,
  dayTypeOf,
  slotsOf,
  type AppointmentCreate,
  type BookingTimeRow,
} from '../../contract/schemas/bookings';
import { shownDate, warehouseClock, warehouseToday, type YearEra } from '../../contract/dates';
import { th } from '../../i18n/th';
import type { DbOrTx, Tx } from '../db/client';
import { appointmentSettings, bookingDaysOff, bookings } from '../db/schema';
import { ApiError } from '../errors';
import { fill } from '../text';

// Appointment settings and the slots they make (DESIGN.md "Appointment settings"): the one
// place that says which dates can be booked, in which slots, and how many places are left.

/** Advisory-lock namespaces: settings of a day type, and the bookings of a date. */
const LOCK_SETTINGS = 7301;
const LOCK_BOOKING_DATE = 7302;

export const appointmentNotFound = () => new ApiError(404, th.server.appointment.not_found);

type AppointmentValues = Omit<AppointmentCreate, 'uid'>;

/**
 * Refuses a setting whose dates overlap another setting of the same day type (409), so a date
 * has at most one setting of its type. Settings of a day type are locked against each other
 * for the rest of the caller's transaction: two overlapping saves at once cannot both pass.
 */
export async function assertNoOverlap(
  tx: Tx,
  values: AppointmentValues,
  selfId?: number,
  /** The era of the message's years (the caller's). */
  era?: YearEra,
) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SETTINGS}, ${values.booking_time})`);
  const [other] = await tx
    .select({
      name: appointmentSettings.booking_name,
      from: appointmentSettings.booking_dt_start,
      to: appointmentSettings.booking_dt_end,
    })
    .from(appointmentSettings)
    .where(
      and(
        eq(appointmentSettings.booking_time, values.booking_time),
        lte(appointmentSettings.booking_dt_start, values.booking_dt_end),
        gte(appointmentSettings.booking_dt_end, values.booking_dt_start),
        selfId === undefined ? undefined : ne(appointmentSettings.id, selfId),
      ),
    )
    .limit(1);
  if (other) {
    const message = fill(th.server.appointment.overlap, {
      name: other.name,
      from: shownDate(other.from, era),
      to: shownDate(other.to, era),
    });
    throw new ApiError(409, message, { booking_dt_start: message });
  }
}

/** The columns of a setting as stored, from the payload. */
export const appointmentColumns = (v: AppointmentValues) => ({
  booking_name: v.booking_name,
  booking_status: v.booking_status,
  booking_time: v.booking_time,
  booking_time_per_time_to_work: v.booking_time_per_time_to_work,
  booking_dt_from: v.booking_dt_from,
  booking_dt_to: v.booking_dt_to,
  booking_dt_start: v.booking_dt_start,
  booking_dt_end: v.booking_dt_end,
  is_active: v.is_active,
  capacity: v.capacity,
});

/** The holiday answer of the spec (part 2 §8), under the field that names the date. */
const holiday = (field: string) =>
  new ApiError(400, th.server.booking.holiday, { [field]: th.server.booking.holiday });

/**
 * The slots of a date and the places left in each (master-getbookingtime): from the one
 * setting of the date's day type covering it. 400 with the holiday message on a day off, in a
 * closed setting, or on a weekend no open setting covers; 400 for a date before today (in the
 * warehouse's time zone). Today's slots that have started are left out. A booking being
 * edited (`exceptBooking`) does not count against its own slot. `field` names the request's
 * date field in the errors.
 */
export async function daySlots(
  db: DbOrTx,
  date: string,
  opts: { exceptBooking?: number; field?: string; now?: Date } = {},
): Promise<BookingTimeRow[]> {
  const field = opts.field ?? 'date';
  const now = opts.now ?? new Date();
  const today = warehouseToday(now);
  if (date < today) {
    throw new ApiError(400, th.server.booking.past_date, { [field]: th.server.booking.past_date });
  }
  const [off] = await db
    .select({ id: bookingDaysOff.id })
    .from(bookingDaysOff)
    .where(eq(bookingDaysOff.day_off, date));
  if (off) throw holiday(field);
  const dayType = dayTypeOf(date);
  const [setting] = await db
    .select()
    .from(appointmentSettings)
    .where(
      and(
        eq(appointmentSettings.booking_time, dayType),
        lte(appointmentSettings.booking_dt_start, date),
        gte(appointmentSettings.booking_dt_end, date),
      ),
    )
    .limit(1);
  if (setting && !setting.is_active) throw holiday(field);
  if (!setting) {
    if (dayType === DAY_TYPE.HOLIDAY) throw holiday(field);
    return [];
  }
  const taken = await db
    .select({ slot: bookings.booking_time, count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.booking_dt, date),
        ne(bookings.booking_status, BOOKING_STATUS.CANCELLED),
        opts.exceptBooking === undefined ? undefined : ne(bookings.id, opts.exceptBooking),
      ),
    )
    .groupBy(bookings.booking_time);
  const takenBy = new Map(taken.map((t) => [t.slot, t.count]));
  const clock = date === today ? warehouseClock(now) : '';
  return slotsOf(
    setting.booking_dt_from,
    setting.booking_dt_to,
    setting.booking_time_per_time_to_work,
  )
    .map((s, i) => ({
      id: i + 1,
      config_booking_time: s.label,
      start: s.start,
      end: s.end,
      capacity: setting.capacity,
      left: Math.max(0, setting.capacity - (takenBy.get(s.label) ?? 0)),
    }))
    .filter((s) => s.start > clock);
}

/**
 * Takes a place in a slot for a booking, in the caller's transaction: the bookings of the
 * date are locked against each other (two shops racing for the last place queue; the second
 * sees the first's booking), then the slot must exist on the date and have a place left.
 * Answers the slot's start and end.
 */
export async function takePlace(
  tx: Tx,
  booking: { booking_dt: string; booking_time: string; exceptBooking?: number },
) {
  const day = Number(booking.booking_dt.replace(/-/g, ''));
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_BOOKING_DATE}, ${day})`);
  const slots = await daySlots(tx, booking.booking_dt, {
    exceptBooking: booking.exceptBooking,
    field: 'booking_dt',
  });
  const slot = slots.find((s) => s.config_booking_time === booking.booking_time);
  if (!slot) {
    const message = th.server.booking.slot_unknown;
    throw new ApiError(400, message, { booking_time: message });
  }
  if (slot.left < 1) {
    const message = fill(th.server.booking.slot_full, {
      slot: slot.config_booking_time,
      date: shownDate(booking.booking_dt),
    });
    throw new ApiError(400, message, { booking_time: message });
  }
  return { slot_start: slot.start, slot_end: slot.end };
}
