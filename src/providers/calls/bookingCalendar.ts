import { api } from '../http';

/** The booking calendar's range: dates yyyy-mm-dd, both included; the shop user's working shop. */
export interface BookingCalendarQuery {
  date_from: string;
  date_to: string;
  /** A shop user's working shop: its bookings come back as the caller's own. */
  shop_id?: number;
}

/** The delivery-booking calendar (spec part 2 §2.3): every shop's bookings between two dates. */
export const bookingCalendarCalls = {
  async getBookingCalendar(query: BookingCalendarQuery, signal?: AbortSignal) {
    return (await api('bookingCalendar', { query, signal })).data;
  },
};
