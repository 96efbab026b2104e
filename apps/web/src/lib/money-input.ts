import { rupeesToPaise, type Paise } from '@terracraft/shared/money';

/** Rupees as typed: digits, Indian or Western grouping commas, at most two decimals. */
const RUPEES = /^\d{1,3}(?:,?\d{2,3})*(?:\.\d{0,2})?$|^\.\d{1,2}$/;

/**
 * Typed rupees → paise: '1,249.50' → 124950, '' → null, and NaN for anything that is not an
 * amount of rupees (a third decimal, a minus sign, letters), for the form's schema to refuse.
 */
export function parseRupees(text: string): Paise | null {
  const trimmed = text.trim().replace(/^₹\s*/, '');
  if (trimmed === '') return null;
  if (!RUPEES.test(trimmed)) return Number.NaN;
  return rupeesToPaise(Number(trimmed.replace(/,/g, '')));
}

/** Paise → the rupees a money box shows: 124950 → '1249.50', 500 → '5.00'; '' for none. */
export function formatRupeesInput(paise: Paise | null | undefined): string {
  if (paise === null || paise === undefined || Number.isNaN(paise)) return '';
  return (paise / 100).toFixed(2);
}
