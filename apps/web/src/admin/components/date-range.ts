/** India keeps one clock all year: midnight there is 18:30 UTC the day before. */
const INDIA_OFFSET = '+05:30';
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day after a calendar day ('2026-02-28' → '2026-03-01'). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Calendar days in India, both included, as the instants a list's `from` (included) and `to`
 * (excluded) take: '2026-01-01'..'2026-01-31' → 2026-01-01T00:00:00+05:30 and
 * 2026-02-01T00:00:00+05:30. An empty or malformed day leaves that end open.
 */
export function indiaDayRange(from: string, to: string): { from?: string; to?: string } {
  return {
    from: CALENDAR_DAY.test(from) ? `${from}T00:00:00${INDIA_OFFSET}` : undefined,
    to: CALENDAR_DAY.test(to) ? `${nextDay(to)}T00:00:00${INDIA_OFFSET}` : undefined,
  };
}
