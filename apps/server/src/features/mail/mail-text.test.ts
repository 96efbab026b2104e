import { describe, expect, it } from 'vitest';
import { paragraph, paragraphsOf } from './mail-content';
import { mailText } from './mail-text';

describe('the plain-text part of a mail', () => {
  it('puts a blank line between blocks, and none before a paragraph that continues', () => {
    expect(
      mailText({
        blocks: [
          paragraph('Hello Asha,'),
          paragraph('Your order is cancelled.'),
          { type: 'paragraph', lines: ['You have not been charged for it.'], continues: true },
          { type: 'paragraph', lines: ['Only in the HTML part.'], only: 'html' },
          { type: 'action', label: 'Your orders', href: 'https://shop.example/account/orders' },
        ],
      }),
    ).toBe(
      'Hello Asha,\n\nYour order is cancelled.\nYou have not been charged for it.\n\nYour orders: https://shop.example/account/orders',
    );
  });

  it('writes items, totals and the address under their titles, indented, in rupees', () => {
    expect(
      mailText({
        blocks: [
          {
            type: 'items',
            title: 'Items',
            items: [{ quantity: 2, name: 'Bamboo Lamp', unitPrice: 149_900, lineTotal: 299_800 }],
          },
          {
            type: 'totals',
            title: 'Totals',
            rows: [
              { label: 'Coupon WELCOME10', amount: 10_000, deduction: true },
              { label: 'Total', amount: 289_800, grand: true },
            ],
          },
          { type: 'address', title: 'Shipping to', lines: ['Asha Rao', 'Phone: 9876543210'] },
          {
            type: 'action',
            label: 'Follow your order',
            textLabel: 'Follow your order in My Orders',
            href: 'https://shop.example/account/orders',
          },
        ],
      }),
    ).toBe(
      [
        'Items:',
        '  2 × Bamboo Lamp (@ ₹1,499.00 each) — ₹2,998.00',
        '',
        'Totals:',
        '  Coupon WELCOME10: −₹100.00',
        '  Total: ₹2,898.00',
        '',
        'Shipping to:',
        '  Asha Rao',
        '  Phone: 9876543210',
        '',
        'Follow your order in My Orders: https://shop.example/account/orders',
      ].join('\n'),
    );
  });

  it('gives back a plain text mail as it was written', () => {
    const text = 'Hello Asha,\n\nTrack it: https://example.in/t/1\nToday.\n\n— TerraCraft';
    expect(mailText({ blocks: paragraphsOf(text) })).toBe(text);
  });
});
