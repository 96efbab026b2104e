/**
 * Dates as the shop writes them: Indian English, on India's clock (the shop and its shoppers are
 * in India), whatever the time zone of the browser or the server. This module has no
 * dependencies: the browser and the server both load it.
 */

/** An instant: a Date, an ISO string as the API sends it, or epoch milliseconds. */
export type Instant = Date | string | number;

/**
 * India's clock: UTC+5:30 all year (India keeps no summer time). The dates are written out here
 * rather than asked of Intl, in exactly the words `Intl.DateTimeFormat('en-IN', { timeZone:
 * 'Asia/Kolkata' })` uses (the tests hold the two together), because a page's first use of Intl
 * loads the locale data: some 40 ms of a fast computer's main thread, four times that on a phone
 * (decision 46).
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Indian English shortens September to four letters, the other months to three. */
const shortMonth = (month: number) => (month === 8 ? 'Sept' : MONTHS[month]!.slice(0, 3));

/** The day an instant falls on (in India), or a calendar date (read in UTC, where it is written). */
interface Day {
  year: number;
  month: number;
  date: number;
  weekday: number;
  hours: number;
  minutes: number;
}

function dayOf(utc: Date): Day {
  if (Number.isNaN(utc.getTime())) throw new RangeError('Invalid time value');
  return {
    year: utc.getUTCFullYear(),
    month: utc.getUTCMonth(),
    date: utc.getUTCDate(),
    weekday: utc.getUTCDay(),
    hours: utc.getUTCHours(),
    minutes: utc.getUTCMinutes(),
  };
}

/** Where the instant falls on India's clock. */
function inIndia(at: Instant): Day {
  const time = (at instanceof Date ? at : new Date(at)).getTime();
  return dayOf(new Date(time + INDIA_OFFSET_MS));
}

/** A calendar date is not an instant: read in UTC, no time zone can move it to the day before. */
const calendarDay = (isoDate: string) => dayOf(new Date(`${isoDate}T00:00:00Z`));

const long = ({ date, month, year }: Day) => `${date} ${MONTHS[month]} ${year}`;

/** "21 November 2026": when an order was placed, when it should arrive. */
export function formatLongDate(at: Instant): string {
  return long(inIndia(at));
}

/** "Saturday, 21 November 2026": the same, with the weekday, as mails write it. */
export function formatFullDate(at: Instant): string {
  const day = inIndia(at);
  return `${WEEKDAYS[day.weekday]}, ${long(day)}`;
}

/** "21 Nov 2026": where space is short, as beside a review. */
export function formatShortDate(at: Instant): string {
  const { date, month, year } = inIndia(at);
  return `${date} ${shortMonth(month)} ${year}`;
}

/** "4:35 pm" */
export function formatTime(at: Instant): string {
  const { hours, minutes } = inIndia(at);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** "28 Nov 2026, 12:57 pm": an instant people read, in a list, a log, a mail or a quote. */
export function formatDateTime(at: Instant): string {
  return `${formatShortDate(at)}, ${formatTime(at)}`;
}

/** '2024-03-12' (a calendar date, such as a blog post's) → "12 March 2024". */
export function formatCalendarDate(isoDate: string): string {
  return long(calendarDay(isoDate));
}

/** '2026-11-30' → "Monday, 30 November": a calendar date with its weekday, as a promised day. */
export function formatCalendarWeekday(isoDate: string): string {
  const day = calendarDay(isoDate);
  return `${WEEKDAYS[day.weekday]}, ${day.date} ${MONTHS[day.month]}`;
}
