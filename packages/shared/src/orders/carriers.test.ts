import { describe, expect, it } from 'vitest';
import { CARRIERS, carrierTrackingUrl, findCarrier, normaliseTrackingNumber } from './carriers';

describe('carriers', () => {
  it('knows the carriers Indian shops use most, each with an https tracking page', () => {
    const names = CARRIERS.map((carrier) => carrier.name);
    for (const name of ['India Post', 'Delhivery', 'Blue Dart', 'DTDC', 'Ekart', 'Xpressbees']) {
      expect(names).toContain(name);
    }
    for (const carrier of CARRIERS) {
      expect(carrier.trackingUrl).toMatch(/^https:\/\/[^{}]+\{number\}/);
    }
  });

  it('finds a carrier however its name is typed', () => {
    expect(findCarrier('blue dart')?.name).toBe('Blue Dart');
    expect(findCarrier(' BLUEDART ')?.name).toBe('Blue Dart');
    expect(findCarrier('india-post')?.name).toBe('India Post');
    expect(findCarrier('Village Courier')).toBeUndefined();
    expect(findCarrier('  ')).toBeUndefined();
  });

  it('builds the parcel’s tracking page from the number, encoded', () => {
    expect(carrierTrackingUrl('Delhivery', 'DLV5566778899')).toBe(
      'https://www.delhivery.com/track/package/DLV5566778899',
    );
    expect(carrierTrackingUrl('Ekart', ' FMPC 12/34 ')).toBe(
      'https://ekartlogistics.com/shipmenttrack/FMPC12%2F34',
    );
    // A `$&` in a number is text, not a replacement pattern.
    expect(carrierTrackingUrl('DTDC', 'A$&B')).toBe(
      'https://www.dtdc.in/trace.asp?strCnno=A%24%26B',
    );
    expect(carrierTrackingUrl('Village Courier', '123')).toBeUndefined();
  });

  it('leaves the spaces and dashes of a printed waybill out of the link', () => {
    expect(normaliseTrackingNumber(' DL 9988-7766 ')).toBe('DL99887766');
    expect(carrierTrackingUrl('Delhivery', 'DL 9988 - 7766')).toBe(
      'https://www.delhivery.com/track/package/DL99887766',
    );
  });
});
