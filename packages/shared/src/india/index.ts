import { z } from 'zod';

export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export const UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

/** The 28 states and 8 union territories, in the order a shopper scans them: alphabetical. */
export const STATES_AND_UNION_TERRITORIES = [...INDIAN_STATES, ...UNION_TERRITORIES].sort();

export const stateSchema = z.enum(STATES_AND_UNION_TERRITORIES as [string, ...string[]], {
  error: 'Choose a state or union territory',
});

export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;
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
