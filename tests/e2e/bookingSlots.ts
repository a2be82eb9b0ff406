import type { APIRequestContext } from '@playwright/test';
import { warehouseToday } from '../../contract/schemas/bookings';
import { settingBody } from '../fixtures/booking';
import { call } from './apiCalls';

// Inbound bookings made by browser tests through the API.

const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A weekday ahead with a free slot, opened by an appointment setting of its own (named
 * `settingName` and the day) when none covers it.
 */
export async function bookableSlot(
  staff: APIRequestContext,
  shop: APIRequestContext,
  baseURL: string,
  settingName: string,
) {
  type Slot = { config_booking_time: string; left: number };
  for (let ahead = 3; ahead < 40; ahead++) {
    const day = plusDays(warehouseToday(), ahead);
    const wd = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (wd === 0 || wd === 6) continue;
    const slotsOf = async () => {
      const res = await call<Slot[]>(shop, baseURL, 'bookingTimes', { query: { date: day } });
      return res.status === 200 ? res.body.data : [];
    };
    let slots = await slotsOf();
    if (!slots.some((s) => s.left > 0)) {
      const made = await call(staff, baseURL, 'appointmentCreate', {
        body: settingBody(day, day, { booking_name: `${settingName} ${day}`, capacity: 5 }),
      });
      if (made.status !== 200) continue;
      slots = await slotsOf();
    }
    const free = slots.find((s) => s.left > 0);
    if (free) return { day, slot: free.config_booking_time };
  }
  throw new Error('no weekday with a free slot in the coming weeks');
}
