import dayjs from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import 'dayjs/locale/th';
import {
  dayjsLocalizer,
  type DateLocalizer,
  type DateRange,
  type FormatInput,
  type Formats,
} from 'react-big-calendar';
import type { YearEra } from '../../../contract/dates';
import { visibleRange } from './calendarDates';

dayjs.extend(buddhistEra);

/**
 * How the booking calendar writes its dates and times: month and weekday names of the app's
 * language (Thai, or English when switched; dayjs's locales), years in the app's era
 * (contract/dates.ts: Buddhist era in Thai unless the profile asks for Christian era), 24-hour
 * times (spec part 2 §9).
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

/** A dayjs pattern with its years in the era: YYYY is BBBB (CE + 543) in the Buddhist era. */
export const eraPattern = (pattern: string, era: YearEra) =>
  era === 'be' ? pattern.replace(/YYYY/g, 'BBBB') : pattern;

/**
 * react-big-calendar on dayjs, writing years in the era: every pattern it is given (the
 * formats, the year view's) goes through `eraPattern`. Its month grid is drawn from the
 * portal's own weeks: the localizer's would start a leap year's months on a Monday.
 */
function localizerIn(era: YearEra): DateLocalizer {
  const base = dayjsLocalizer(dayjs);
  const format = base.format.bind(base);
  return Object.assign(base, {
    // A format may also be a function (the range headings), which writes its own years.
    format: (value: FormatInput, pattern: string, culture?: string) =>
      format(value, typeof pattern === 'string' ? eraPattern(pattern, era) : pattern, culture),
    firstVisibleDay: (date: Date) => visibleRange('month', date).start,
    lastVisibleDay: (date: Date) => visibleRange('month', date).end,
    visibleDays: monthDays,
  });
}

/** The calendar's localizer of each era. */
export const localizers: Record<YearEra, DateLocalizer> = {
  be: localizerIn('be'),
  ce: localizerIn('ce'),
};

/** A date in a pattern of dayjs, in the culture's names and the era's years. */
export const formatDate = (
  date: Date,
  pattern: string,
  culture?: CalendarCulture,
  era: YearEra = 'ce',
) => (culture ? dayjs(date).locale(culture) : dayjs(date)).format(eraPattern(pattern, era));

const hm = (d: Date) => formatDate(d, 'HH:mm');
export const timeRange = ({ start, end }: DateRange) => `${hm(start)} – ${hm(end)}`;

/** 24-hour times everywhere; short weekday names on a phone; years in the era. */
export function calendarFormats(
  culture: CalendarCulture,
  era: YearEra,
  isPhone: boolean,
  dayPattern: string,
) {
  const fmt = (date: Date, pattern: string) => formatDate(date, pattern, culture, era);
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
