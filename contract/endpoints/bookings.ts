import { z } from 'zod';
import { routes } from '../routes';
import { creation, photoUpload } from './parts';
import * as bk from '../schemas/bookings';
import { tabCount } from '../schemas/common';
import { auditRow } from '../schemas/roles';
import { shopIn, shopRecordIn, bookingIn } from './access';
import { area } from './types';

/** Appointment settings, days off and inbound delivery bookings. */
export const bookingEndpoints = area({
  // --- appointment settings and days off (spec part 3 "Appointment"; DESIGN.md) ---
  appointments: {
    ...routes.appointments,
    summary: 'Appointment settings, newest first, searched by name; paged when `page` is sent',
    query: bk.appointmentListQuery,
    data: z.array(bk.appointmentRow),
    shop: 'none',
  },
  appointment: {
    ...routes.appointment,
    summary: 'One appointment setting (data[0])',
    query: bk.appointmentIdQuery,
    data: z.array(bk.appointmentRow),
    shop: 'none',
  },
  appointmentCreate: {
    ...routes.appointmentCreate,
    summary:
      'Add an appointment setting; one overlapping the dates of another of the same day type is refused (409)',
    body: bk.appointmentCreate,
    data: z.object({ id: z.number() }),
    shop: 'none',
  },
  appointmentUpdate: {
    ...routes.appointmentUpdate,
    summary:
      'Change an appointment setting; one overlapping the dates of another of the same day type is refused (409)',
    body: bk.appointmentUpdate,
    data: z.object({ id: z.number() }),
    shop: 'none',
  },
  appointmentDelete: {
    ...routes.appointmentDelete,
    summary: 'Delete an appointment setting (bookings already made keep their slot)',
    query: bk.appointmentIdQuery,
    data: z.null(),
    shop: 'none',
  },
  daysOff: {
    ...routes.daysOff,
    summary:
      'Days off added by staff (no booking on them), by date, searched by name or within dates; paged when `page` is sent',
    query: bk.dayOffListQuery,
    data: z.array(bk.dayOffRow),
    shop: 'none',
  },
  dayOffCreate: {
    ...routes.dayOffCreate,
    summary: 'Add a day off (409 when the date is one already)',
    body: bk.dayOffCreate,
    data: z.object({ id: z.number() }),
    shop: 'none',
  },
  dayOffDelete: {
    ...routes.dayOffDelete,
    summary: 'Remove a day off: its date can be booked again',
    query: bk.appointmentIdQuery,
    data: z.null(),
    shop: 'none',
  },
  // --- inbound delivery bookings (spec part 2 §7.3; DESIGN.md "Inbound booking") ---
  bookingTimes: {
    ...routes.bookingTimes,
    summary:
      "A date's slots from the appointment settings with the places left in each; 400 with the holiday message on a day off, a closed day or a weekend without an open setting, and for a date before today",
    query: bk.bookingTimeQuery,
    data: z.array(bk.bookingTimeRow),
    shop: 'none',
  },
  bookings: {
    ...routes.bookings,
    summary:
      "A shop's bookings, newest first, searched by number, contact or phone; paged when `page` is sent",
    query: bk.bookingListQuery,
    data: z.array(bk.bookingListRow),
    shop: [shopIn('query')],
  },
  bookingsAdmin: {
    ...routes.bookingsAdmin,
    summary:
      "Every shop's bookings (staff), newest first, searched by number, shop, contact, e-mail or phone; paged when `page` is sent",
    query: bk.bookingAdminListQuery,
    data: z.array(bk.bookingListRow),
    // Staff only: the shop narrows the list, it never restricts the caller.
    shop: [{ ...shopIn('query'), optional: true }],
  },
  bookingTabs: {
    ...routes.bookingTabs,
    summary:
      "The booking list's tabs with how many of the shop's bookings (as searched) each holds, counted up to 1,000",
    query: bk.bookingTabsQuery,
    data: z.array(tabCount),
    shop: [shopIn('query')],
  },
  bookingAdminTabs: {
    ...routes.bookingAdminTabs,
    summary:
      "The staff's booking list's tabs with how many bookings (as searched, of one shop or every shop) each holds, counted up to 1,000",
    query: bk.bookingAdminTabsQuery,
    data: z.array(tabCount),
    shop: [{ ...shopIn('query'), optional: true }],
  },
  booking: {
    ...routes.booking,
    summary: 'One booking (data[0]) with its lines, their products and the assignee',
    query: bk.bookingIdQuery,
    data: z.array(bk.bookingRecord),
    shop: [bookingIn('query', 'booking_id')],
  },
  bookingCreate: {
    ...routes.bookingCreate,
    summary:
      "Book a slot for a delivery of the shop's products (status 1); a full slot, a holiday or a past date is refused (400); a malformed e-mail is 403 under the e-mail field",
    ...creation(bk.bookingCreate, z.object({ id: z.number(), booking_no: z.string() })),
  },
  bookingUpdate: {
    ...routes.bookingUpdate,
    summary:
      'The shop changes its booking while it awaits confirmation (status 1): date, slot, contact and lines; a malformed e-mail is 403',
    body: bk.bookingUpdate,
    data: z.object({ id: z.number() }),
    shop: shopRecordIn(bookingIn('body', 'id')),
  },
  bookingAdminUpdate: {
    ...routes.bookingAdminUpdate,
    summary:
      'Staff move a booking to any later status the state machine leads to (each step between is recorded in its history), set the assignee, the counted amounts and the remark; receiving (5, or 6 with the discrepancy note) needs every line counted, 5 only when the counts equal the booked amounts, and adds the counted lines to stock, once; a count over twice the booked amount needs `confirm_over_count`',
    body: bk.bookingAdminUpdate,
    data: z.object({ id: z.number(), booking_status: z.number() }),
    shop: shopRecordIn(bookingIn('body', 'id')),
  },
  bookingPic: {
    ...routes.bookingPic,
    summary: "The booking's product photo (an image by content), until the booking is received",
    ...photoUpload(
      bk.bookingPicFields,
      [bk.BOOKING_PIC_FILE],
      bk.bookingPicReply,
      bookingIn('body', 'booking_id'),
    ),
  },
  bookingStatuses: {
    ...routes.bookingStatuses,
    summary: "The booking's status and the statuses the caller may move it to now",
    query: bk.bookingIdQuery,
    data: z.array(bk.bookingStatusRow),
    shop: [bookingIn('query', 'booking_id')],
  },
  bookingAudit: {
    ...routes.bookingAudit,
    summary:
      "A booking's history (staff): each status it passed, with who moved it and when (a save that moves it several steps writes one entry a step), and the changes of assignee, remark and counts; newest first",
    query: bk.bookingAuditQuery,
    data: z.array(auditRow),
    shop: [bookingIn('query', 'booking_id')],
  },
  bookingCurrentStatus: {
    ...routes.bookingCurrentStatus,
    summary: "The booking's current status",
    query: bk.bookingIdQuery,
    data: bk.currentBookingStatus,
    shop: [bookingIn('query', 'booking_id')],
  },
  bookingCalendar: {
    ...routes.bookingCalendar,
    summary:
      "Every shop's bookings between two dates for the calendar; another shop's show only that the slot is booked",
    query: bk.calendarQuery,
    data: z.array(bk.calendarEvent),
    shop: [{ ...shopIn('query'), optional: true }],
  },
  bookingLabel: {
    ...routes.bookingLabel,
    summary:
      'The delivery label of a booking as a PDF: its number as a barcode and a QR code, the shop, date, slot, contact and lines',
    query: bk.bookingIdQuery,
    data: z.unknown(),
    reply: 'file',
    shop: [bookingIn('query', 'booking_id')],
  },
});
