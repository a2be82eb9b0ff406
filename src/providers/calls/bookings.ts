// Types only: a value import of the schemas would bring zod into the sign-in page's bundle.
import type { BOOKING_PIC_FILE } from '../../../contract/schemas/bookings';
import { shopForm } from './shopForm';
import { api, apiFile } from '../http';

const PHOTO_FIELD: typeof BOOKING_PIC_FILE = 'booking_pic';

/** Booking calls that are not react-admin's CRUD: slots, status choices, photo, label. */
export const bookingCalls = {
  /**
   * The slots of a date with the places left in each (master-getbookingtime); a booking being
   * edited counts its own place as free. A day off answers 400 with the holiday message.
   */
  async getBookingTimes(date: string, bookingId?: number) {
    return (await api('bookingTimes', { query: { date, booking_id: bookingId } })).data;
  },
  /** The booking's status and those the caller may move it to now (master-getbookingstatus). */
  async getBookingStatusChoices(bookingId: number) {
    return (await api('bookingStatuses', { query: { booking_id: bookingId } })).data;
  },
  /** Uploads the booking's product photo; answers its stored key. */
  async uploadBookingPhoto(shopId: number, bookingId: number, file: File) {
    const form = shopForm(shopId, { booking_id: bookingId }, { [PHOTO_FIELD]: file });
    return (await api('bookingPic', { form })).data.booking_pic;
  },
  /** The booking's delivery label, a PDF. */
  async bookingLabelFile(bookingId: number) {
    return apiFile('bookingLabel', { query: { booking_id: bookingId } });
  },
};
