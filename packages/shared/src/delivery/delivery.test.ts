import { describe, expect, it } from 'vitest';
import { STATES_AND_UNION_TERRITORIES } from '../india';
import {
  DEFAULT_DELIVERY_SETTINGS,
  deliveryByText,
  deliveryDate,
  deliveryInstant,
  quoteDelivery,
  type PinPlace,
} from './index';
import { deliverySettingsSchema } from './schemas';

const RANCHI = { district: 'Ranchi', state: 'Jharkhand' };
const place = (pin: string, district: string, ...states: string[]): PinPlace => ({
  pin,
  district,
  states,
});
// A Tuesday evening in India (13:30 UTC is 7 pm IST).
const TUESDAY = new Date('2026-11-24T13:30:00Z');

const quote = (p: PinPlace, extra: Partial<Parameters<typeof quoteDelivery>[0]> = {}) =>
  quoteDelivery({
    place: p,
    settings: DEFAULT_DELIVERY_SETTINGS,
    origin: RANCHI,
    at: TUESDAY,
    ...extra,
  });

describe('delivery dates', () => {
  it('count days from the order date in India, not counting Sundays', () => {
    expect(deliveryDate(TUESDAY, 2)).toBe('2026-11-26');
    // Tuesday + 5 working days: Wed, Thu, Fri, Sat, (Sunday skipped) Mon.
    expect(deliveryDate(TUESDAY, 5)).toBe('2026-11-30');
    // 11:30 pm in India on Saturday is already Saturday there, though still 18:00 UTC.
    expect(deliveryDate(new Date('2026-11-28T18:00:00Z'), 1)).toBe('2026-11-30');
    // Just after midnight in India is the next day.
    expect(deliveryDate(new Date('2026-11-24T18:31:00Z'), 1)).toBe('2026-11-26');
  });

  it('read as the shopper sees them, on the right day whatever the clock', () => {
    expect(deliveryByText('2026-11-30')).toBe('Delivery by Monday, 30 November');
    expect(deliveryInstant('2026-11-30').toISOString()).toBe('2026-11-30T06:30:00.000Z');
  });
});

describe('serviceability', () => {
  it('sorts PINs into zones from the shop’s city outwards', () => {
    expect(quote(place('834001', 'Ranchi', 'Jharkhand')).zone).toBe('local');
    expect(quote(place('826001', 'Dhanbad', 'Jharkhand')).zone).toBe('state');
    expect(quote(place('560038', 'Bangalore', 'Karnataka')).zone).toBe('metro');
    expect(quote(place('781001', 'Kamrup', 'Assam')).zone).toBe('remote');
    expect(quote(place('744101', 'South Andaman', 'Andaman and Nicobar Islands')).zone).toBe(
      'remote',
    );
    expect(quote(place('302001', 'Jaipur', 'Rajasthan')).zone).toBe('rest');
  });

  it('gives each zone its days', () => {
    const local = quote(place('834001', 'Ranchi', 'Jharkhand'));
    expect(local).toMatchObject({ serviceable: true, deliveryBy: '2026-11-26' });
    expect(quote(place('781001', 'Kamrup', 'Assam')).deliveryBy).toBe('2026-12-03');
  });

  it('serves India whole by default, with cash on delivery up to ₹10,000', () => {
    expect(DEFAULT_DELIVERY_SETTINGS.servedStates).toEqual([...STATES_AND_UNION_TERRITORIES]);
    expect(deliverySettingsSchema.parse(DEFAULT_DELIVERY_SETTINGS)).toEqual(
      DEFAULT_DELIVERY_SETTINGS,
    );
    const jaipur = place('302001', 'Jaipur', 'Rajasthan');
    expect(quote(jaipur, { total: 1_000_000 }).cod).toEqual({ available: true, fee: 0 });
    expect(quote(jaipur, { total: 1_000_001 }).cod).toEqual({
      available: false,
      reason: 'Cash on delivery is available only for orders up to ₹10,000.00.',
      fee: 0,
    });
  });

  it('refuses states and PINs the owner does not serve, and says why', () => {
    const settings = {
      ...DEFAULT_DELIVERY_SETTINGS,
      servedStates: ['Jharkhand', 'Karnataka'],
      blockedPins: ['560038'],
    };
    expect(quote(place('302001', 'Jaipur', 'Rajasthan'), { settings })).toMatchObject({
      serviceable: false,
      reason: 'We do not deliver to Rajasthan yet.',
      deliveryBy: null,
      cod: { available: false },
    });
    expect(quote(place('560038', 'Bangalore', 'Karnataka'), { settings }).reason).toBe(
      'We do not deliver to PIN 560038 yet.',
    );
  });

  it('offers no cash on delivery when the owner turned it off', () => {
    const settings = { ...DEFAULT_DELIVERY_SETTINGS, codEnabled: false };
    expect(quote(place('834001', 'Ranchi', 'Jharkhand'), { settings, total: 100 }).cod).toEqual({
      available: false,
      reason: 'Cash on delivery is not offered at the moment.',
      fee: 0,
    });
  });

  it('takes the address’s state for a PIN that straddles two', () => {
    const chandigarh = place('160003', 'Chandigarh', 'Chandigarh', 'Punjab');
    expect(quote(chandigarh, { state: 'Punjab' }).state).toBe('Punjab');
    expect(quote(chandigarh).state).toBe('Chandigarh');
  });
});

describe('delivery settings', () => {
  it('refuse what an owner could not mean, naming it', () => {
    const result = deliverySettingsSchema.safeParse({
      ...DEFAULT_DELIVERY_SETTINGS,
      servedStates: ['Atlantis'],
      days: { ...DEFAULT_DELIVERY_SETTINGS.days, remote: 0 },
      codMaxTotal: 50,
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain('Choose a state or union territory');
    expect(messages).toContain(
      'The days of delivery for north-east and remote areas must be at least 1.',
    );
    expect(messages).toContain('The cash-on-delivery limit must be at least ₹1.');
  });
});
