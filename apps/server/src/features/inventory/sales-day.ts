const IST_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The `product_sales.day` a sale at `at` counts towards: the shop's calendar day in India
 * (YYYY-MM-DD), whatever the server's time zone.
 */
export function salesDay(at: Date = new Date()): string {
  return IST_DATE.format(at);
}
