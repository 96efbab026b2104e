import { describe, expect, it } from 'vitest';
import { SHOP_SETTINGS_ELEMENT_ID } from '@terracraft/shared/settings';
import { businessContactOf, DEFAULT_PUBLIC_SETTINGS, readInjectedSettings } from './shop-settings';

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('shop');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = SHOP_SETTINGS_ELEMENT_ID;
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe('the business details in the page', () => {
  it('are read from the JSON block the server wrote', () => {
    const business = { ...DEFAULT_PUBLIC_SETTINGS.business, phone: '+91 98765 43210' };
    const settings = readInjectedSettings(pageWith(JSON.stringify({ business })));
    expect(settings?.business.phone).toBe('+91 98765 43210');
    expect(businessContactOf(settings!).phoneHref).toBe('tel:+919876543210');
  });

  it('are absent from a page without the block, or with one that cannot be read', () => {
    expect(readInjectedSettings(pageWith(null))).toBeNull();
    expect(readInjectedSettings(pageWith('{not json'))).toBeNull();
    expect(readInjectedSettings(pageWith('[]'))).toBeNull();
  });

  it('keep the defaults for what the block leaves out', () => {
    const settings = readInjectedSettings(pageWith('{"business":{"phone":"1800-000-1111"}}'));
    expect(settings?.business).toEqual({
      ...DEFAULT_PUBLIC_SETTINGS.business,
      phone: '1800-000-1111',
    });
  });

  it('default to the policy module’s facts, with their links', () => {
    const contact = businessContactOf(DEFAULT_PUBLIC_SETTINGS);
    expect(contact.phoneHref).toBe('tel:+9118001234567');
    expect(contact.emailHref).toBe('mailto:support@terracraft.in');
    expect(contact.cityLine).toBe('Ranchi, Jharkhand 834001');
  });
});
