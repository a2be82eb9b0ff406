/**
 * Date and money formats shared by every screen (spec: dd/mm/yyyy, whole baht + ' บาท').
 * Dates and times are those of the warehouse, Asia/Bangkok, whatever the browser's time
 * zone; Gregorian years and Western digits, as the spec shows them.
 */
const TIME_ZONE = 'Asia/Bangkok';

const dateTimeFormat = new Intl.DateTimeFormat('th-TH-u-ca-gregory-nu-latn', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Day, month, year, hour and minute of an instant in Bangkok, each as shown (zero-padded). */
function bangkokParts(value: string | Date) {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of dateTimeFormat.formatToParts(new Date(value))) parts[p.type] = p.value;
  return parts as Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;
}

/** dd/mm/yyyy in Bangkok: 2026-01-14T17:30:00Z is 15/01/2026. */
export const formatDate = (value: string | Date) => {
  const { day, month, year } = bangkokParts(value);
  return `${day}/${month}/${year}`;
};

/** dd/mm/yyyy HH:mm (24-hour) in Bangkok: 2026-01-14T17:30:00Z is 15/01/2026 00:30. */
export const formatDateTime = (value: string | Date) => {
  const { day, month, year, hour, minute } = bangkokParts(value);
  return `${day}/${month}/${year} ${hour}:${minute}`;
};

const bahtFormat = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 0 });

/** Whole baht with thousands separators and the suffix ' บาท' (spec part 1 §9): 1,234 บาท. */
export const formatBaht = (value: number) => `${bahtFormat.format(value)} บาท`;

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
