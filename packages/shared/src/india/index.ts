import { z } from 'zod';

import { PIN_CODE_PATTERN, STATES_AND_UNION_TERRITORIES } from './states';

export {
  INDIAN_STATES,
  PIN_CODE_PATTERN,
  STATES_AND_UNION_TERRITORIES,
  UNION_TERRITORIES,
} from './states';

export const stateSchema = z.enum(STATES_AND_UNION_TERRITORIES as [string, ...string[]], {
  error: 'Choose a state or union territory',
});

export const pinCodeSchema = z
  .string()
  .trim()
  .regex(PIN_CODE_PATTERN, 'Enter a valid 6-digit PIN code (it cannot start with 0)');

/** Indian mobile: optional +91 or 0, then 10 digits starting 6–9. Spaces and dashes are ignored. */
export const MOBILE_PATTERN = /^(?:\+91|0)?[6-9][0-9]{9}$/;

/**
 * Fixed lines whose 10 digits (area code and number, without the 0) begin with 6–9 as a mobile's
 * do, in the ranges the national numbering plan gives to fixed lines and no mobile series shares:
 * the area codes 061x (but the mobile series 61279), 064x–068x (Bihar, Jharkhand, Odisha,
 * Assam…: Ranchi is 0651), 071x (but the mobile series 719: Nagpur is 0712), and Ahmedabad's and
 * Bengaluru's exchanges (079 2–6, but the mobile series 79313; 080 2–4). "080 2345 6789" is a
 * Bengaluru landline, not the mobile 80234 56789.
 */
const LANDLINE_PATTERN = /^(?:61(?!279)|6[4-8]|71[0-8]|79(?:[24-6]|3(?!13))|80[2-4])/;

export const MOBILE_TEXTS = {
  invalid: 'Enter a valid 10-digit Indian mobile number',
  landline: 'That is a landline number: enter a 10-digit mobile number',
} as const;

/**
 * An Indian mobile number, kept as its 10 digits: "+91 98765 43210", "098765-43210" and
 * "9876543210" are one number. A landline is refused where a mobile is asked for, saying so.
 */
export const mobileSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(MOBILE_PATTERN, MOBILE_TEXTS.invalid)
      .refine((value) => !LANDLINE_PATTERN.test(value.slice(-10)), MOBILE_TEXTS.landline)
      .transform((value) => value.slice(-10)),
  );
