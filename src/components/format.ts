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
