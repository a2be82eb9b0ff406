/**
 * Dates and times of the warehouse, shared by the app, the server, the PDFs and the e-mails
 * (DESIGN.md "Money and time"). Every date and time is the warehouse's, Asia/Bangkok, whatever
 * the time zone of the machine; dates are shown dd/mm/yyyy with Western digits, times HH:mm on
 * a 24-hour clock. Years are shown in one era (`YearEra`): Buddhist era (CE + 543) in the Thai
 * interface unless the user's profile asks for Christian-era years; English always shows
 * Christian-era years. Calendar dates travel as yyyy-mm-dd, always Christian era.
 */

/** How years are shown: 'be' Buddhist era (พ.ศ., CE + 543), 'ce' Christian era (ค.ศ.). */
export const YEAR_ERAS = ['be', 'ce'] as const;
export type YearEra = (typeof YEAR_ERAS)[number];

/** The Thai interface's era when the user chose none. */
export const DEFAULT_YEAR_ERA: YearEra = 'be';

/** Years between the Christian and the Buddhist era. */
export const BUDDHIST_ERA_OFFSET = 543;

/** The era a screen shows: the user's choice in Thai; English always Christian era. */
export const eraFor = (locale: string, chosen: YearEra = DEFAULT_YEAR_ERA): YearEra =>
  locale === 'en' ? 'ce' : chosen;

/** A Christian-era year as shown in an era: 2026 is 2569 in the Buddhist era. */
export const shownYear = (year: number, era: YearEra = DEFAULT_YEAR_ERA) =>
  era === 'be' ? year + BUDDHIST_ERA_OFFSET : year;

/** A yyyy year text in an era. */
const eraYear = (year: string, era: YearEra) => String(shownYear(Number(year), era));

/** The warehouse's time zone. */
export const WAREHOUSE_TIME_ZONE = 'Asia/Bangkok';

const partsFormat = new Intl.DateTimeFormat('en-GB-u-ca-gregory-nu-latn', {
  timeZone: WAREHOUSE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type Part = 'day' | 'month' | 'year' | 'hour' | 'minute';

/** Day, month, year, hour and minute of an instant in the warehouse, each zero-padded. */
function warehouseParts(value: string | number | Date): Record<Part, string> {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of partsFormat.formatToParts(new Date(value))) parts[p.type] = p.value;
  return parts as Record<Part, string>;
}

/** Today's date in the warehouse, yyyy-mm-dd: 2026-01-14T17:30:00Z is 2026-01-15. */
export const warehouseToday = (now: Date = new Date()) => {
  const { day, month, year } = warehouseParts(now);
  return `${year}-${month}-${day}`;
};

/** The time of day of an instant in the warehouse, HH:mm (24-hour). */
export const warehouseClock = (now: Date = new Date()) => {
  const { hour, minute } = warehouseParts(now);
  return `${hour}:${minute}`;
};

/** An instant (a timestamp) as its date in the warehouse, dd/mm/yyyy in the era. */
export const formatDate = (value: string | Date, era: YearEra = DEFAULT_YEAR_ERA) => {
  const { day, month, year } = warehouseParts(value);
  return `${day}/${month}/${eraYear(year, era)}`;
};

/** An instant as its date and time in the warehouse, dd/mm/yyyy HH:mm in the era. */
export const formatDateTime = (value: string | Date, era: YearEra = DEFAULT_YEAR_ERA) => {
  const { day, month, year, hour, minute } = warehouseParts(value);
  return `${day}/${month}/${eraYear(year, era)} ${hour}:${minute}`;
};

/** A calendar date yyyy-mm-dd as shown, dd/mm/yyyy in the era (an empty date stays empty). */
export const shownDate = (date: string, era: YearEra = DEFAULT_YEAR_ERA) => {
  const [year, month, day] = date.split('-');
  return year && month && day ? `${day}/${month}/${eraYear(year, era)}` : date;
};

/** A calendar date and a time of day (yyyy-mm-dd, HH:mm) as dd/mm/yyyy HH:mm; either may be empty. */
export const shownDateTime = (date: string, time: string, era: YearEra = DEFAULT_YEAR_ERA) =>
  `${shownDate(date, era)} ${time}`.trim();

/** A time of day from minutes after midnight, HH:mm. */
export const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A calendar date yyyy-mm-dd that exists. */
export function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
}

/** yyyy-mm-dd plus `days` (may be negative). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The same day `months` months away, or that month's last day when it has fewer days. */
export function addMonths(date: string, months: number): string {
  const [y, mo, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, mo - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return first.toISOString().slice(0, 10);
}

/** The first and last dates of the calendar month `months` away from a date's month. */
export function monthRange(date: string, months = 0): { start: string; end: string } {
  const start = addMonths(`${date.slice(0, 8)}01`, months);
  return { start, end: addDays(addMonths(start, 1), -1) };
}

/** The weekday of a calendar date: 0 Sunday … 6 Saturday. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
