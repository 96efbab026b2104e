/**
 * Dates as the shop writes them: Indian English, on India's clock (the shop and its shoppers are
 * in India), whatever the time zone of the browser or the server. This module has no
 * dependencies: the browser and the server both load it.
 */

/** An instant: a Date, an ISO string as the API sends it, or epoch milliseconds. */
export type Instant = Date | string | number;

const SHOP_LOCALE = 'en-IN';
const SHOP_TIME_ZONE = 'Asia/Kolkata';

const longDate = new Intl.DateTimeFormat(SHOP_LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});
const fullDate = new Intl.DateTimeFormat(SHOP_LOCALE, {
  dateStyle: 'full',
  timeZone: SHOP_TIME_ZONE,
});
const shortDate = new Intl.DateTimeFormat(SHOP_LOCALE, {
  dateStyle: 'medium',
  timeZone: SHOP_TIME_ZONE,
});
const time = new Intl.DateTimeFormat(SHOP_LOCALE, {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});
// A calendar date is not an instant: it is formatted in UTC, where it is read, so that no time
// zone can move it to the day before.
const calendarDate = new Intl.DateTimeFormat(SHOP_LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const toDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

/** "21 November 2026": when an order was placed, when it should arrive. */
export function formatLongDate(at: Instant): string {
  return longDate.format(toDate(at));
}

/** "Saturday, 21 November 2026": the same, with the weekday, as mails write it. */
export function formatFullDate(at: Instant): string {
  return fullDate.format(toDate(at));
}

/** "21 Nov 2026": where space is short, as beside a review. */
export function formatShortDate(at: Instant): string {
  return shortDate.format(toDate(at));
}

/** "4:35 pm" */
export function formatTime(at: Instant): string {
  return time.format(toDate(at));
}

/** "28 Nov 2026, 12:57 pm": an instant people read, in a list, a log, a mail or a quote. */
export function formatDateTime(at: Instant): string {
  return `${formatShortDate(at)}, ${formatTime(at)}`;
}

/** '2024-03-12' (a calendar date, such as a blog post's) → "12 March 2024". */
export function formatCalendarDate(isoDate: string): string {
  return calendarDate.format(new Date(`${isoDate}T00:00:00Z`));
}
