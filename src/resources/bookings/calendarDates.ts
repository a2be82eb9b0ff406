import dayjs from 'dayjs';
import { WAREHOUSE_TIME_ZONE, type CalendarEvent } from '../../../contract/schemas/bookings';

/**
 * The booking calendar's dates. Bookings are in the warehouse's time (Asia/Bangkok) whatever
 * the browser's zone: the calendar works with local Date objects holding Bangkok's wall-clock
 * numbers, which is what it shows.
 */

/** The calendar's views: react-big-calendar's month, week and day, and the portal's year. */
export type CalendarView = 'year' | 'month' | 'week' | 'day';

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: WAREHOUSE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Now in the warehouse, as a local Date with Bangkok's wall-clock numbers. */
export function warehouseNow(now = new Date()): Date {
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of wallClock.formatToParts(now)) p[part.type] = part.value;
  return new Date(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
}

/** A booking's date (yyyy-mm-dd) and time (HH:MM) as a local Date with those numbers. */
export function wallDate(date: string, time: string): Date {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new Date(y, m - 1, d, h || 0, min || 0);
}

/** A calendar date as yyyy-mm-dd (its wall-clock day). */
export const isoDay = (date: Date) => dayjs(date).format('YYYY-MM-DD');

/** The Sunday that starts the week of `date`: weeks start so on Thai calendars. */
export const startOfWeek = (date: Date) =>
  dayjs(date).startOf('day').subtract(date.getDay(), 'day').toDate();
/** The Saturday that ends the week of `date`, at its last moment. */
const endOfWeek = (date: Date) =>
  dayjs(date)
    .endOf('day')
    .add(6 - date.getDay(), 'day')
    .toDate();

/** The first and last day a view shows around `date`, both included. */
export function visibleRange(view: CalendarView, date: Date): { start: Date; end: Date } {
  const d = dayjs(date);
  switch (view) {
    case 'year':
      return { start: d.startOf('year').toDate(), end: d.endOf('year').toDate() };
    case 'month':
      // The month's weeks, as the month view draws them.
      return {
        start: startOfWeek(d.startOf('month').toDate()),
        end: endOfWeek(d.endOf('month').toDate()),
      };
    case 'week':
      return { start: startOfWeek(date), end: endOfWeek(date) };
    case 'day':
      return { start: date, end: date };
  }
}

/** A booking on the calendar: its title (the shop, or 'booked'), its slot and its colour. */
export interface CalendarItem {
  title: string;
  start: Date;
  end: Date;
  /** own: the shop user's working shop (lighter blue); other: dark blue (all of them for staff). */
  tone: 'own' | 'other';
  booking: CalendarEvent;
}

/**
 * The calendar's colours (spec part 2 §6, §9): dark blue with white text, and the own shop's
 * lighter blue with dark blue text, both well above 4.5:1.
 */
export const CALENDAR_COLOURS = {
  other: { background: '#0d47a1', text: '#ffffff' },
  own: { background: '#bbdefb', text: '#002171' },
} as const;
