import { z } from 'zod';
import { clockOf, weekdayOf } from '../dates';
import {
  bodyId,
  callerUid,
  filledText,
  idQuery,
  messages,
  pageQuery,
  queryId,
  searchPageQuery,
  searchText,
} from './common';

/**
 * The appointment settings that define the slots of inbound bookings, the days off, and the
 * slots of a date (spec part 3 "Appointment"; DESIGN.md "Appointment settings"). Messages are
 * keys of i18n (`validation.appointment.*`, `validation.booking.*`).
 */

// --- appointment settings ------------------------------------------------------------------

/** Initial setting (spec part 3 §3 booking_status): 1 system, 2 custom. */
export const APPOINTMENT_SETTING = { SYSTEM: 1, CUSTOM: 2 } as const;
/**
 * Business-hours type (spec part 3 §3 booking_time): 1 normal day (Monday to Friday),
 * 2 holiday (Saturday and Sunday). Days off added by staff are always closed.
 */
export const DAY_TYPE = { NORMAL: 1, HOLIDAY: 2 } as const;
export const DAY_TYPES = [DAY_TYPE.NORMAL, DAY_TYPE.HOLIDAY] as const;
export type DayType = (typeof DAY_TYPES)[number];
/** The day type of a calendar date (yyyy-mm-dd): Saturday and Sunday are holidays. */
export const dayTypeOf = (date: string): DayType => {
  const weekday = weekdayOf(date);
  return weekday === 0 || weekday === 6 ? DAY_TYPE.HOLIDAY : DAY_TYPE.NORMAL;
};

/**
 * Open or closed. The spec reads it two ways (setup: 0 closed, 1 open; edit: 1 closed,
 * 2 open, spec part 3 §4); the contract has one reading, `is_active`: true open, false
 * closed. A number is refused, so neither reading can be mistaken for the other.
 */
export const appointmentOpen = z.boolean({ error: 'validation.appointment.open_required' });

export const SLOT_MINUTES_MIN = 5;
export const SLOT_MINUTES_MAX = 720;
export const CAPACITY_MAX = 1000;
export const APPOINTMENT_NAME_MAX = 100;

const a = messages('appointment');
const b = messages('booking');

/** A calendar date, yyyy-mm-dd, that exists. */
export const isoDate = (required: { error: string }, invalid: { error: string }) =>
  filledText(required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, invalid)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    }, invalid);

/** A time of day, 24-hour hh:mm. */
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = (required: { error: string }) => filledText(required).regex(CLOCK, a('time_invalid'));

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = clockOf;

/** A slot's label (config_booking_time): '08:00 - 09:00', 24-hour. */
export const slotLabel = (start: string, end: string) => `${start} - ${end}`;
export const SLOT_LABEL = /^([01]\d|2[0-3]):[0-5]\d - ([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The slots of a setting: from the opening time, one every `minutes`, each ending by the
 * closing time.
 */
export const slotsOf = (from: string, to: string, minutes: number) => {
  const slots: { start: string; end: string; label: string }[] = [];
  // A step under a minute never reaches the closing time (the form's rules still run on 0).
  if (!(minutes >= 1)) return slots;
  const close = minutesOf(to);
  for (let t = minutesOf(from); t + minutes <= close; t += minutes) {
    const start = hhmm(t);
    const end = hhmm(t + minutes);
    slots.push({ start, end, label: slotLabel(start, end) });
  }
  return slots;
};

/** The form and the payload of an appointment setting (spec part 3 §3 "Appointment (form)"). */
const appointmentShape = {
  booking_name: filledText(a('name_required')).max(APPOINTMENT_NAME_MAX, a('name_max')),
  booking_status: z.literal(
    [APPOINTMENT_SETTING.SYSTEM, APPOINTMENT_SETTING.CUSTOM],
    a('setting_required'),
  ),
  booking_time: z.literal(DAY_TYPES, a('day_type_required')),
  booking_time_per_time_to_work: z
    .number(a('minutes_required'))
    .int(a('minutes_whole'))
    .min(SLOT_MINUTES_MIN, a('minutes_range'))
    .max(SLOT_MINUTES_MAX, a('minutes_range')),
  booking_dt_from: clock(a('start_time_required')),
  booking_dt_to: clock(a('end_time_required')),
  is_active: appointmentOpen,
  booking_dt_start: isoDate(a('start_date_required'), a('date_invalid')),
  booking_dt_end: isoDate(a('end_date_required'), a('date_invalid')),
  /** Deliveries one slot takes (beyond the spec: a warehouse's dock has room for so many). */
  capacity: z
    .number(a('capacity_required'))
    .int(a('capacity_whole'))
    .min(1, a('capacity_whole'))
    .max(CAPACITY_MAX, a('capacity_max')),
};

type AppointmentShape = {
  booking_dt_from: string;
  booking_dt_to: string;
  booking_dt_start: string;
  booking_dt_end: string;
  booking_time_per_time_to_work: number;
};

/** The checks across fields: the end after the start, and at least one slot between them. */
const appointmentRules = <T extends AppointmentShape>(v: T, ctx: z.RefinementCtx) => {
  // Times already refused have their own message; nothing is said of the hours between them.
  const clocks = CLOCK.test(v.booking_dt_from) && CLOCK.test(v.booking_dt_to);
  if (clocks && minutesOf(v.booking_dt_to) <= minutesOf(v.booking_dt_from)) {
    ctx.addIssue({ code: 'custom', path: ['booking_dt_to'], message: a('end_time_after').error });
  } else if (
    clocks &&
    slotsOf(v.booking_dt_from, v.booking_dt_to, v.booking_time_per_time_to_work).length === 0
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['booking_time_per_time_to_work'],
      message: a('minutes_over_range').error,
    });
  }
  if (v.booking_dt_end < v.booking_dt_start) {
    ctx.addIssue({ code: 'custom', path: ['booking_dt_end'], message: a('end_date_after').error });
  }
};

/** The setup and edit form (spec part 3 §5 "Appointment"). */
export const appointmentForm = z.object(appointmentShape).superRefine(appointmentRules);
export type AppointmentForm = z.input<typeof appointmentForm>;

/** Create payload: the setting's fields plus uid (spec part 3 §7 "Appointments"). */
export const appointmentCreate = z
  .strictObject({ ...appointmentShape, uid: callerUid })
  .superRefine(appointmentRules);
export type AppointmentCreate = z.input<typeof appointmentCreate>;
/** Update payload (book-updateconfigbooking): the fields plus id and uid. */
export const appointmentUpdate = z
  .strictObject({ ...appointmentShape, uid: callerUid, id: bodyId })
  .superRefine(appointmentRules);
export type AppointmentUpdate = z.input<typeof appointmentUpdate>;

export const appointmentListQuery = z.strictObject(searchPageQuery);
export const appointmentIdQuery = idQuery;

/** A setting as listed and read (spec part 3 §3 "Appointment (list)" and "(form)"). */
export const appointmentRow = z.object({
  id: z.number(),
  booking_name: z.string(),
  booking_status: z.number(),
  booking_time: z.number(),
  /** The opening hours, '08:00 - 17:00'. */
  booking_time_per_work: z.string(),
  booking_time_per_time_to_work: z.number(),
  booking_dt_from: z.string(),
  booking_dt_to: z.string(),
  booking_dt_start: z.string(),
  booking_dt_end: z.string(),
  is_active: z.boolean(),
  capacity: z.number(),
  /** The day type's Thai name (normal day, holiday). */
  config_booking_time: z.string(),
  /** Open or closed, in Thai. */
  config_booking_status: z.string(),
});
export type AppointmentRow = z.infer<typeof appointmentRow>;

// --- days off --------------------------------------------------------------------------------

export const DAY_OFF_REMARK_MAX = 100;

/** A day off added by staff (book-adddayoffbooking): no booking on that date. */
export const dayOffCreate = z.strictObject({
  day_off: isoDate(a('day_off_required'), a('date_invalid')),
  remark: z.string().trim().max(DAY_OFF_REMARK_MAX, a('remark_max')).optional(),
  uid: callerUid,
});
export type DayOffCreate = z.input<typeof dayOffCreate>;
/** book-unavailabledate: the days off, searched by name or by a date range. */
export const dayOffListQuery = z.strictObject({
  search: searchText,
  date_from: isoDate(a('date_invalid'), a('date_invalid')).optional(),
  date_to: isoDate(a('date_invalid'), a('date_invalid')).optional(),
  ...pageQuery,
});
export const dayOffRow = z.object({ id: z.number(), day_off: z.string(), remark: z.string() });
export type DayOffRow = z.infer<typeof dayOffRow>;

// --- slots -------------------------------------------------------------------------------------

/** master-getbookingtime: the slots of a date. */
export const bookingTimeQuery = z.strictObject({
  date: isoDate(b('date_required'), b('date_invalid')),
  /** A booking being edited: its own place is counted as free. */
  booking_id: queryId.optional(),
});
/** A slot of a date (spec "Booking time option": id, config_booking_time) and its places left. */
export const bookingTimeRow = z.object({
  id: z.number(),
  config_booking_time: z.string(),
  start: z.string(),
  end: z.string(),
  capacity: z.number(),
  left: z.number(),
});
export type BookingTimeRow = z.infer<typeof bookingTimeRow>;
