import { beforeEach, describe, expect, it } from 'vitest';
import type { PlaceOrderRequest } from '@terracraft/shared/orders';
import { CHECKOUT_ATTEMPT_KEY, checkoutAttemptKey, endCheckoutAttempt } from './checkout-attempt';

const order: PlaceOrderRequest = {
  items: [{ id: 'bamboo-lamp', quantity: 1, unitPrice: 149_900 }],
  shippingAddress: {
    firstName: 'Priya',
    lastName: 'Sharma',
    email: 'priya@example.in',
    phone: '9876543210',
    address: '14 Lake View Road',
    city: 'Ranchi',
    state: 'Jharkhand',
    pin: '834001',
  },
  paymentMethod: 'online',
};

beforeEach(() => sessionStorage.clear());

describe('the checkout attempt', () => {
  it('keeps one key for the same order, in this tab, until the attempt ends', async () => {
    const first = await checkoutAttemptKey(order);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    // Coming back to checkout (a new page, the same tab) asks for the same order again.
    expect(await checkoutAttemptKey(structuredClone(order))).toBe(first);

    endCheckoutAttempt();
    const next = await checkoutAttemptKey(order);
    expect(next).not.toBe(first);
  });

  it('starts a new attempt when the order changes', async () => {
    const first = await checkoutAttemptKey(order);
    const more = { ...order, items: [{ ...order.items[0]!, quantity: 2 }] };
    const cod = { ...order, paymentMethod: 'cod' as const };
    expect(await checkoutAttemptKey(more)).not.toBe(first);
    expect(await checkoutAttemptKey(cod)).not.toBe(first);
  });

  it('keeps no address or contact details in the tab’s storage', async () => {
    await checkoutAttemptKey(order);
    const stored = sessionStorage.getItem(CHECKOUT_ATTEMPT_KEY)!;
    expect(stored).not.toContain('Lake View');
    expect(stored).not.toContain('priya@example.in');
    expect(stored).not.toContain('9876543210');
  });

  it('ignores a damaged entry', async () => {
    sessionStorage.setItem(CHECKOUT_ATTEMPT_KEY, '{not json');
    expect(await checkoutAttemptKey(order)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
