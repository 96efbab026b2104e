import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Route } from '../../lib/router';
import { memoryRouter } from '../../lib/memory-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DELIVERY_SETTINGS } from '@terracraft/shared/delivery';
import {
  DEFAULT_BUSINESS_SETTINGS,
  DEFAULT_ORDER_LIMITS,
  DEFAULT_SELLER_SETTINGS,
} from '@terracraft/shared/settings';
import { AuthProvider } from '../../features/auth';
import Console from '../index';

const owner = { id: 'u1', name: 'Meera Iyer', email: 'meera@example.in', role: 'owner' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const entry = (phone: string, updatedAt: string) => ({
  business: {
    value: { ...DEFAULT_BUSINESS_SETTINGS, phone },
    updatedAt,
    updatedBy: { id: 'u2', email: 'ravi@example.in' },
  },
  seller: { value: DEFAULT_SELLER_SETTINGS, updatedAt: null, updatedBy: null },
  orderLimits: { value: DEFAULT_ORDER_LIMITS, updatedAt: null, updatedBy: null },
  delivery: { value: DEFAULT_DELIVERY_SETTINGS, updatedAt: null, updatedBy: null },
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('user', JSON.stringify(owner));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Settings page', () => {
  it('sends the updatedAt it read, and shows the 409 when someone saved since', async () => {
    let reads = 0;
    const puts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (url, init) => {
        const path = String(url);
        if (path === '/api/me') return json(owner);
        if (path === '/api/admin/settings' && (init?.method ?? 'GET') === 'GET') {
          reads += 1;
          return json(
            reads === 1
              ? entry('1800-123-4567', '2026-11-01T10:00:00.000Z')
              : entry('1800-999-0000', '2026-11-02T10:00:00.000Z'),
          );
        }
        if (path === '/api/admin/settings' && init?.method === 'PUT') {
          puts.push(JSON.parse(String(init.body)));
          return json(
            {
              error: {
                code: 'STALE',
                message: 'The settings were changed by someone else. Reload them, then try again.',
              },
            },
            409,
          );
        }
        return json({}, 404);
      }),
    );
    const router = memoryRouter('/admin/settings');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <router.Router>
            <Route path="/admin/*?">
              <Console />
            </Route>
          </router.Router>
        </AuthProvider>
      </QueryClientProvider>,
    );

    // The area's chunk is loaded on first use: give it time.
    const phone = await screen.findByRole('textbox', { name: 'Phone' }, { timeout: 5000 });
    expect((phone as HTMLInputElement).value).toBe('1800-123-4567');
    expect(screen.getByText(/by ravi@example\.in/)).toBeTruthy();
    fireEvent.input(phone, { target: { value: '1800-555-0199' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));

    const alert = await screen.findByText(/changed by someone else/);
    expect(puts).toEqual([
      {
        key: 'business',
        value: expect.objectContaining({ phone: '1800-555-0199' }),
        updatedAt: '2026-11-01T10:00:00.000Z',
      },
    ]);
    fireEvent.click(alert.parentElement!.querySelector('button')!);
    await vi.waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe(
        '1800-999-0000',
      ),
    );
  });

  it('saves the delivery rules: the cash-on-delivery limit in paise, a state left out', async () => {
    const puts: { key: string; value: Record<string, unknown> }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (url, init) => {
        const path = String(url);
        if (path === '/api/me') return json(owner);
        if (path === '/api/admin/settings' && init?.method === 'PUT') {
          puts.push(JSON.parse(String(init.body)));
          return json(entry('1800-123-4567', '2026-11-01T10:00:00.000Z'));
        }
        if (path === '/api/admin/settings')
          return json(entry('1800-123-4567', '2026-11-01T10:00:00.000Z'));
        return json({}, 404);
      }),
    );
    const router = memoryRouter('/admin/settings');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <router.Router>
            <Route path="/admin/*?">
              <Console />
            </Route>
          </router.Router>
        </AuthProvider>
      </QueryClientProvider>,
    );

    const cap = await screen.findByRole(
      'textbox',
      { name: 'Cash on delivery up to an order total of' },
      { timeout: 5000 },
    );
    fireEvent.input(cap, { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lakshadweep' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save delivery rules' }));

    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.key).toBe('delivery');
    expect(puts[0]!.value.codMaxTotal).toBe(500_000);
    expect(puts[0]!.value.servedStates).toHaveLength(35);
    expect(puts[0]!.value.servedStates).not.toContain('Lakshadweep');
  });
});
