/**
 * Where the shop delivers, how soon, and whether cash on delivery is offered (docs/decisions/0028).
 * One policy, pure: the server answers the PIN check, the checkout quote, placement, the
 * order-complete page and the mails from it; the web app only asks the server. This module loads
 * no zod (the browser reads its types and labels); the schemas are in `./schemas`.
 */
import { formatCalendarWeekday } from '../dates';
import { STATES_AND_UNION_TERRITORIES } from '../india/states';
import { formatInr, type Paise } from '../money';
import { ESTIMATED_DELIVERY_DAYS } from '../policy';

/** How far a PIN is from the shop, by how parcels travel in India. */
export const DELIVERY_ZONES = ['local', 'state', 'metro', 'rest', 'remote'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export const DELIVERY_ZONE_LABELS: Record<DeliveryZone, string> = {
  local: 'The shop’s own city',
  state: 'The shop’s state',
  metro: 'Metro cities',
  rest: 'Rest of India',
  remote: 'North-east and remote areas',
};

/**
 * The metros, by their PIN's first three digits: Delhi, Mumbai, Kolkata, Chennai, Bengaluru,
 * Hyderabad, Pune and Ahmedabad, where every courier has its hubs.
 */
export const METRO_PIN_PREFIXES: Readonly<Record<string, string>> = {
  '110': 'Delhi',
  '400': 'Mumbai',
  '700': 'Kolkata',
  '600': 'Chennai',
  '560': 'Bengaluru',
  '500': 'Hyderabad',
  '411': 'Pune',
  '380': 'Ahmedabad',
};

/** The north-east and the islands and mountains couriers reach slowly. */
export const REMOTE_STATES: readonly string[] = [
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
  'Ladakh',
  'Jammu and Kashmir',
];

/** What the owner sets in the console (settings key `delivery`). */
export interface DeliverySettings {
  /** The states and union territories the shop delivers to. */
  servedStates: string[];
  /** PINs inside a served state that the shop's couriers do not reach. */
  blockedPins: string[];
  /** Days from the order date to delivery, Sundays not counted, by zone. */
  days: Record<DeliveryZone, number>;
  codEnabled: boolean;
  /** Cash on delivery only for an order total up to this, in paise. */
  codMaxTotal: Paise;
  /** Added to an order paid in cash on delivery, in paise; 0 for none. */
  codFee: Paise;
}

/** The whole of India served, cash on delivery up to ₹10,000 without a fee. */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  servedStates: [...STATES_AND_UNION_TERRITORIES],
  blockedPins: [],
  days: { local: 2, state: 3, metro: 4, rest: ESTIMATED_DELIVERY_DAYS, remote: 8 },
  codEnabled: true,
  codMaxTotal: 1_000_000,
  codFee: 0,
};

/** A PIN as India Post's directory knows it. Some PINs straddle two states (Chandigarh's). */
export interface PinPlace {
  pin: string;
  district: string;
  states: string[];
}

/** Where the shop ships from: the seller's address, its district looked up by its PIN. */
export interface ShopOrigin {
  district: string;
  state: string;
}

export interface DeliveryQuote {
  pin: string;
  district: string;
  /** The address's state, when the PIN is in it; else the PIN's (first) state. */
  state: string;
  /** Every state the PIN is in: one, or two for the few that straddle a border. */
  states: string[];
  zone: DeliveryZone;
  serviceable: boolean;
  /** Why not, when not serviceable. */
  reason?: string;
  /** The estimated delivery date (YYYY-MM-DD, India's calendar); null when not serviceable. */
  deliveryBy: string | null;
  cod: { available: boolean; reason?: string; fee: Paise };
}

/** The zone of a PIN in `state`, seen from the shop. */
export function zoneOf(
  place: { pin: string; district: string },
  state: string,
  origin: ShopOrigin,
): DeliveryZone {
  if (state === origin.state && sameName(place.district, origin.district)) return 'local';
  if (state === origin.state) return 'state';
  if (METRO_PIN_PREFIXES[place.pin.slice(0, 3)]) return 'metro';
  if (REMOTE_STATES.includes(state)) return 'remote';
  return 'rest';
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const DAY = 86_400_000;
const IST_OFFSET = 5.5 * 3_600_000;

/** The calendar date (YYYY-MM-DD) of an instant in India. */
export function indianDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET).toISOString().slice(0, 10);
}

/**
 * The date `days` delivery days after the order date in India; couriers do not deliver on
 * Sundays, so Sundays are not counted and no delivery falls on one.
 */
export function deliveryDate(orderedAt: Date, days: number): string {
  let date = new Date(`${indianDate(orderedAt)}T00:00:00Z`);
  let left = days;
  while (left > 0 || date.getUTCDay() === 0) {
    date = new Date(date.getTime() + DAY);
    if (date.getUTCDay() !== 0) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/** The instant an order's estimated delivery date is stored as: noon in India on that date. */
export const deliveryInstant = (date: string) => new Date(`${date}T12:00:00+05:30`);

/**
 * Whether and when the shop delivers to `place`, and whether cash on delivery is offered for an
 * order of `total` (paise; without it, only whether cash on delivery is offered at all).
 */
export function quoteDelivery({
  place,
  state,
  settings,
  origin,
  total,
  at,
}: {
  place: PinPlace;
  /** The state the address names; the directory's first state when none. */
  state?: string;
  settings: DeliverySettings;
  origin: ShopOrigin;
  total?: Paise;
  at: Date;
}): DeliveryQuote {
  const inState = state && place.states.includes(state) ? state : place.states[0]!;
  const zone = zoneOf(place, inState, origin);
  const base = {
    pin: place.pin,
    district: place.district,
    state: inState,
    states: place.states,
    zone,
  };
  const served = settings.servedStates.includes(inState);
  const blocked = settings.blockedPins.includes(place.pin);
  if (!served || blocked) {
    const reason = served
      ? `We do not deliver to PIN ${place.pin} yet.`
      : `We do not deliver to ${inState} yet.`;
    return {
      ...base,
      serviceable: false,
      reason,
      deliveryBy: null,
      cod: { available: false, reason, fee: settings.codFee },
    };
  }
  return {
    ...base,
    serviceable: true,
    deliveryBy: deliveryDate(at, settings.days[zone]),
    cod: codFor(settings, total),
  };
}

/** Cash on delivery for an order of `total` to a served PIN. */
export function codFor(settings: DeliverySettings, total?: Paise): DeliveryQuote['cod'] {
  const fee = settings.codFee;
  if (!settings.codEnabled) {
    return { available: false, reason: 'Cash on delivery is not offered at the moment.', fee };
  }
  if (total !== undefined && total > settings.codMaxTotal) {
    return {
      available: false,
      reason: `Cash on delivery is available only for orders up to ${formatInr(settings.codMaxTotal)}.`,
      fee,
    };
  }
  return { available: true, fee };
}

/** "Delivery by Monday, 30 November" for a YYYY-MM-DD date. */
export function deliveryByText(date: string): string {
  return `Delivery by ${formatCalendarWeekday(date)}`;
}

/** The codes of delivery refusals. */
export const DELIVERY_ERROR_CODES = {
  /** The PIN is not in India Post's directory: 404 on the check, 422 at checkout. */
  unknownPin: 'UNKNOWN_PIN',
  /** The PIN is not in the state the address names. */
  pinStateMismatch: 'PIN_STATE_MISMATCH',
  /** The shop does not deliver there. */
  notServiceable: 'NOT_SERVICEABLE',
  /** Cash on delivery is not offered for this order. */
  codUnavailable: 'COD_UNAVAILABLE',
} as const;
