/**
 * Money is integer paise everywhere: storage, API and arithmetic. Rupees exist only on screen.
 * This module has no dependencies: the browser loads it on every page.
 */
export type Paise = number;

/**
 * 12499900 → "₹1,24,999.00": Indian grouping (the last three digits, then pairs), two decimals,
 * exactly as `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })` writes it (the
 * tests hold the two together). Written out rather than asked of Intl because a page's first use of
 * Intl loads the locale data, some 40 ms of a fast computer's main thread and four times that on a
 * phone, before the page can respond (decision 46).
 */
export function formatInr(paise: Paise): string {
  const whole = Math.round(Math.abs(paise));
  const rupees = String(Math.floor(whole / 100));
  const grouped =
    rupees.length <= 3
      ? rupees
      : `${rupees.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${rupees.slice(-3)}`;
  return `${paise < 0 ? '-' : ''}₹${grouped}.${String(whole % 100).padStart(2, '0')}`;
}

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

/** The "N% OFF" badge: 0 when either price is missing or the price is not below the MRP. */
export function discountPercent(
  mrp: Paise | null | undefined,
  price: Paise | null | undefined,
): number {
  if (!mrp || !price || price >= mrp) return 0;
  return Math.round(((mrp - price) / mrp) * 100);
}
