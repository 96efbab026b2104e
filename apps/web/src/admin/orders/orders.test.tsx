import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route } from '../../lib/router';
import { memoryRouter } from '../../lib/memory-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '@terracraft/shared/orders/admin';
import { ApiError } from '../../lib/api-client';
import type * as ApiClient from '../../lib/api-client';
import OrdersArea from './index';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api,
}));

const ORDER: AdminOrder = {
  number: 'TC1001',
  status: 'processing',
  version: 1,
  paymentMethod: 'cod',
  paymentStatus: 'due_on_delivery',
  items: [
    {
      productId: 'bud-vase',
      name: 'Terracotta Bud Vase',
      image: null,
      unitPrice: 89_900,
      quantity: 1,
      lineTotal: 89_900,
    },
  ],
  subtotal: 89_900,
  discount: 0,
  couponCode: null,
  shipping: 5_900,
  total: 95_800,
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
  placedAt: '2026-11-20T10:00:00.000Z',
  paidAt: null,
  cancelledAt: null,
  cancelReason: null,
  payment: null,
  shipment: null,
  documents: [],
  timeline: [
    {
      id: '1',
      at: '2026-11-20T10:00:00.000Z',
      type: 'place',
      actor: { kind: 'shopper', id: 'u1', email: null, role: null },
      details: {},
    },
  ],
  actions: ['confirm', 'cancel'],
};

function renderDetail() {
  const router = memoryRouter('/admin/orders/TC1001');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <router.Router>
        <Route path="/admin/orders/*?">
          <OrdersArea />
        </Route>
      </router.Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  api.mockReset();
});

/** The order for every read of it; the order's returns (none) for the returns panel. */
const answerWith = (order: AdminOrder) =>
  api.mockImplementation((name: string) =>
    Promise.resolve(name === 'admin.returns.ofOrder' ? { items: [] } : order),
  );
afterEach(cleanup);

describe('the order page of the console', () => {
  it('offers only the moves the order allows', async () => {
    answerWith(ORDER);
    renderDetail();
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Confirm', 'Cancel order']);
    expect(screen.getByText('Terracotta Bud Vase × 1')).toBeTruthy();
  });

  it('shows a stale answer and reads the order again', async () => {
    const changed: AdminOrder = { ...ORDER, status: 'cancelled', version: 2, actions: [] };
    api.mockImplementation((name: string) => {
      if (name === 'admin.returns.ofOrder') return Promise.resolve({ items: [] });
      if (name === 'admin.orders.get') {
        const reads = api.mock.calls.filter(([called]) => called === 'admin.orders.get').length;
        return Promise.resolve(reads > 1 ? changed : ORDER);
      }
      return Promise.reject(
        new ApiError(
          409,
          'STALE',
          'Order #TC1001 changed since you opened it. Reload to see the change.',
        ),
      );
    });
    renderDetail();
    const actions = await screen.findByRole('region', { name: 'Actions' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Order #TC1001 changed since you opened it.',
    );
    expect(api).toHaveBeenCalledWith('admin.orders.confirm', {
      params: { number: 'TC1001' },
      body: { version: 1 },
    });
    await waitFor(() => expect(actions.textContent).toContain('nothing more to do'));
  });

  it('asks for the carrier and tracking number before shipping', async () => {
    answerWith({ ...ORDER, status: 'packed', actions: ['ship', 'cancel'] });
    renderDetail();
    const actions = await screen.findByRole('region', { name: 'Actions' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order #TC1001' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship order' }));
    expect(await within(dialog).findByText('Enter the carrier.')).toBeTruthy();
    expect(within(dialog).getByText('Enter the tracking number.')).toBeTruthy();
    expect(api).not.toHaveBeenCalledWith('admin.orders.ship', expect.anything());
  });
});
