/**
 * Money is integer paise everywhere: storage, API and arithmetic. Rupees exist only on screen.
 * This module has no dependencies: the browser loads it on every page.
 */
export type Paise = number;

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** 12499900 → "₹1,24,999.00" */
export function formatInr(paise: Paise): string {
  return inr.format(paise / 100);
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
