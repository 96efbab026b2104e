import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '@terracraft/shared/orders';
import type { ReturnSummary } from '@terracraft/shared/returns';
import { OrderReturns } from './components/order-returns';
import { ReturnItemsButton } from './components/return-items-button';
import { returnableUnits, returnWindowEnd } from './returnable';

afterEach(cleanup);

const DAY = 24 * 60 * 60 * 1000;

function order(overrides: Partial<Order> = {}): Order {
  const deliveredAt = new Date(Date.now() - 2 * DAY).toISOString();
  return {
    number: 'TC1001',
    status: 'delivered',
    stage: 'delivered',
    paymentMethod: 'cod',
    paymentStatus: 'paid',
    items: [
      {
        productId: 'bowl',
        name: 'Serving Bowl',
        image: null,
        unitPrice: 79_900,
        quantity: 3,
        lineTotal: 239_700,
      },
    ],
    subtotal: 239_700,
    discount: 0,
    couponCode: null,
    shipping: 5_900,
    total: 245_600,
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
    placedAt: new Date(Date.now() - 7 * DAY).toISOString(),
    estimatedDelivery: new Date(Date.now() - 2 * DAY).toISOString(),
    paymentDueBy: null,
    paidAt: null,
    confirmedAt: null,
    shippedAt: null,
    deliveredAt,
    cancelledAt: null,
    cancelReason: null,
    shipment: {
      carrier: 'India Post',
      trackingNumber: 'EE1IN',
      trackingUrl: null,
      shippedAt: deliveredAt,
      deliveredAt,
    },
    returns: [],
    documents: [],
    ...overrides,
  };
}

const ret = (overrides: Partial<ReturnSummary>): ReturnSummary => ({
  number: 'RT1',
  status: 'requested',
  reason: 'damaged',
  details: '',
  lines: [{ position: 0, name: 'Serving Bowl', quantity: 2, unitPrice: 79_900 }],
  requestedAt: '2026-03-02T06:00:00Z',
  approvedAt: null,
  rejectedAt: null,
  rejectionReason: null,
  receivedAt: null,
  refundedAt: null,
  refundAmount: null,
  refundReference: null,
  refundTo: null,
  ...overrides,
});

describe('returns on My Orders', () => {
  it('counts the units still returnable: rejected returns give theirs back', () => {
    expect(returnableUnits(order())).toEqual([3]);
    expect(returnableUnits(order({ returns: [ret({})] }))).toEqual([1]);
    expect(returnableUnits(order({ returns: [ret({ status: 'rejected' })] }))).toEqual([3]);
  });

  it('offers Return items with the last day only within the window', () => {
    render(<ReturnItemsButton order={order()} onRequested={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Return items' })).toBeTruthy();
    expect(screen.getByText(/Returns accepted until/)).toBeTruthy();
    cleanup();

    const late = new Date(Date.now() - 9 * DAY).toISOString();
    const closed = order({ shipment: { ...order().shipment!, deliveredAt: late } });
    expect(returnWindowEnd(closed)).toBeNull();
    render(<ReturnItemsButton order={closed} onRequested={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Return items' })).toBeNull();
  });

  it('shows each return’s status, the date of every step and the refund', () => {
    render(
      <OrderReturns
        order={order({
          returns: [
            ret({
              status: 'refunded',
              approvedAt: '2026-03-03T06:00:00Z',
              receivedAt: '2026-03-05T06:00:00Z',
              refundedAt: '2026-03-06T06:00:00Z',
              refundAmount: 159_800,
              refundReference: 'UTR1234',
              refundTo: 'UPI priya@okaxis',
            }),
          ],
        })}
      />,
    );
    const section = screen.getByRole('region', { name: 'Returns' });
    expect(section.textContent).toContain('Return RT1: Refunded');
    expect(section.textContent).toContain('Approved on 3 March 2026');
    expect(section.textContent).toContain('Received on 5 March 2026');
    expect(section.textContent).toContain(
      'Refunded ₹1,598.00 to UPI priya@okaxis (reference UTR1234)',
    );
  });
});
