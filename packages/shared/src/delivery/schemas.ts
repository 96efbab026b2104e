/** The delivery contract: the owner's serviceability settings and the PIN check. */
import { z } from 'zod';
import { pinCodeSchema, stateSchema } from '../india';
import { STATES_AND_UNION_TERRITORIES } from '../india/states';
import { DELIVERY_ZONES, DELIVERY_ZONE_LABELS, type DeliveryZone } from './index';

const days = (zone: DeliveryZone) => {
  const label = `days of delivery for ${DELIVERY_ZONE_LABELS[zone].toLowerCase()}`;
  return z
    .number({ error: `Enter the ${label} as a whole number.` })
    .int(`Enter the ${label} as a whole number.`)
    .min(1, `The ${label} must be at least 1.`)
    .max(30, `The ${label} can be at most 30.`);
};

const rupeesInPaise = (label: string, min: number, max: number) =>
  z
    .number({ error: `Enter the ${label} in paise, as a whole number.` })
    .int(`Enter the ${label} in paise, as a whole number.`)
    .min(min, `The ${label} must be at least ₹${min / 100}.`)
    .max(max, `The ${label} can be at most ₹${(max / 100).toLocaleString('en-IN')}.`);

export const deliverySettingsSchema = z.object({
  servedStates: z
    .array(stateSchema, { error: 'Choose the states the shop delivers to.' })
    .max(STATES_AND_UNION_TERRITORIES.length)
    .min(1, 'Choose at least one state the shop delivers to.'),
  blockedPins: z
    .array(pinCodeSchema, { error: 'List the PIN codes not served, one each.' })
    .max(2000, 'List at most 2000 PIN codes not served.'),
  days: z.object(
    Object.fromEntries(DELIVERY_ZONES.map((zone) => [zone, days(zone)])) as Record<
      DeliveryZone,
      ReturnType<typeof days>
    >,
    { error: 'Give the days of delivery for every zone.' },
  ),
  codEnabled: z.boolean({ error: 'Say whether cash on delivery is offered.' }),
  codMaxTotal: rupeesInPaise('cash-on-delivery limit', 100, 100_000_00),
  codFee: rupeesInPaise('cash-on-delivery fee', 0, 1_000_00),
});

export const pinCheckParamsSchema = z.object({ pin: pinCodeSchema });

export const pinCheckQuerySchema = z.object({
  /** The order total in paise, for the cash-on-delivery limit. */
  total: z.coerce
    .number({ error: 'The total must be a number of paise.' })
    .int('The total must be a whole number of paise.')
    .min(0, 'The total cannot be negative.')
    .max(100_000_000_00, 'The total is too large.')
    .optional(),
});

export const deliveryQuoteSchema = z.object({
  pin: z.string(),
  /** The PIN's district, as India Post names it: the city field's fill. */
  district: z.string(),
  state: z.string(),
  states: z.array(z.string()),
  zone: z.enum(DELIVERY_ZONES),
  serviceable: z.boolean(),
  reason: z.string().optional(),
  /** YYYY-MM-DD in India, or null when not serviceable. */
  deliveryBy: z.iso.date().nullable(),
  cod: z.object({
    available: z.boolean(),
    reason: z.string().optional(),
    fee: z.number().int().nonnegative(),
  }),
});
