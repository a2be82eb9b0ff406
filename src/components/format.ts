/**
 * Date and money formats shared by every screen (spec: dd/mm/yyyy, whole baht + ' บาท').
 * Dates and times are those of the warehouse, Asia/Bangkok, whatever the browser's time
 * zone, in Western digits (contract/dates). Years are shown in the app's era (`displayEra`):
 * Buddhist era in Thai unless the user's profile asks for Christian-era years, Christian era
 * in English. Every date a screen shows goes through these helpers.
 */
import * as dates from '../../contract/dates';
import { formatBaht } from '../../contract/money';
import { i18nProvider } from '../providers/i18nProvider';
import { getSession } from '../providers/session';

/** The era the app shows years in now: the user's choice in Thai, Christian era in English. */
export const displayEra = (): dates.YearEra =>
  dates.eraFor(i18nProvider.getLocale(), getSession()?.yearEra);

/** An instant (a timestamp) as its date in the warehouse, dd/mm/yyyy in the app's era. */
export const formatDate = (value: string | Date) => dates.formatDate(value, displayEra());

/** An instant as its date and time in the warehouse, dd/mm/yyyy HH:mm in the app's era. */
export const formatDateTime = (value: string | Date) => dates.formatDateTime(value, displayEra());

/** A calendar date yyyy-mm-dd as dd/mm/yyyy in the app's era (an empty date stays empty). */
export const shownDate = (date: string) => dates.shownDate(date, displayEra());

const longDates = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date yyyy-mm-dd in words in the app's language and era: '1 พฤศจิกายน 2569'
 * (Intl's Buddhist calendar), '1 พฤศจิกายน 2026', '1 November 2026'.
 */
export function formatLongDate(date: string) {
  const locale = i18nProvider.getLocale() === 'en' ? 'en-GB' : 'th-TH';
  const tag = `${locale}-u-ca-${displayEra() === 'be' ? 'buddhist' : 'gregory'}-nu-latn`;
  let format = longDates.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    longDates.set(tag, format);
  }
  return format.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/** A Christian-era year as shown in the app's era. */
export const shownYear = (year: number) => dates.shownYear(year, displayEra());

/**
 * Money: whole baht, rounded, with thousands separators and ' บาท' (spec part 2 §1): 1,234 บาท.
 * The one money format of the app, the server's too (contract/money.ts).
 */
export { formatBaht };

const countFormat = new Intl.NumberFormat('th-TH');

/** A count with thousands separators: 1,234. */
export const formatCount = (n: number) => countFormat.format(n);

const sizeFormat = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 1 });

/** A file size in B, KB or MB (1 KB = 1,024 bytes). */
export const formatFileSize = (bytes: number) => {
  if (bytes < 1024) return `${sizeFormat.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
};
