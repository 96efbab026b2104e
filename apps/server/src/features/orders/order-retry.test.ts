import { describe, expect, it } from 'vitest';
import { isSameOrder } from './order-retry';
import type { OrderItemRow } from './orders.repository';

const item = (productSlug: string | null, quantity: number, unitPrice: number): OrderItemRow => ({
  orderId: 'order',
  position: 0,
  productSlug,
  name: productSlug ?? 'Gone',
  image: null,
  unitPrice,
  quantity,
  lineTotal: unitPrice * quantity,
});

const waiting = (
  items: OrderItemRow[],
  row: { paymentMethod?: 'online' | 'cod'; couponCode?: string | null } = {},
) => ({
  row: { paymentMethod: row.paymentMethod ?? 'online', couponCode: row.couponCode ?? null },
  items,
});

describe('the order a retried checkout takes up', () => {
  const lines = [
    { id: 'lamp', quantity: 2, unitPrice: 1_500 },
    { id: 'rug', quantity: 1, unitPrice: 900 },
  ];
  const order = [item('rug', 1, 900), item('lamp', 2, 1_500)];

  it('is the same products in the same quantities at the same prices, in any order', () => {
    expect(isSameOrder(waiting(order), lines, undefined)).toBe(true);
  });

  it('is another order with another quantity, product, price or number of lines', () => {
    expect(
      isSameOrder(waiting([item('rug', 1, 900), item('lamp', 1, 1_500)]), lines, undefined),
    ).toBe(false);
    expect(
      isSameOrder(waiting([item('rug', 1, 900), item('vase', 2, 1_500)]), lines, undefined),
    ).toBe(false);
    expect(
      isSameOrder(waiting([item('rug', 1, 900), item('lamp', 2, 1_400)]), lines, undefined),
    ).toBe(false);
    expect(isSameOrder(waiting([item('lamp', 2, 1_500)]), lines, undefined)).toBe(false);
    expect(isSameOrder(waiting([...order, item(null, 1, 100)]), lines, undefined)).toBe(false);
  });

  it('has the same coupon, or none on both', () => {
    expect(isSameOrder(waiting(order, { couponCode: 'WELCOME10' }), lines, 'WELCOME10')).toBe(true);
    expect(isSameOrder(waiting(order, { couponCode: 'WELCOME10' }), lines, undefined)).toBe(false);
    expect(isSameOrder(waiting(order), lines, 'WELCOME10')).toBe(false);
  });

  it('is never a cash-on-delivery order', () => {
    expect(isSameOrder(waiting(order, { paymentMethod: 'cod' }), lines, undefined)).toBe(false);
  });
});
