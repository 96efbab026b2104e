import { describe, expect, it } from 'vitest';
import { checkoutOptions } from './checkout-options';

describe('Razorpay Checkout options', () => {
  it('carry the key, the amount in paise and INR, the shop, the prefill, the address and the theme', () => {
    const options = checkoutOptions(
      { number: 'TC1042' },
      {
        provider: 'razorpay',
        keyId: 'rzp_test_abc',
        gatewayOrderId: 'order_Abc123',
        amount: 225_800,
        currency: 'INR',
      },
      {
        firstName: 'Priya',
        lastName: 'Sharma',
        email: 'priya@example.in',
        phone: '+919876543210',
        address: '14 Lake View Road',
        city: 'Ranchi',
        state: 'Jharkhand',
        pin: '834001',
      },
      'https://shop.example.in',
    );
    expect(options).toEqual({
      key: 'rzp_test_abc',
      amount: 225_800,
      currency: 'INR',
      name: 'TerraCraft',
      description: 'Order #TC1042',
      image: 'https://shop.example.in/favicon.svg',
      order_id: 'order_Abc123',
      prefill: { name: 'Priya Sharma', email: 'priya@example.in', contact: '+919876543210' },
      notes: {
        order_number: '#TC1042',
        address: '14 Lake View Road, Ranchi, Jharkhand 834001',
      },
      theme: { color: '#70472d' },
    });
  });
});
