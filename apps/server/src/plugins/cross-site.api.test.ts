import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, orderBody, placeOrder } from '../test/shop-data';
import { createTestApp, signUpShopper, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_ADDRESS: '100000' } });
});
afterAll(() => t.close());

/** A shopper with a fresh cash-on-delivery order they could cancel. */
async function shopperWithOrder() {
  const shopper = await signUpShopper(t);
  const product = await addProduct(t, { stock: 5 });
  const placed = await placeOrder(t, shopper.cookie, orderBody([product]));
  expect(placed.statusCode).toBe(201);
  return { ...shopper, number: placed.json().order.number as string };
}

const statusOf = async (cookie: string, number: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${number}`, headers: { cookie } })).json()
    .order.status as string;

describe('cross-site writes', () => {
  it('refuses another site’s text/plain form cancelling a signed-in shopper’s order', async () => {
    const { cookie, number } = await shopperWithOrder();
    const attack = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${number}/cancel`,
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(attack.statusCode).toBe(403);
    expect(attack.json().error.code).toBe('FORBIDDEN');
    expect(attack.json().error.message).toMatch(/another site/);
    expect(await statusOf(cookie, number)).not.toBe('cancelled');
  });

  it('refuses a cross-site fetch told apart only by Sec-Fetch-Site, and an opaque null origin', async () => {
    const { cookie, number } = await shopperWithOrder();
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'null' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${number}/cancel`,
        headers: { cookie, ...headers },
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await statusOf(cookie, number)).not.toBe('cancelled');
  });

  it('refuses a request with the session cookie that says nowhere where it comes from', async () => {
    const { cookie, number } = await shopperWithOrder();
    const res = await t.injectAsIs({
      method: 'POST',
      url: `/api/orders/${number}/cancel`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/Origin/);
    expect(await statusOf(cookie, number)).not.toBe('cancelled');
  });

  it('lets the shop’s own page cancel, by Origin or by Sec-Fetch-Site', async () => {
    const first = await shopperWithOrder();
    const byOrigin = await t.injectAsIs({
      method: 'POST',
      url: `/api/orders/${first.number}/cancel`,
      headers: { cookie: first.cookie, origin: t.config.publicUrl },
    });
    expect(byOrigin.statusCode).toBe(200);
    expect(await statusOf(first.cookie, first.number)).toBe('cancelled');

    const second = await shopperWithOrder();
    const bySite = await t.injectAsIs({
      method: 'POST',
      url: `/api/orders/${second.number}/cancel`,
      headers: { cookie: second.cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(bySite.statusCode).toBe(200);
  });

  it('lets a client with no cookie write without an Origin (the contact form from a script)', async () => {
    const res = await t.injectAsIs({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'someone@example.in' },
    });
    expect(res.statusCode).toBeLessThan(300);
  });

  it('refuses a body that is not JSON with 415, from the shop’s own page too', async () => {
    const { cookie } = await shopperWithOrder();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/cart',
        headers: { cookie, 'content-type': type },
        payload: 'items=1',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('better-auth agrees: a foreign origin cannot sign out or change a password', async () => {
    const { cookie } = await shopperWithOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    expect(me.json()?.user).toBeTruthy();
  });

  it('leaves the Razorpay webhook open to another server', async () => {
    const res = await t.injectAsIs({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', origin: 'https://api.razorpay.com' },
      payload: '{}',
    });
    // Not refused as cross-site: it reaches the signature check.
    expect(res.statusCode).not.toBe(403);
  });
});
