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
