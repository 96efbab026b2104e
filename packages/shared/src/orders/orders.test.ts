import { describe, expect, it } from 'vitest';
import {
  canCancel,
  orderNumberSchema,
  parseOrderTab,
  paymentSummary,
  placeOrderRequestSchema,
  shippingAddressSchema,
} from './index';

const address = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  phone: '+91 98765-43210',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560038',
};

describe('orders contract', () => {
  it('reads My Orders tabs in any letter case, anything else being all', () => {
    expect(parseOrderTab('PROCESSING')).toBe('processing');
    expect(parseOrderTab(' Shipped ')).toBe('shipped');
    expect(parseOrderTab('lost')).toBe('all');
    expect(parseOrderTab(null)).toBe('all');
  });

  it('accepts order numbers with or without # and in any case', () => {
    expect(orderNumberSchema.parse('TC1001')).toBe(1001);
    expect(orderNumberSchema.parse('#tc42')).toBe(42);
    expect(orderNumberSchema.safeParse('1001').success).toBe(false);
    expect(orderNumberSchema.safeParse('TC').success).toBe(false);
  });

  it('normalises the phone and checks Indian formats', () => {
    // Kept as the mobile's 10 digits, whatever prefix it was typed with.
    expect(shippingAddressSchema.parse(address).phone).toBe('9876543210');
    expect(shippingAddressSchema.parse({ ...address, phone: '09876543210' }).phone).toBe(
      '9876543210',
    );
    expect(shippingAddressSchema.safeParse({ ...address, phone: '080 2345 6789' }).success).toBe(
      false,
    );
    expect(shippingAddressSchema.safeParse({ ...address, phone: '5876543210' }).success).toBe(
      false,
    );
    expect(shippingAddressSchema.safeParse({ ...address, pin: '060038' }).success).toBe(false);
    expect(shippingAddressSchema.safeParse({ ...address, state: 'Ceylon' }).success).toBe(false);
  });

  it('needs at least one line and a payment method', () => {
    const base = { shippingAddress: address, paymentMethod: 'cod' as const };
    expect(placeOrderRequestSchema.safeParse({ ...base, items: [] }).success).toBe(false);
    expect(
      placeOrderRequestSchema.safeParse({
        ...base,
        items: [{ id: 'lamp', quantity: 1, unitPrice: 100 }],
      }).success,
    ).toBe(true);
  });

  it('lets Processing orders and orders waiting for payment be cancelled, no others', () => {
    expect(canCancel('processing')).toBe(true);
    expect(canCancel('payment_pending')).toBe(true);
    expect(canCancel('shipped')).toBe(false);
    expect(canCancel('delivered')).toBe(false);
    expect(canCancel('cancelled')).toBe(false);
  });
});

describe('paymentSummary', () => {
  it('names method and status, and cash still due by its method alone', () => {
    expect(paymentSummary({ paymentMethod: 'online', paymentStatus: 'paid' })).toBe(
      'Online payment (Razorpay) — Paid',
    );
    expect(paymentSummary({ paymentMethod: 'cod', paymentStatus: 'due_on_delivery' })).toBe(
      'Cash on delivery',
    );
    expect(paymentSummary({ paymentMethod: 'cod', paymentStatus: 'paid' }, ' · ')).toBe(
      'Cash on delivery · Paid',
    );
  });
});
