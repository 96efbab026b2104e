import { describe, expect, it } from 'vitest';
import { BUSINESS } from '../policy';
import { DEFAULT_SETTINGS, publicSettingsOf, telHref } from './index';
import {
  businessSettingsSchema,
  publicSettingsSchema,
  sellerSettingsSchema,
  settingsUpdateSchema,
} from './schemas';

describe('settings', () => {
  it('start from the policy module’s business facts, which their schema accepts', () => {
    expect(businessSettingsSchema.parse(DEFAULT_SETTINGS.business)).toEqual(
      DEFAULT_SETTINGS.business,
    );
    expect(DEFAULT_SETTINGS.business).toMatchObject({
      shopName: 'TerraCraft',
      supportEmail: BUSINESS.email,
      phone: BUSINESS.tollFree,
      address: { city: BUSINESS.address.city, pin: BUSINESS.address.pin },
    });
  });

  it('show the pages everything but the orders address', () => {
    const shown = publicSettingsOf({
      business: { ...DEFAULT_SETTINGS.business, ordersEmail: 'orders@example.in' },
      orderLimits: DEFAULT_SETTINGS.orderLimits,
    });
    expect(JSON.stringify(shown)).not.toContain('orders@example.in');
    expect(publicSettingsSchema.parse(shown)).toEqual(shown);
  });

  it('name the field a change gets wrong', () => {
    const result = settingsUpdateSchema.safeParse({
      key: 'business',
      updatedAt: null,
      value: {
        ...DEFAULT_SETTINGS.business,
        supportEmail: 'not an address',
        phone: '12',
        address: { ...DEFAULT_SETTINGS.business.address, pin: '012345' },
      },
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'value.address.pin',
      'value.phone',
      'value.supportEmail',
    ]);
    expect(
      settingsUpdateSchema.safeParse({ key: 'secrets', value: {}, updatedAt: null }).success,
    ).toBe(false);
  });

  it('start the seller in Jharkhand with a GSTIN of its code, which the schema checks', () => {
    expect(sellerSettingsSchema.parse(DEFAULT_SETTINGS.seller)).toEqual(DEFAULT_SETTINGS.seller);
    expect(DEFAULT_SETTINGS.seller.address.state).toBe('Jharkhand');
    const inKarnataka = {
      ...DEFAULT_SETTINGS.seller,
      address: { ...DEFAULT_SETTINGS.seller.address, state: 'Karnataka' },
    };
    const refused = sellerSettingsSchema.safeParse(inKarnataka);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'A GSTIN registered in Karnataka starts with 29: check the GSTIN or the state.',
    ]);
    expect(
      sellerSettingsSchema.safeParse({ ...DEFAULT_SETTINGS.seller, gstin: '20AAGCT4821K1ZX' }).error
        ?.issues[0]?.path,
    ).toEqual(['gstin']);
    expect(
      sellerSettingsSchema.parse({ ...DEFAULT_SETTINGS.seller, gstin: ' 20aagct4821k1zh ' }).gstin,
    ).toBe('20AAGCT4821K1ZH');
  });

  it('link phone numbers, Indian ones with +91', () => {
    expect(telHref(BUSINESS.tollFree)).toBe(BUSINESS.tollFreeHref);
    expect(telHref('0651 234 5678')).toBe('tel:+916512345678');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});
