/** Date and money formats shared by every screen (spec: dd/mm/yyyy, whole baht + ' บาท'). */
const dateFormat = new Intl.DateTimeFormat('th-TH', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('th-TH', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

export const formatDate = (value: string | Date) => dateFormat.format(new Date(value));
export const formatDateTime = (value: string | Date) =>
  `${formatDate(value)} ${timeFormat.format(new Date(value))}`;

const bahtFormat = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 0 });

/** Whole baht with thousands separators and the suffix ' บาท' (spec part 1 §9): 1,234 บาท. */
export const formatBaht = (value: number) => `${bahtFormat.format(value)} บาท`;

const sizeFormat = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 1 });

/** A file size in B, KB or MB (1 KB = 1,024 bytes). */
export const formatFileSize = (bytes: number) => {
  if (bytes < 1024) return `${sizeFormat.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
};
