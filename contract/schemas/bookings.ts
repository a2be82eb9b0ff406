import { z } from 'zod';
import { MAX_INT, pageQuery, queryId } from './common';
import { STOCK_MAX } from './inventory';
import { PHONE_MAX } from './register';

/**
 * Inbound delivery bookings and the appointment settings that define their slots (spec part 2
 * §2.3, §3.3, §4.3, §5.3, §7.3; spec part 3 "Appointment"; DESIGN.md "Inbound booking",
 * "Appointment settings"). Messages are keys of i18n (`validation.booking.*`,
 * `validation.appointment.*`): the server and the app translate them.
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
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
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

const a = (key: string) => ({ error: `validation.appointment.${key}` });
const b = (key: string) => ({ error: `validation.booking.${key}` });

/** A calendar date, yyyy-mm-dd, that exists. */
export const isoDate = (required: { error: string }, invalid: { error: string }) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, invalid)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    }, invalid);

/** A time of day, 24-hour hh:mm. */
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = (required: { error: string }) =>
  z.string(required).trim().min(1, required).regex(CLOCK, a('time_invalid'));

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

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
  booking_name: z
    .string(a('name_required'))
    .trim()
    .min(1, a('name_required'))
    .max(APPOINTMENT_NAME_MAX, a('name_max')),
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

/** The spec sends the caller's uid; the server takes the user from the session (it must match). */
const uid = z.number().int().positive().max(MAX_INT).optional();

/** Create payload: the setting's fields plus uid (spec part 3 §7 "Appointments"). */
export const appointmentCreate = z
  .strictObject({ ...appointmentShape, uid })
  .superRefine(appointmentRules);
export type AppointmentCreate = z.input<typeof appointmentCreate>;
/** Update payload (book-updateconfigbooking): the fields plus id and uid. */
export const appointmentUpdate = z
  .strictObject({ ...appointmentShape, uid, id: z.number().int().positive().max(MAX_INT) })
  .superRefine(appointmentRules);
export type AppointmentUpdate = z.input<typeof appointmentUpdate>;

export const appointmentListQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  ...pageQuery,
});
export const appointmentIdQuery = z.strictObject({ id: queryId });

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
  uid,
});
export type DayOffCreate = z.input<typeof dayOffCreate>;
/** book-unavailabledate: the days off, searched by name or by a date range. */
export const dayOffListQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
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

// --- bookings --------------------------------------------------------------------------------

/**
 * booking_status, the inbound booking's state machine (DESIGN.md): 1 awaiting confirmation,
 * 2 confirmed (the shop can no longer edit), 3 arrived at the dock, 4 receiving, 5 received
 * (final: the lines, as counted, are added to stock), 6 closed with a discrepancy note
 * (final: the counted lines are added too), 7 cancelled (needs the cancel remark). Thai names
 * are `app.bookings.status.<n>`.
 */
export const BOOKING_STATUS = {
  AWAITING: 1,
  CONFIRMED: 2,
  ARRIVED: 3,
  RECEIVING: 4,
  RECEIVED: 5,
  DISCREPANCY: 6,
  CANCELLED: 7,
} as const;
export const BOOKING_STATUSES = [1, 2, 3, 4, 5, 6, 7] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * The staff's moves (spec part 2 §4.3: staff pick the next status from the list for the
 * booking): one step forward, cancel from 1–4, and from receiving either received or closed
 * with a discrepancy note. 5, 6 and 7 are final.
 */
export const BOOKING_MOVES: Record<BookingStatus, readonly BookingStatus[]> = {
  1: [2, 7],
  2: [3, 7],
  3: [4, 7],
  4: [5, 6, 7],
  5: [],
  6: [],
  7: [],
};
/** Thresholds of spec part 2 §4.3 and §9. */
export const BOOKING_LIMITS = {
  /** The shop edits (fields, lines, product picker) while the status is below this. */
  SHOP_EDIT_BELOW: 2,
  /** Staff save, and anyone uploads the photo, while the status is below this. */
  FINAL_FROM: 5,
} as const;
export const isBookingFinal = (status: number) => status >= BOOKING_LIMITS.FINAL_FROM;
export const shopMayEdit = (status: number) => status < BOOKING_LIMITS.SHOP_EDIT_BELOW;
/** The assignee is locked while the status is 1 or from 5 (spec part 2 §4.3). */
export const assigneeLocked = (status: number) =>
  status === BOOKING_STATUS.AWAITING || isBookingFinal(status);
/** The counted quantities are typed while the goods are at the dock or being received. */
export const countingOpen = (status: number) =>
  status === BOOKING_STATUS.ARRIVED || status === BOOKING_STATUS.RECEIVING;
/** Moving to these needs the remark (cancel remark; for 6 the discrepancy note). */
export const needsRemark = (status: number) =>
  status === BOOKING_STATUS.CANCELLED || status === BOOKING_STATUS.DISCREPANCY;
/** Reaching these adds the counted lines to stock. */
export const receivesStock = (status: number) =>
  status === BOOKING_STATUS.RECEIVED || status === BOOKING_STATUS.DISCREPANCY;
/**
 * On the list the edit icon changes with is_booking (spec part 2 §4.3): for staff from 5,
 * for shop users from 2 the booking is only viewed.
 */
export const viewOnly = (isBooking: number, staff: boolean) =>
  isBooking >= (staff ? BOOKING_LIMITS.FINAL_FROM : BOOKING_LIMITS.SHOP_EDIT_BELOW);

/** How each status shows on a status chip. */
export const BOOKING_TONE: Record<
  BookingStatus,
  'default' | 'warning' | 'info' | 'success' | 'error'
> = {
  1: 'default',
  2: 'info',
  3: 'warning',
  4: 'warning',
  5: 'success',
  6: 'success',
  7: 'error',
};

/** Booking number: 'BK', the booking date (yymmdd) and the booking's id. */
export const BOOKING_NO_PREFIX = 'BK';
export const BOOKING_LINES_MAX = 100;
export const BOOKING_REMARK_MAX = 200;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;

const id = (key: string) => z.number(b(key)).int(b(key)).positive(b(key)).max(MAX_INT, b(key));

/** One product line (spec §3.3: product_id and amount). */
export const bookingLine = z.strictObject({
  product_id: id('product_required'),
  amount: z
    .number(b('amount_required'))
    .int(b('amount_whole'))
    .min(1, b('amount_positive'))
    .max(STOCK_MAX, b('too_large')),
});
export type BookingLine = z.input<typeof bookingLine>;

/**
 * The fields a shop types (spec §5.3). The e-mail is free text here: its format is the
 * server's to judge, answered 403 under the e-mail field as the spec says.
 */
export const bookingFields = {
  shop_id: id('shop_required'),
  booking_dt: isoDate(b('date_required'), b('date_invalid')),
  booking_time: z
    .string(b('time_required'))
    .trim()
    .min(1, b('time_required'))
    .regex(SLOT_LABEL, b('time_required')),
  contact_name: z
    .string(b('contact_name_required'))
    .trim()
    .min(1, b('contact_name_required'))
    .max(CONTACT_NAME_MAX, b('text_too_long')),
  contact_tel: z
    .string(b('contact_tel_required'))
    .trim()
    .min(1, b('contact_tel_required'))
    .regex(/^\d+$/, b('phone_format'))
    .max(PHONE_MAX, b('phone_format')),
  contact_email: z.string().trim().max(CONTACT_EMAIL_MAX, b('email_invalid')).optional(),
  remark: z.string().trim().max(BOOKING_REMARK_MAX, b('remark_max')).optional(),
  product: z
    .array(bookingLine, b('products_required'))
    .min(1, b('products_required'))
    .max(BOOKING_LINES_MAX, b('too_many_lines'))
    .refine(
      (lines) => new Set(lines.map((l) => l.product_id)).size === lines.length,
      b('duplicate_line'),
    ),
};

/** Create payload (spec §3.3; book-createbooking). */
export const bookingCreate = z.strictObject({ ...bookingFields, uid });
export type BookingCreate = z.input<typeof bookingCreate>;
/** Shop update payload (book-updatebooking): the create payload plus id; while status < 2. */
export const bookingUpdate = z.strictObject({
  ...bookingFields,
  uid,
  id: z.number().int().positive().max(MAX_INT),
});
export type BookingUpdate = z.input<typeof bookingUpdate>;

/** A line's counted quantity (staff, while the goods are at the dock or being received). */
export const countedLine = z.strictObject({
  product_id: id('product_required'),
  received_amount: z
    .number(b('counted_required'))
    .int(b('amount_whole'))
    .min(0, b('amount_whole'))
    .max(STOCK_MAX, b('too_large')),
});

/**
 * Staff update payload (spec §3.3; book-updatebookingadmin): id, booking_status, shop_id,
 * assignee (0 if none), cancel_remark, uid; and, beyond the spec, the counted quantities.
 */
export const bookingAdminUpdate = z.strictObject({
  id: z.number().int().positive().max(MAX_INT),
  shop_id: id('shop_required'),
  booking_status: z.literal(BOOKING_STATUSES, b('status_required')),
  assignee: z.number().int().min(0).max(MAX_INT).optional(),
  cancel_remark: z.string().trim().max(BOOKING_REMARK_MAX, b('remark_max')).optional(),
  counted: z.array(countedLine).max(BOOKING_LINES_MAX).optional(),
  uid,
});
export type BookingAdminUpdate = z.input<typeof bookingAdminUpdate>;

/** The staff part of the edit form: the next status, assignee, remark and counted amounts. */
export const bookingAdminForm = z
  .object({
    booking_status: z.literal(BOOKING_STATUSES, b('status_required')),
    assignee: z.number().int().min(0).optional(),
    cancel_remark: z.string().trim().max(BOOKING_REMARK_MAX, b('remark_max')).optional(),
  })
  .superRefine((v, ctx) => {
    if (needsRemark(v.booking_status) && !v.cancel_remark?.trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['cancel_remark'],
        message: b(
          v.booking_status === BOOKING_STATUS.CANCELLED
            ? 'cancel_remark_required'
            : 'note_required',
        ).error,
      });
    }
  });

/** Booking lists (spec §7.3): the shop's (book-getbooking) and the staff's (book-getallbookingadmin). */
export const bookingListQuery = z.strictObject({
  shop_id: queryId,
  search: z.string().trim().max(100).optional(),
  ...pageQuery,
});
export const bookingAdminListQuery = z.strictObject({
  /** Narrows the staff's list to one shop. */
  shop_id: queryId.optional(),
  search: z.string().trim().max(100).optional(),
  ...pageQuery,
});
export const bookingIdQuery = z.strictObject({ booking_id: queryId });

/** A booking as listed (spec §3.3). */
export const bookingListRow = z.object({
  id: z.number(),
  booking_no: z.string(),
  booking_dt: z.string(),
  booking_time: z.string(),
  booking_status: z.number(),
  status_name: z.string(),
  /** The list's stage (spec §4.3): the booking status. */
  is_booking: z.number(),
  shop_id: z.number(),
  shop_name: z.string(),
  /** The shop's e-mail and telephone (staff's extra columns). */
  email: z.string(),
  com_tel: z.string(),
  contact_name: z.string(),
  contact_tel: z.string(),
  contact_email: z.string(),
  created_dt: z.string(),
});
export type BookingListRow = z.infer<typeof bookingListRow>;

/** A booked line as read: the product and the amounts booked and counted. */
export const bookingLineRow = z.object({
  product_id: z.number(),
  amount: z.number(),
  /** Displayed as num_per_set (spec §3.3). */
  num_per_set: z.number(),
  received_amount: z.number().nullable(),
  customer_product_id: z.string(),
  product_name_th: z.string(),
  price: z.string(),
  pic: z.string().nullable(),
});
export type BookingLineRow = z.infer<typeof bookingLineRow>;

/** One booking (book-getbookingbyid, data[0]). */
export const bookingRecord = bookingListRow.extend({
  remark: z.string(),
  assignee: z.number().nullable(),
  assignee_name: z.string().nullable(),
  booking_pic: z.string().nullable(),
  cancel_remark: z.string(),
  received_dt: z.string().nullable(),
  product: z.array(bookingLineRow),
});
export type BookingRecord = z.infer<typeof bookingRecord>;

/** master-getbookingstatus: the booking's status and those the caller may move it to. */
export const bookingStatusRow = z.object({
  id: z.number(),
  enum_values: z.string(),
  enum_desc: z.string(),
});
/** book-getcurrentbookingstatus. */
export const currentBookingStatus = z.object({
  id: z.number(),
  booking_status: z.number(),
  status_name: z.string(),
  is_booking: z.number(),
});

/** Photo upload (upload-uploadbookingpic): multipart booking_pic, shop_id, booking_id. */
export const BOOKING_PIC_FILE = 'booking_pic';
export const bookingPicFields = z.strictObject({ shop_id: queryId, booking_id: queryId });
export const bookingPicReply = z.object({ booking_pic: z.string() });

/** The calendar (book-getcalendarbooking): bookings between two dates, at most a year and a bit. */
export const CALENDAR_DAYS_MAX = 400;
export const calendarQuery = z
  .strictObject({
    /** The caller's shop: its bookings are the caller's own (lighter blue). */
    shop_id: queryId.optional(),
    date_from: isoDate(b('date_invalid'), b('date_invalid')),
    date_to: isoDate(b('date_invalid'), b('date_invalid')),
  })
  .refine(
    (q) =>
      q.date_to >= q.date_from &&
      Date.parse(q.date_to) - Date.parse(q.date_from) <= CALENDAR_DAYS_MAX * 86_400_000,
    { path: ['date_to'], ...b('range_invalid') },
  );
/**
 * A booking on the calendar. Another shop's booking shows only that the slot is taken: no id,
 * shop or contact (spec part 2 §6: other shops in dark blue).
 */
export const calendarEvent = z.object({
  id: z.number().nullable(),
  booking_dt: z.string(),
  booking_time: z.string(),
  start: z.string(),
  end: z.string(),
  own: z.boolean(),
  shop_id: z.number().nullable(),
  shop_name: z.string().nullable(),
  booking_status: z.number().nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

/** The warehouse's time zone (DESIGN.md "Money and time"). */
export const WAREHOUSE_TIME_ZONE = 'Asia/Bangkok';
/** Today's date in the warehouse, yyyy-mm-dd: dates before it cannot be booked. */
export const warehouseToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: WAREHOUSE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
