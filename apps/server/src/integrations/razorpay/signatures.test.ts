import type * as nodeCrypto from 'node:crypto';
import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { paymentSignature, signatureMatches } from './signatures';

const crypto = vi.hoisted(() => ({ compared: [] as [Buffer, Buffer][] }));
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof nodeCrypto>();
  return {
    ...original,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      crypto.compared.push([Buffer.from(a as Buffer), Buffer.from(b as Buffer)]);
      return original.timingSafeEqual(a, b);
    },
  };
});

describe('payment signatures', () => {
  it('are HMAC-SHA256 of order_id|payment_id under the key secret, as Razorpay signs them', () => {
    expect(paymentSignature('secret', 'order_A', 'pay_B')).toBe(
      createHmac('sha256', 'secret').update('order_A|pay_B').digest('hex'),
    );
  });

  it('are compared in constant time, byte for byte, whatever the letter case', () => {
    const expected = paymentSignature('secret', 'order_A', 'pay_B');
    crypto.compared.length = 0;
    expect(signatureMatches(expected, expected.toUpperCase())).toBe(true);
    const wrong = `${expected.slice(0, -1)}${expected.endsWith('0') ? '1' : '0'}`;
    expect(signatureMatches(expected, wrong)).toBe(false);
    // Both answers came from timingSafeEqual over the 32 decoded bytes, not from a string compare.
    expect(crypto.compared).toHaveLength(2);
    for (const [a, b] of crypto.compared) {
      expect(a.length).toBe(32);
      expect(b.length).toBe(32);
    }
  });

  it('refuse other lengths and non-hex text before comparing', () => {
    const expected = paymentSignature('secret', 'order_A', 'pay_B');
    crypto.compared.length = 0;
    expect(signatureMatches(expected, '')).toBe(false);
    expect(signatureMatches(expected, `${expected}00`)).toBe(false);
    expect(signatureMatches(expected, `${expected.slice(0, -2)}zz`)).toBe(false);
    expect(crypto.compared).toHaveLength(0);
  });
});
