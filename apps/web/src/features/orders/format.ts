const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** "21 November 2026", in India's time zone: the shop's shoppers are in India. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
/** "4:35 pm" */
export const formatTime = (iso: string) => timeFormat.format(new Date(iso));
