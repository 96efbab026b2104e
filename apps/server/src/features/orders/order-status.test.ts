import { describe, expect, it } from 'vitest';
import {
  assertTransition,
  canTransition,
  cashCollectionRefusal,
  shopperCancelRefusal,
} from './order-status';

describe('order state machine', () => {
  it('moves Processing → Confirmed → Packed → Shipped → Delivered, and cancels until shipped', () => {
    expect(canTransition('processing', 'confirmed')).toBe(true);
    expect(canTransition('confirmed', 'packed')).toBe(true);
    expect(canTransition('packed', 'shipped')).toBe(true);
    expect(canTransition('shipped', 'delivered')).toBe(true);
    for (const from of ['payment_pending', 'processing', 'confirmed', 'packed'] as const) {
      expect(canTransition(from, 'cancelled')).toBe(true);
    }
    expect(canTransition('payment_pending', 'processing')).toBe(true);
  });

  it('refuses every other move with a 409 naming the order and the states', () => {
    expect(canTransition('processing', 'shipped')).toBe(false);
    expect(canTransition('processing', 'delivered')).toBe(false);
    expect(canTransition('confirmed', 'shipped')).toBe(false);
    expect(canTransition('shipped', 'cancelled')).toBe(false);
    expect(canTransition('delivered', 'shipped')).toBe(false);
    expect(canTransition('cancelled', 'processing')).toBe(false);
    expect(canTransition('payment_pending', 'confirmed')).toBe(false);
    expect(() => assertTransition('#TC1001', 'delivered', 'shipped')).toThrow(
      'Order #TC1001 is Delivered, which is final: it cannot become Shipped.',
    );
    expect(() => assertTransition('#TC1001', 'processing', 'delivered')).toThrow(
      'Order #TC1001 is Processing; it can become Confirmed or Cancelled, not Delivered.',
    );
    expect(() => assertTransition('#TC1001', 'shipped', 'shipped')).toThrow(
      'Order #TC1001 is already Shipped.',
    );
    let thrown: unknown;
    try {
      assertTransition('#TC1', 'cancelled', 'shipped');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
  });

  it('lets a shopper cancel an order they see as Processing, or one waiting for payment', () => {
    for (const status of ['payment_pending', 'processing', 'confirmed', 'packed'] as const) {
      expect(shopperCancelRefusal('#TC1', status)).toBeUndefined();
    }
    for (const status of ['shipped', 'delivered', 'cancelled'] as const) {
      expect(shopperCancelRefusal('#TC1', status)).toMatch(/#TC1/);
    }
  });

  it('collects cash only for a cash on delivery order that has shipped and is not paid', () => {
    const cod = { paymentMethod: 'cod', paymentStatus: 'due_on_delivery' } as const;
    expect(cashCollectionRefusal('#TC1', { ...cod, status: 'shipped' })).toBeUndefined();
    expect(cashCollectionRefusal('#TC1', { ...cod, status: 'delivered' })).toBeUndefined();
    expect(cashCollectionRefusal('#TC1', { ...cod, status: 'packed' })).toBe(
      'Order #TC1 is Packed: cash is collected once it has shipped.',
    );
    expect(
      cashCollectionRefusal('#TC1', { ...cod, status: 'delivered', paymentStatus: 'paid' }),
    ).toBe('The cash for order #TC1 is already collected.');
    expect(
      cashCollectionRefusal('#TC1', {
        status: 'shipped',
        paymentMethod: 'online',
        paymentStatus: 'paid',
      }),
    ).toBe('Order #TC1 was paid online: there is no cash to collect.');
  });
});
