/**
 * GST facts the invoices need: the rates a product may carry, the states' GST codes, the GSTIN's
 * format and check character, HSN codes. No dependencies: the console's forms load it too.
 */

/** The GST rates of the schedule a product may carry, in per cent. */
export const GST_RATES = [0, 3, 5, 12, 18, 28, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

/** An HSN code as a tax invoice prints it: 4, 6 or 8 digits (4 at least for a business this size). */
export const HSN_PATTERN = /^(?:\d{4}|\d{6}|\d{8})$/;

/** The GST state codes (the first two digits of a GSTIN), by the names of shared/india. */
export const GST_STATE_CODES: Record<string, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** "Jharkhand" → "20"; null for a name the list does not know. */
export const gstStateCode = (state: string): string | null => GST_STATE_CODES[state] ?? null;

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A GSTIN's 15th character, from its first 14: each character's base-36 value, times 1 and 2 in
 * turn, split into quotient and remainder by 36 and summed; the check is what brings the sum to a
 * multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/** State code, PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Why a GSTIN is not one, or null when it is (format, state code and check character). */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_PATTERN.test(gstin)) {
    return 'Enter a 15-character GSTIN, such as 20AAACT1234A1Z5: state code, PAN, entity number, Z and a check character.';
  }
  if (!Object.values(GST_STATE_CODES).includes(gstin.slice(0, 2))) {
    return `The GSTIN starts with ${gstin.slice(0, 2)}, which is no state's GST code.`;
  }
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) {
    return 'That GSTIN’s last character does not match the rest: check it for a typing mistake.';
  }
  return null;
}

/** The class of a product with none of its own (a line whose product has left the catalogue): basketwork. */
export const DEFAULT_TAX_CLASS = { hsnCode: '4602', gstRate: 5 } as const;
