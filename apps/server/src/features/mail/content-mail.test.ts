import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_SETTINGS } from '@terracraft/shared/settings';
import { renderContentMail } from './content-mail';
import { paragraph, type MailContent } from './mail-content';

const CONTENT: MailContent = {
  heading: 'Order #TC1001 has been received',
  blocks: [
    paragraph('Hello Asha,'),
    {
      type: 'items',
      title: 'Items',
      items: [{ quantity: 2, name: 'Bamboo <Lamp>', unitPrice: 149_900, lineTotal: 299_800 }],
    },
    { type: 'totals', title: 'Totals', rows: [{ label: 'Total', amount: 299_800, grand: true }] },
    paragraph('Payment: Cash on delivery'),
    { type: 'paragraph', lines: ['Returns within 7 days.'], note: true },
    { type: 'action', label: 'Follow your order', href: 'https://shop.example/account/orders' },
    { type: 'paragraph', lines: ['Track it: https://track.example/1'], only: 'text' },
    { type: 'address', title: 'Shipping to', lines: ['Asha Rao', 'Phone: 9876543210'] },
  ],
};

describe('the HTML part of a mail', () => {
  const { html, text } = renderContentMail(DEFAULT_BUSINESS_SETTINGS, CONTENT);
  const at = (fragment: string) => {
    expect(html).toContain(fragment);
    return html.indexOf(fragment);
  };

  it('lays the blocks out as a designed mail reads: paragraphs, items, address, button, notes', () => {
    const order = [
      at('Order #TC1001 has been received</h1>'),
      at('>Hello Asha,</p>'),
      at('>Payment: Cash on delivery</p>'),
      at('2 × Bamboo &lt;Lamp&gt; <span'),
      at('₹2,998.00'),
      at('<strong>Shipping to</strong><br/>Asha Rao<br/>Phone: 9876543210'),
      at('href="https://shop.example/account/orders"'),
      at('>Returns within 7 days.</p>'),
    ];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('leaves out what belongs to the text part only, which keeps it', () => {
    expect(html).not.toContain('track.example');
    expect(text).toContain('Track it: https://track.example/1');
  });

  it('shows the first paragraph beside the subject unless told otherwise', () => {
    expect(html).toMatch(/data-skip-in-text="true">Hello Asha,</);
  });

  it('makes the web addresses of a paragraph links', () => {
    const letter = renderContentMail(DEFAULT_BUSINESS_SETTINGS, {
      blocks: [paragraph('Your return:', 'Follow it: https://shop.example/account/orders')],
    });
    expect(letter.html).toContain(
      'Your return:<br/>Follow it: <a href="https://shop.example/account/orders"',
    );
  });
});
