import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@terracraft/shared/errors';
import { DEFAULT_BUSINESS_SETTINGS } from '@terracraft/shared/settings';
import {
  attemptsFor as hostileAttempts,
  isErrorShape,
  key,
  operationsOf,
  type Operation,
  type Sample,
} from '../test/hostile-requests';
import { ADDRESS, addProduct } from '../test/shop-data';
import { createTestApp, signUpShopper, signUpStaff, type TestApp } from '../test/test-app';

/**
 * Hostile input against every endpoint of the API. The operations come from the OpenAPI document
 * (plus the few routes it hides), so an endpoint added later is attacked too. Each one is sent,
 * signed in, malformed JSON, wrong types, oversized and deeply nested bodies, arrays where
 * scalars belong, and hostile path, query and header values. Input the schema refuses must get a
 * 4xx in the error shape; input it accepts (a search for "<script>", say) may succeed; nothing may
 * answer with a 5xx.
 */

let t: TestApp;
let cookie: string;
/** Signing out ends a session: that endpoint gets a session of its own. */
let signOutCookie: string;
/** The back office is attacked as its owner, so that hostile input gets past its guard. */
let ownerCookie: string;
let operations: Operation[];
const samples: Record<string, Sample> = {};

beforeAll(async () => {
  t = await createTestApp({
    env: {
      WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
      AUTH_RATE_LIMIT_PER_ADDRESS: '1000000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
    },
  });
  const shopper = await signUpShopper(t);
  cookie = shopper.cookie;
  signOutCookie = (await signUpShopper(t)).cookie;
  const owner = await signUpStaff(t, 'owner');
  ownerCookie = owner.cookie;
  const product = await addProduct(t, { stock: 100_000 });
  const blog = (await t.app.inject({ method: 'GET', url: '/api/blog/posts' })).json();
  const slug = { slug: product.id };
  const lines = [{ id: product.id, quantity: 1 }];
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie, 'idempotency-key': randomUUID() },
    payload: {
      items: [{ ...lines[0], unitPrice: product.price }],
      shippingAddress: ADDRESS,
      paymentMethod: 'online',
    },
  });
  expect(order.statusCode, order.body).toBe(201);
  const number = (order.json() as { order: { number: string } }).order.number.replace('#', '');
  const { email: _email, ...bookAddress } = ADDRESS;
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/account/addresses',
    headers: { cookie },
    payload: bookAddress,
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const addressId = (saved.json() as { id: string }).id;

  // The console's coupons, reviews, messages and customers act on records that exist.
  const asOwner = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: { cookie: ownerCookie } })).json();
  const coupon = await asOwner('/api/admin/coupons/WELCOME10');
  const review = (await asOwner('/api/admin/reviews?limit=1')).items[0];
  const contact = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { email: 'asha@example.in', message: 'Hello there' },
  });
  const message = await asOwner(`/api/admin/messages/${contact.json().id}`);
  const couponRules = {
    description: 'A coupon for hostile tests',
    kind: 'percent',
    value: 10,
    minOrder: 0,
    maxDiscount: null,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    perShopperLimit: null,
    active: true,
  };

  // A valid request for each operation, so that one hostile value at a time reaches the rules.
  Object.assign(samples, {
    'POST /api/admin/coupons': { body: { code: 'HOSTILE10', ...couponRules } },
    'GET /api/admin/coupons/{code}': { path: { code: 'WELCOME10' } },
    'PUT /api/admin/coupons/{code}': {
      path: { code: 'WELCOME10' },
      body: { ...couponRules, updatedAt: coupon.updatedAt },
    },
    'PUT /api/admin/coupons/{code}/active': {
      path: { code: 'WELCOME10' },
      body: { active: true, updatedAt: coupon.updatedAt },
    },
    'PUT /api/admin/reviews/{id}/status': {
      path: { id: review.id },
      body: { status: 'shown', updatedAt: review.updatedAt },
    },
    'GET /api/admin/messages/{id}': { path: { id: message.id } },
    'PUT /api/admin/messages/{id}/status': {
      path: { id: message.id },
      body: { status: 'new', updatedAt: message.updatedAt },
    },
    'POST /api/admin/messages/{id}/replies': {
      path: { id: message.id },
      body: { text: 'Thank you for writing.' },
    },
    'GET /api/admin/customers/{id}': { path: { id: owner.id } },
    'POST /api/auth/sign-up/email': {
      body: { name: 'Hostile Tester', email: 'hostile@example.in', password: 'correct horse' },
    },
    'POST /api/auth/sign-in/email': {
      body: { email: shopper.email, password: 'not the password' },
    },
    'POST /api/auth/request-password-reset': { body: { email: shopper.email } },
    'POST /api/auth/reset-password': {
      body: { token: 'made-up-token', newPassword: 'correct horse battery' },
    },
    // The account page: wrong passwords and codes, so no variant changes the password or 2FA.
    'POST /api/auth/update-user': { body: { name: 'Hostile Tester', phone: '9876543210' } },
    'POST /api/auth/change-password': {
      body: { currentPassword: 'not the password', newPassword: 'correct horse battery' },
    },
    'POST /api/auth/change-email': { body: { newEmail: 'hostile-new@example.in' } },
    'POST /api/auth/two-factor/enable': { body: { password: 'not the password' } },
    'POST /api/auth/two-factor/verify-totp': { body: { code: '123456' } },
    'POST /api/auth/two-factor/verify-backup-code': { body: { code: 'ABCDE-FGHIJ' } },
    'POST /api/auth/two-factor/disable': { body: { password: 'not the password' } },
    'POST /api/contact': {
      body: { name: 'Asha', email: 'asha@example.in', subject: 'Hello', message: 'Hi there' },
    },
    'POST /api/newsletter': { body: { email: 'reader@example.in' } },
    'GET /api/delivery/pin/{pin}': { path: { pin: '834001' } },
    'GET /api/blog/posts/{slug}': { path: { slug: blog.items[0].slug } },
    'POST /api/coupons/quote': { body: { code: 'WELCOME10', items: lines } },
    'POST /api/cart/price': { body: { items: lines } },
    'PUT /api/cart': { body: { items: lines } },
    'POST /api/cart/merge': { body: { items: lines, quantities: 'add' } },
    'POST /api/wishlist/lookup': { body: { ids: [product.id] } },
    'PUT /api/wishlist': { body: { ids: [product.id] } },
    'POST /api/wishlist/merge': { body: { ids: [product.id] } },
    'GET /api/products/{slug}': { path: slug },
    'GET /api/products/{slug}/related': { path: slug },
    'GET /api/collections/{list}': { path: { list: 'bestsellers' } },
    'GET /api/products/{slug}/reviews': { path: slug },
    'POST /api/products/{slug}/reviews': {
      path: slug,
      body: { rating: 5, text: 'Lovely', name: 'Asha' },
    },
    'GET /api/products/{slug}/reviews/mine': { path: slug },
    'PUT /api/products/{slug}/reviews/mine': {
      path: slug,
      body: { rating: 4, text: 'Lovely still', name: 'Asha' },
    },
    'POST /api/orders/quote': { body: { items: lines, couponCode: 'WELCOME10' } },
    'POST /api/orders': {
      body: {
        items: [{ ...lines[0], unitPrice: product.price }],
        shippingAddress: ADDRESS,
        paymentMethod: 'cod',
      },
    },
    'GET /api/orders/{number}': { path: { number } },
    'POST /api/account/addresses': { body: bookAddress },
    'PUT /api/account/addresses/{id}': { path: { id: addressId }, body: bookAddress },
    'DELETE /api/account/addresses/{id}': { path: { id: randomUUID() } },
    'POST /api/account/addresses/{id}/default': { path: { id: addressId } },
    // A wrong password (and an order under way): the account is never deleted.
    'POST /api/account/delete': { body: { password: 'not the password' } },
    'POST /api/orders/{number}/cancel': { path: { number } },
    'POST /api/orders/{number}/payment': {
      path: { number },
      body: {
        razorpay_order_id: 'order_Abc123',
        razorpay_payment_id: 'pay_Abc123',
        razorpay_signature: 'a'.repeat(64),
      },
    },
    'POST /api/payments/sandbox/pay': { body: { order_id: 'order_Abc123' } },
    'POST /api/admin/setup': { body: { token: 'made-up-token' } },
    'POST /api/admin/invitation/accept': { body: { token: 'made-up-token' } },
    'DELETE /api/admin/staff/{userId}': { path: { userId: 'no-such-account' } },
    'POST /api/admin/invitations': { body: { email: 'invitee@example.in' } },
    'DELETE /api/admin/invitations/{id}': { path: { id: randomUUID() } },
    'PUT /api/admin/settings': {
      body: { key: 'business', value: DEFAULT_BUSINESS_SETTINGS, updatedAt: null },
    },
    // Console: orders
    'GET /api/admin/orders/{number}': { path: { number } },
    'POST /api/admin/orders/{number}/confirm': { path: { number }, body: { version: 1 } },
    'POST /api/admin/orders/{number}/pack': { path: { number }, body: { version: 1 } },
    'POST /api/admin/orders/{number}/ship': {
      path: { number },
      body: { version: 1, carrier: 'Delhivery', trackingNumber: 'DL123' },
    },
    'POST /api/admin/orders/{number}/deliver': { path: { number }, body: { version: 1 } },
    'POST /api/admin/orders/{number}/cancel': { path: { number }, body: { version: 1 } },
    'POST /api/admin/orders/{number}/cash-collected': { path: { number }, body: { version: 1 } },
    'POST /api/admin/orders/{number}/notes': { path: { number }, body: { text: 'A note' } },
    'POST /api/admin/products': {
      body: {
        name: 'Hostile Planter',
        slug: 'hostile-planter',
        sku: 'HOSTILE-1',
        category: 'garden',
        description: 'A planter for hostile tests.',
        price: 10_000,
        mrp: 12_000,
        stock: 3,
        specifications: [{ label: 'Material', value: 'Clay' }],
        features: ['Hand thrown'],
        tags: ['planter'],
        colors: ['Red'],
      },
    },
    'GET /api/admin/products/{slug}': { path: slug },
    // Read long ago: answered 409 STALE, so no variant changes the product.
    'PATCH /api/admin/products/{slug}': {
      path: slug,
      body: {
        name: 'Renamed',
        price: 9_000,
        specifications: [{ label: 'Material', value: 'Clay' }],
        features: ['Hand thrown'],
        tags: ['planter'],
        colors: ['Red'],
        updatedAt: '2020-01-01T00:00:00.000Z',
      },
    },
    'POST /api/admin/products/{slug}/stock': {
      path: slug,
      body: { delta: 1, reason: 'restock', note: 'Hostile' },
    },
    'GET /api/admin/products/{slug}/stock': { path: slug },
    'POST /api/admin/products/{slug}/photos': { path: slug },
    'PUT /api/admin/products/{slug}/photos': { path: slug, body: { ids: [randomUUID()] } },
    'PATCH /api/admin/products/{slug}/photos/{photoId}': {
      path: { ...slug, photoId: randomUUID() },
      body: { alt: 'A photo' },
    },
    'DELETE /api/admin/products/{slug}/photos/{photoId}': {
      path: { ...slug, photoId: randomUUID() },
    },
    // After the order: tax documents, returns, the mail outbox. The order is unpaid, so a return
    // of it is refused; the return and the mail named do not exist (404).
    'GET /api/orders/{number}/documents/{documentId}': {
      path: { number, documentId: randomUUID() },
    },
    'GET /api/admin/orders/{number}/documents/{documentId}': {
      path: { number, documentId: randomUUID() },
    },
    'POST /api/orders/{number}/returns': {
      path: { number },
      body: {
        lines: [{ position: 0, quantity: 1 }],
        reason: 'damaged',
        details: 'Cracked',
        photos: [randomUUID()],
      },
    },
    'GET /api/admin/orders/{number}/returns': { path: { number } },
    'GET /api/admin/returns/{number}': { path: { number: 'RT999999' } },
    'POST /api/admin/returns/{number}/approve': { path: { number: 'RT999999' } },
    'POST /api/admin/returns/{number}/reject': {
      path: { number: 'RT999999' },
      body: { reason: 'Used item' },
    },
    'POST /api/admin/returns/{number}/receive': {
      path: { number: 'RT999999' },
      body: { lines: [{ position: 0, outcome: 'write-off', writeOffReason: 'Cracked' }] },
    },
    'GET /api/admin/returns/{number}/photos/{photoId}': {
      path: { number: 'RT999999', photoId: randomUUID() },
    },
    'POST /api/returns/photos': {},
    'POST /api/admin/search-synonyms': { body: { terms: ['chatai', 'mat'] } },
    'PUT /api/admin/search-synonyms/{id}': {
      path: { id: randomUUID() },
      body: { terms: ['chatai', 'mat'] },
    },
    'DELETE /api/admin/search-synonyms/{id}': { path: { id: randomUUID() } },
    'POST /api/admin/returns/{number}/refund': {
      path: { number: 'RT999999' },
      body: { reference: 'UTR123' },
    },
    'POST /api/admin/mails/{id}/resend': { path: { id: '999999' } },
    // Routes the document hides: better-auth's own endpoints and the Razorpay webhook.
    'GET /api/auth/get-session': {},
    'POST /api/auth/sign-out': { body: {} },
    'POST /api/auth/sign-in/social': {
      body: { provider: 'google', callbackURL: '/' },
    },
    'GET /api/auth/callback/{provider}': { path: { provider: 'google' } },
    'POST /api/auth/callback/{provider}': {
      path: { provider: 'google' },
      body: { code: 'made-up', state: 'made-up' },
    },
    'GET /api/auth/error': {},
    'GET /api/auth/verify-email': { query: '?token=made-up-token&callbackURL=%2Faccount' },
    'POST /api/payments/razorpay/webhook': {
      body: { event: 'payment.captured', payload: {} },
    },
    'GET /api/payments/sandbox/checkout.js': {},
  });

  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Parameters<
    typeof operationsOf
  >[0];
  operations = operationsOf(doc);
}, 120_000);

afterAll(() => t.close());

const sessionFor = (operation: Operation) =>
  key(operation) === 'POST /api/auth/sign-out'
    ? signOutCookie
    : operation.path.startsWith('/api/admin/')
      ? ownerCookie
      : cookie;

const attemptsFor = (operation: Operation) =>
  hostileAttempts(operation, samples[key(operation)] ?? {}, sessionFor(operation));

describe('hostile input to every endpoint', () => {
  it('has a valid request for every operation, which passes validation', async () => {
    const withInput = operations.filter(
      (op) => op.body || op.parameters.some((p) => p.in === 'path'),
    );
    expect(withInput.filter((op) => !samples[key(op)]).map(key)).toEqual([]);
    expect(operations.length).toBeGreaterThan(30);

    // Each sample may still be refused by the rules (a wrong password, an unknown order) but
    // never by validation, so the hostile variants below reach the rules one value at a time.
    for (const operation of operations) {
      const sample = samples[key(operation)] ?? {};
      const res = await t.app.inject({
        method: operation.method as 'GET',
        url:
          operation.path.replace(/\{(\w+)\}/g, (_, name: string) => sample.path![name]!) +
          (sample.query ?? ''),
        headers: { cookie: sessionFor(operation), 'idempotency-key': randomUUID() },
        payload: operation.body ? (sample.body as object) : undefined,
      });
      expect(res.statusCode, `${key(operation)}: ${res.body}`).toBeLessThan(500);
      if (res.statusCode >= 400) {
        expect(errorResponseSchema.parse(res.json()).error.code, key(operation)).not.toBe(
          'VALIDATION_ERROR',
        );
      }
    }
  });

  it('answers every hostile request with a 4xx in the error shape, never a 5xx', async () => {
    const signedIn = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode;
    // The session holds throughout, so protected routes are reached past their sign-in check.
    expect(await signedIn()).toBe(200);
    const failures: string[] = [];
    let count = 0;
    for (const operation of operations) {
      for (const attempt of attemptsFor(operation)) {
        count += 1;
        const res = await t.app.inject({
          method: attempt.method as 'GET',
          url: attempt.url,
          headers: attempt.headers,
          payload: attempt.payload,
        });
        const status = res.statusCode;
        const shaped = status < 400 || isErrorShape(res.body);
        if (status >= 500) failures.push(`${attempt.label} → ${status} ${res.body.slice(0, 200)}`);
        else if (attempt.refused && (status < 400 || status >= 500))
          failures.push(`${attempt.label} → ${status}, expected a 4xx`);
        else if (!shaped)
          failures.push(
            `${attempt.label} → ${status} not in the error shape: ${res.body.slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(count).toBeGreaterThan(1000);
    expect(await signedIn()).toBe(200);
  }, 600_000);
});
