import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { SearchResults } from '@terracraft/shared/catalogue';
import type { Order, PlaceOrderRequest, PlaceOrderResponse } from '@terracraft/shared/orders';
import { api, ApiError } from './api-client';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The URL and request of the one call made. */
function sent() {
  expect(fetchMock).toHaveBeenCalledOnce();
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
}

describe('api', () => {
  it('calls the endpoint’s method and path, its parameters encoded', async () => {
    fetchMock.mockResolvedValue(answer(200, { order: { number: 'TC 1001' } }));
    const placed = await api('orders.get', { params: { number: 'TC 1001/2' } });
    expectTypeOf(placed).toEqualTypeOf<PlaceOrderResponse>();
    expect(placed).toEqual({ order: { number: 'TC 1001' } });
    const { url, init, headers } = sent();
    expect(url).toBe('/api/orders/TC%201001%2F2');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('same-origin');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.has('content-type')).toBe(false);
  });

  it('leaves undefined and empty values out of the query, and the query out when none is left', async () => {
    fetchMock.mockImplementation(async () => answer(200, { items: [], page: 1 }));
    const page = await api('catalogue.search', {
      query: { q: '', category: undefined, sort: 'price-low', page: 2 },
    });
    expectTypeOf(page).toEqualTypeOf<SearchResults>();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/search?sort=price-low&page=2');

    await api('catalogue.search', { query: { q: '' } });
    await api('catalogue.search');
    expect(fetchMock.mock.calls.slice(1).map(([url]) => String(url))).toEqual([
      '/api/search',
      '/api/search',
    ]);
  });

  it('sends the body as JSON with the endpoint’s headers and method', async () => {
    fetchMock.mockImplementation(async () => answer(200, { items: [], dropped: [] }));
    await api('wishlist.save', { body: { ids: ['jute-basket'] } });
    const { url, init, headers } = sent();
    expect(url).toBe('/api/wishlist');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"ids":["jute-basket"]}');
    expect(headers.get('content-type')).toBe('application/json');

    fetchMock.mockClear();
    const key = 'attempt-0123456789abcdef';
    const controller = new AbortController();
    const body = {
      items: [{ id: 'jute-basket', quantity: 1, unitPrice: 49_900 }],
      shippingAddress: {
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'asha@example.in',
        phone: '9876543210',
        address: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pin: '560001',
      },
      paymentMethod: 'cod' as const,
    };
    await api('orders.place', {
      headers: { 'idempotency-key': key },
      body,
      signal: controller.signal,
    });
    const place = sent();
    expect(place.url).toBe('/api/orders');
    expect(place.init.method).toBe('POST');
    expect(JSON.parse(String(place.init.body))).toEqual(body);
    expect(place.headers.get('idempotency-key')).toBe(key);
    expect(place.init.signal).toBe(controller.signal);
  });

  it('turns an error answer into an ApiError with its code, message and fields', async () => {
    fetchMock.mockResolvedValue(
      answer(400, {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Check the highlighted fields.',
          fields: { email: 'Enter a valid email address' },
        },
      }),
    );
    const refused = await api('contact.send', { body: { email: 'asha', message: 'Hello' } }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Check the highlighted fields.',
      fields: { email: 'Enter a valid email address' },
    });
  });

  it('says what happened when an error answer is not in the error shape', async () => {
    fetchMock.mockResolvedValue(answer(502, '<html>Bad gateway</html>'));
    await expect(api('catalogue.categories')).rejects.toMatchObject({
      name: 'ApiError',
      status: 502,
      code: 'HTTP_ERROR',
      message: 'The shop answered 502. Please try again.',
      fields: {},
    });
  });

  it('says so when the shop cannot be reached, and lets an abort through as it is', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api('payments.config')).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Could not reach the shop. Check your connection and try again.',
    });

    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockRejectedValue(aborted);
    await expect(api('payments.config')).rejects.toBe(aborted);
  });

  it('refuses to compile a wrong body, a missing parameter or a field the answer lacks', () => {
    // Checked by `npm run typecheck`; never called, so nothing is sent.
    const wrongCalls = async (placeOrderBody: PlaceOrderRequest) => {
      // @ts-expect-error — a quantity is a number
      await api('cart.price', { body: { items: [{ id: 'jute-basket', quantity: '2' }] } });
      // @ts-expect-error — cart.price takes a body
      await api('cart.price');
      // @ts-expect-error — an order is read by its number
      await api('orders.get', {});
      // @ts-expect-error — and never without one
      await api('orders.get');
      // @ts-expect-error — a product has a slug, not an id
      await api('catalogue.product', { params: { id: 'jute-basket' } });
      // @ts-expect-error — an order is placed with its idempotency key
      await api('orders.place', { body: placeOrderBody });
      // @ts-expect-error — the categories take no body
      await api('catalogue.categories', { body: {} });
      // @ts-expect-error — the order list knows no such tab
      await api('orders.list', { query: { status: 'returned' } });
      // @ts-expect-error — no such endpoint
      await api('orders.delete', { params: { number: 'TC1001' } });

      const { order } = await api('orders.cancel', { params: { number: 'TC1001' } });
      expectTypeOf(order).toEqualTypeOf<Order>();
      // @ts-expect-error — an order has a total, not a price
      return order.price;
    };
    expect(wrongCalls).toBeTypeOf('function');
  });
});
