import { describe, expect, it } from 'vitest';
import { refundAmount } from './refund-amount';

const order = { subtotal: 3000, discount: 1000, shipping: 5900 };

describe('refundAmount', () => {
  it('refunds the lines less their share of the coupon, and shipping only when asked', () => {
    expect(refundAmount(order, [{ unitPrice: 1000, quantity: 1 }], [], false)).toBe(667);
    expect(refundAmount(order, [{ unitPrice: 1000, quantity: 1 }], [], true)).toBe(667 + 5900);
  });

  it('never refunds more than was paid, however the returns are split', () => {
    const unit = { unitPrice: 1000, quantity: 1 };
    const first = refundAmount(order, [unit], [], false);
    const second = refundAmount(order, [unit], [unit], false);
    const third = refundAmount(order, [unit], [unit, unit], false);
    expect(first + second + third).toBe(order.subtotal - order.discount);
  });

  it('refunds the whole price without a coupon', () => {
    const plain = { subtotal: 2500, discount: 0, shipping: 5900 };
    expect(refundAmount(plain, [{ unitPrice: 1250, quantity: 2 }], [], false)).toBe(2500);
  });
});
