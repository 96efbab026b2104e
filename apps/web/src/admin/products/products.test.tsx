import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Route } from '../../lib/router';
import { memoryRouter } from '../../lib/memory-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct } from '@terracraft/shared/products';
import ProductsArea from './index';
import { StockPanel } from './stock-panel';

const planter = {
  slug: 'terracotta-planter',
  sku: 'TCP-1',
  name: 'Terracotta Planter',
  category: 'garden',
  price: 89_950,
  mrp: 120_000,
  stock: 2,
  lowStockThreshold: 5,
  hidden: true,
  image: '',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const requests: string[] = [];

function serverAnswers() {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url) => {
      requests.push(String(url));
      return String(url).startsWith('/api/admin/products?') || String(url) === '/api/admin/products'
        ? new Response(JSON.stringify({ items: [planter], nextCursor: null }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
        : new Response('{}', { status: 404 });
    }),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  requests.length = 0;
});

function open(path: string) {
  const router = memoryRouter(path);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <router.Router>
        <Route path="/admin/products/*?">
          <ProductsArea />
        </Route>
      </router.Router>
    </QueryClientProvider>,
  );
}

describe('the products area', () => {
  it('lists products with price, stock and visibility, and searches on the server', async () => {
    serverAnswers();
    open('/admin/products?q=planter');
    const row = (await screen.findByText('Terracotta Planter')).closest('tr')!;
    expect(within(row).getByText('₹899.50')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByText('Hidden')).toBeTruthy();
    expect(requests.some((url) => url.includes('q=planter'))).toBe(true);
  });

  it('says what is missing or wrong in a new product, in rupees', async () => {
    serverAnswers();
    open('/admin/products/new');
    fireEvent.input(await screen.findByRole('textbox', { name: /^Price/ }), {
      target: { value: '500' },
    });
    fireEvent.input(screen.getByRole('textbox', { name: /^MRP/ }), {
      target: { value: '400' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Enter the name.')).toBeTruthy();

    fireEvent.input(screen.getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'Terracotta Planter' },
    });
    fireEvent.input(screen.getByRole('textbox', { name: /^SKU/ }), {
      target: { value: 'TCP-1' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: /^Category/ }), {
      target: { value: 'garden' },
    });
    fireEvent.input(screen.getByRole('textbox', { name: /^Short description/ }), {
      target: { value: 'A planter.' },
    });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Slug/ }).value).toBe(
      'terracotta-planter',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('The MRP cannot be below the price.')).toBeTruthy();
    expect(requests.filter((url) => url === '/api/admin/products')).toEqual([]);
  });
});

describe('the stock panel', () => {
  it('dates each movement of the stock history on India’s clock', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (url) =>
        String(url).startsWith('/api/admin/products/terracotta-planter/stock')
          ? new Response(
              JSON.stringify({
                items: [
                  {
                    id: 'm1',
                    at: '2026-11-28T07:27:00.000Z',
                    delta: 3,
                    reason: 'restock',
                    actorEmail: 'nisha@example.in',
                    orderId: null,
                    note: '',
                    stockAfter: 5,
                  },
                ],
                nextCursor: null,
              }),
              { status: 200, headers: { 'content-type': 'application/json' } },
            )
          : new Response('{}', { status: 404 }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <StockPanel product={planter as unknown as AdminProduct} />
      </QueryClientProvider>,
    );
    const history = await screen.findByRole('list', { name: 'Stock history' });
    expect(await within(history).findByText(/28 Nov 2026, 12:57 pm/)).toBeTruthy();
  });
});
