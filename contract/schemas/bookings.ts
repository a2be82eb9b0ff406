import { z } from 'zod';
import { isoDate, SLOT_LABEL } from './appointments';
import {
  bodyId,
  callerUid,
  chosenId,
  filledList,
  filledText,
  lookupRow,
  MAX_INT,
  messages,
  pageQuery,
  queryId,
  searchPageQuery,
} from './common';
import { STOCK_MAX } from './inventory';
import { productLabel } from './products';
import { PHONE_MAX } from './register';

/**
 * Inbound delivery bookings (spec part 2 §2.3, §3.3, §4.3, §5.3, §7.3; DESIGN.md "Inbound
 * booking"). Messages are keys of i18n (`validation.booking.*`): the server and the app
 * translate them. The appointment settings that define their slots are in ./appointments.
 */
export * from './appointments';

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
 * The state machine's single steps (spec part 2 §4.3: staff pick the next status from the list
 * for the booking): one step forward, cancel from 1–4, and from receiving either received or
 * closed with a discrepancy note. 5, 6 and 7 are final. Staff may make several steps in one
 * save (`bookingPath`): 2 → 5 passes 3 and 4, each recorded in the booking's history.
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
/**
 * The steps from `from` to `to` along BOOKING_MOVES, the shortest way, without `from` (2 → 5:
 * [3, 4, 5]; 2 → 7: [7]); null when the machine does not lead there (backwards, from a final
 * status, or the same status).
 */
export function bookingPath(from: number, to: number): BookingStatus[] | null {
  const cameFrom = new Map<number, number>([[from, from]]);
  const queue: number[] = [from];
  while (queue.length) {
    const at = queue.shift() as number;
    for (const next of BOOKING_MOVES[at as BookingStatus] ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, at);
      queue.push(next);
    }
  }
  if (to === from || !cameFrom.has(to)) return null;
  const path: BookingStatus[] = [];
  for (let at = to; at !== from; at = cameFrom.get(at) as number) path.unshift(at as BookingStatus);
  return path;
}

/** Every status a booking at `from` may be moved to in one save, in the catalogue's order. */
export const bookingReachable = (from: number): BookingStatus[] =>
  BOOKING_STATUSES.filter((s) => bookingPath(from, s) !== null);

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
/**
 * The counts may be typed with this save: the booking is at the dock or being received, or
 * the save takes it there (through 3: to 3, 4, 5 or 6 from 1 or 2).
 */
export const countingOpenFor = (from: number, to: number) =>
  countingOpen(from) || (bookingPath(from, to)?.includes(BOOKING_STATUS.ARRIVED) ?? false);
/**
 * A count above this many times the booked amount is refused unless the save confirms it
 * (`confirm_over_count`): a slip of the keyboard (18 typed into 18: 1818) must not reach stock.
 */
export const OVER_COUNT_FACTOR = 2;
export const isOverCount = (booked: number, counted: number | null | undefined) =>
  counted != null && counted > booked * OVER_COUNT_FACTOR;
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

const b = messages('booking');
const id = (key: string) => chosenId(b(key));

/** An amount of a line: a whole number from `min` (`minKey` below it), at most STOCK_MAX. */
const lineAmount = (requiredKey: string, min: number, minKey: string) =>
  z
    .number(b(requiredKey))
    .int(b('amount_whole'))
    .min(min, b(minKey))
    .max(STOCK_MAX, b('too_large'));

/** One product line (spec §3.3: product_id and amount). */
export const bookingLine = z.strictObject({
  product_id: id('product_required'),
  amount: lineAmount('amount_required', 1, 'amount_positive'),
});
export type BookingLine = z.input<typeof bookingLine>;

/**
 * The fields a shop types (spec §5.3). The e-mail is free text here: its format is the
 * server's to judge, answered 403 under the e-mail field as the spec says.
 */
export const bookingFields = {
  shop_id: id('shop_required'),
  booking_dt: isoDate(b('date_required'), b('date_invalid')),
  booking_time: filledText(b('time_required')).regex(SLOT_LABEL, b('time_required')),
  contact_name: filledText(b('contact_name_required')).max(CONTACT_NAME_MAX, b('text_too_long')),
  contact_tel: filledText(b('contact_tel_required'))
    .regex(/^\d+$/, b('phone_format'))
    .max(PHONE_MAX, b('phone_format')),
  contact_email: z.string().trim().max(CONTACT_EMAIL_MAX, b('email_invalid')).optional(),
  remark: z.string().trim().max(BOOKING_REMARK_MAX, b('remark_max')).optional(),
  product: filledList(bookingLine, b('products_required'))
    .max(BOOKING_LINES_MAX, b('too_many_lines'))
    .refine(
      (lines) => new Set(lines.map((l) => l.product_id)).size === lines.length,
      b('duplicate_line'),
    ),
};

/** Create payload (spec §3.3; book-createbooking). */
export const bookingCreate = z.strictObject({ ...bookingFields, uid: callerUid });
export type BookingCreate = z.input<typeof bookingCreate>;
/** Shop update payload (book-updatebooking): the create payload plus id; while status < 2. */
export const bookingUpdate = z.strictObject({
  ...bookingFields,
  uid: callerUid,
  id: bodyId,
});
export type BookingUpdate = z.input<typeof bookingUpdate>;

/**
 * A line's counted quantity (staff, while the goods are at the dock or being received, or with
 * the save that takes them there); null: not counted yet (a count typed before is cleared).
 */
export const countedLine = z.strictObject({
  product_id: id('product_required'),
  received_amount: lineAmount('counted_required', 0, 'amount_whole').nullable(),
});

/**
 * Staff update payload (spec §3.3; book-updatebookingadmin): id, booking_status, shop_id,
 * assignee (0 if none), cancel_remark, uid; and, beyond the spec, the counted quantities and
 * `confirm_over_count`, the staff's confirmation that a count over twice the booked amount
 * (OVER_COUNT_FACTOR) is right: without it such a count is refused.
 */
export const bookingAdminUpdate = z.strictObject({
  id: bodyId,
  shop_id: id('shop_required'),
  booking_status: z.literal(BOOKING_STATUSES, b('status_required')),
  assignee: z.number().int().min(0).max(MAX_INT).optional(),
  cancel_remark: z.string().trim().max(BOOKING_REMARK_MAX, b('remark_max')).optional(),
  counted: z.array(countedLine).max(BOOKING_LINES_MAX).optional(),
  confirm_over_count: z.boolean().optional(),
  uid: callerUid,
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
/**
 * The booking list's tabs, each the bookings of some statuses: the open ones first (still to
 * arrive or be received: the warehouse's work, soonest delivery first), then the received and
 * the cancelled. A list without a tab shows every booking.
 */
export const BOOKING_TABS = {
  open: [
    BOOKING_STATUS.AWAITING,
    BOOKING_STATUS.CONFIRMED,
    BOOKING_STATUS.ARRIVED,
    BOOKING_STATUS.RECEIVING,
  ],
  received: [BOOKING_STATUS.RECEIVED, BOOKING_STATUS.DISCREPANCY],
  cancelled: [BOOKING_STATUS.CANCELLED],
} as const satisfies Record<string, readonly BookingStatus[]>;
export type BookingTab = keyof typeof BOOKING_TABS;
export const BOOKING_TAB_NAMES = Object.keys(BOOKING_TABS) as [BookingTab, ...BookingTab[]];

export const bookingListQuery = z.strictObject({
  shop_id: queryId,
  /** Only the bookings of this tab. */
  tab: z.enum(BOOKING_TAB_NAMES).optional(),
  ...searchPageQuery,
});
export const bookingAdminListQuery = z.strictObject({
  /** Narrows the staff's list to one shop. */
  shop_id: queryId.optional(),
  /** Only the bookings of this tab. */
  tab: z.enum(BOOKING_TAB_NAMES).optional(),
  ...searchPageQuery,
});
/** The booking lists' tab counts: the list's query without a tab and its paging. */
export const bookingTabsQuery = bookingListQuery.pick({ shop_id: true, search: true });
export const bookingAdminTabsQuery = bookingAdminListQuery.pick({ shop_id: true, search: true });
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
  ...productLabel,
  price: z.string(),
  /** What each of the product's barcodes counts when receiving by scan (item 1, packs their size). */
  barcodes: z
    .object({
      item: z.string(),
      inner: z.string(),
      case: z.string(),
      inner_size: z.number(),
      case_size: z.number(),
    })
    .optional(),
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
export const bookingStatusRow = lookupRow;
/** book-getbookinghistory: a booking's history (staff), newest first, paged. */
export const bookingAuditQuery = z.strictObject({ booking_id: queryId, ...pageQuery });
/** book-getcurrentbookingstatus. */
export const currentBookingStatus = bookingListRow.pick({
  id: true,
  booking_status: true,
  status_name: true,
  is_booking: true,
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

/** The warehouse's time zone and today there (DESIGN.md "Money and time"). */
export { WAREHOUSE_TIME_ZONE, warehouseToday } from '../dates';
