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
export const mobileSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(MOBILE_PATTERN, 'Enter a valid 10-digit Indian mobile number'));
