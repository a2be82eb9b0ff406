import dayjs from 'dayjs';
import 'dayjs/locale/th';
import { dayjsLocalizer, type DateRange, type Formats } from 'react-big-calendar';
import { visibleRange } from './calendarDates';

/**
 * How the booking calendar writes its dates and times: month and weekday names of the app's
 * language (Thai, or English when switched; dayjs's locales), 24-hour times (spec part 2 §9).
 */

/** The app's languages as the calendar's cultures (dayjs locale names). */
export type CalendarCulture = 'th' | 'en';

/** The days a month view draws: whole weeks, Sunday to Saturday, around the month. */
function monthDays(date: Date): Date[] {
  const { start, end } = visibleRange('month', date);
  const days: Date[] = [];
  for (let day = dayjs(start); !day.isAfter(end); day = day.add(1, 'day')) days.push(day.toDate());
  return days;
}

/**
 * react-big-calendar on dayjs. Its month grid is drawn from the portal's own weeks: the
 * localizer's would start a leap year's months on a Monday.
 */
export const localizer = Object.assign(dayjsLocalizer(dayjs), {
  firstVisibleDay: (date: Date) => visibleRange('month', date).start,
  lastVisibleDay: (date: Date) => visibleRange('month', date).end,
  visibleDays: monthDays,
});

/** A date in a pattern of dayjs, in the culture's names. */
export const formatDate = (date: Date, pattern: string, culture?: CalendarCulture) =>
  (culture ? dayjs(date).locale(culture) : dayjs(date)).format(pattern);

const hm = (d: Date) => formatDate(d, 'HH:mm');
export const timeRange = ({ start, end }: DateRange) => `${hm(start)} – ${hm(end)}`;

/** 24-hour times everywhere; short weekday names on a phone. */
export function calendarFormats(culture: CalendarCulture, isPhone: boolean, dayPattern: string) {
  const fmt = (date: Date, pattern: string) => formatDate(date, pattern, culture);
  const formats: Formats = {
    dateFormat: 'D',
    // On a phone the week's column heads take two lines: the short weekday, then the day.
    dayFormat: isPhone ? 'dd[\n]D' : 'dddd D',
    weekdayFormat: isPhone ? 'dd' : 'dddd',
    timeGutterFormat: 'HH:mm',
    monthHeaderFormat: 'MMMM YYYY',
    dayHeaderFormat: dayPattern,
    dayRangeHeaderFormat: ({ start, end }) =>
      dayjs(start).isSame(end, 'month')
        ? `${fmt(start, 'D')} – ${fmt(end, 'D MMMM YYYY')}`
        : `${fmt(start, 'D MMM')} – ${fmt(end, 'D MMM YYYY')}`,
    selectRangeFormat: timeRange,
    eventTimeRangeFormat: timeRange,
    eventTimeRangeStartFormat: ({ start }) => `${hm(start)} – `,
    eventTimeRangeEndFormat: ({ end }) => ` – ${hm(end)}`,
    agendaHeaderFormat: ({ start, end }) =>
      `${fmt(start, 'D MMM YYYY')} – ${fmt(end, 'D MMM YYYY')}`,
    agendaDateFormat: 'dd D MMM',
    agendaTimeFormat: 'HH:mm',
    agendaTimeRangeFormat: timeRange,
  };
  return formats;
}
