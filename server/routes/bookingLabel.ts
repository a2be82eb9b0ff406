import { labelBooking } from '../domain/labels';
import { bookingLabelPdf } from '../documents/bookingLabel';
import { defineHandlers, FileReply, type Deps } from '../registry';

/**
 * The delivery label of an inbound booking as a PDF (spec part 2 §2.3, the list's print icon;
 * §7.3 book-getbookinglabel), printed and handed in with the goods. Its QR code carries the
 * booking's address in the portal.
 */
export function bookingLabelHandlers({ db, config }: Deps) {
  const base = (config.publicUrl ?? '').replace(/\/+$/, '');
  return defineHandlers({
    // The contract's shop scope has checked the booking is one of a shop user's shops'.
    bookingLabel: async ({ caller, query }) => {
      const booking = await labelBooking(db, query.booking_id);
      const pdf = await bookingLabelPdf(booking, `${base}/bookings/${booking.id}`, caller.yearEra);
      // The label prints the booking's status and lines as they are now.
      return new FileReply(pdf, 'application/pdf', `booking-${booking.bookingNo}.pdf`, 'no-store');
    },
  });
}
