/**
 * Date and money formats shared by every screen (spec: dd/mm/yyyy, whole baht + ' บาท').
 * Dates and times are those of the warehouse, Asia/Bangkok, whatever the browser's time
 * zone; Gregorian years and Western digits, as the spec shows them (contract/dates).
 */
export { formatDate, formatDateTime } from '../../contract/dates';

const bahtFormat = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 0 });

/** Whole baht with thousands separators and the suffix ' บาท' (spec part 1 §9): 1,234 บาท. */
export const formatBaht = (value: number) => `${bahtFormat.format(value)} บาท`;

const countFormat = new Intl.NumberFormat('th-TH');

/** A count with thousands separators: 1,234. */
export const formatCount = (n: number) => countFormat.format(n);

const moneyFormat = new Intl.NumberFormat('th-TH', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A summary figure (a total, a discount) to 2 decimals with ' บาท' (DESIGN.md "Money"). */
export const formatMoney = (value: number) => `${moneyFormat.format(value)} บาท`;

const sizeFormat = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 1 });

/** A file size in B, KB or MB (1 KB = 1,024 bytes). */
export const formatFileSize = (bytes: number) => {
  if (bytes < 1024) return `${sizeFormat.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
};
