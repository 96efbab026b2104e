import { describe, expect, it } from 'vitest';
import { assertTransition, canTransition, shopperCancelRefusal } from './order-status';

describe('order state machine', () => {
  it('moves Processing → Shipped → Delivered, and Processing → Cancelled', () => {
    expect(canTransition('processing', 'shipped')).toBe(true);
    expect(canTransition('shipped', 'delivered')).toBe(true);
    expect(canTransition('processing', 'cancelled')).toBe(true);
    expect(canTransition('payment_pending', 'processing')).toBe(true);
    expect(canTransition('payment_pending', 'cancelled')).toBe(true);
  });

  it('refuses every other move with a 409 naming the order and the states', () => {
    expect(canTransition('processing', 'delivered')).toBe(false);
    expect(canTransition('shipped', 'cancelled')).toBe(false);
    expect(canTransition('delivered', 'shipped')).toBe(false);
    expect(canTransition('cancelled', 'processing')).toBe(false);
    expect(canTransition('payment_pending', 'shipped')).toBe(false);
    expect(() => assertTransition('#TC1001', 'delivered', 'shipped')).toThrow(
      'Order #TC1001 is Delivered, which is final: it cannot become Shipped.',
    );
    expect(() => assertTransition('#TC1001', 'processing', 'delivered')).toThrow(
      'Order #TC1001 is Processing; it can become Shipped or Cancelled, not Delivered.',
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

  it('lets a shopper cancel only a Processing order', () => {
    expect(shopperCancelRefusal('#TC1', 'processing')).toBeUndefined();
    for (const status of ['payment_pending', 'shipped', 'delivered', 'cancelled'] as const) {
      expect(shopperCancelRefusal('#TC1', status)).toMatch(/#TC1/);
    }
  });
});
