import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@terracraft/shared/errors';
import { DEFAULT_BUSINESS_SETTINGS } from '@terracraft/shared/settings';
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

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /**
   * False for the routes the document hides (better-auth's own, the webhook): their rules are not
   * described, so only the parser's refusals are certain.
   */
  documented: boolean;
}

interface Attempt {
  label: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
  /** The schema refuses this input, so the answer must be a 4xx. */
  refused: boolean;
}

const HOSTILE_STRINGS = [
  'x'.repeat(5000),
  'nul\u0000byte',
  "' OR '1'='1'; DROP TABLE products; --",
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  '%E0%A4%A%',
  '\ud800 lone surrogate',
  '../../../../etc/passwd',
  '   ',
];

/** The same, as they would arrive in a URL: encoded, plus encodings that do not decode. */
const HOSTILE_URL_VALUES = [
  ...HOSTILE_STRINGS.map((value) => encodeURIComponent(value.replace('\ud800', '\u00e9'))),
  '%00',
  '%E0%A4%A',
  '%',
  '%zz',
  '%C0%AF',
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '1e309',
  '99999999999999999999999',
];

let t: TestApp;
let cookie: string;
/** Signing out ends a session: that endpoint gets a session of its own. */
let signOutCookie: string;
/** The back office is attacked as its owner, so that hostile input gets past its guard. */
let ownerCookie: string;
let operations: Operation[];
const samples: Record<string, { path?: Record<string, string>; query?: string; body?: unknown }> =
  {};

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

  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
        }
      >
    >;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
      documented: true,
    })),
  );
  const hidden: Omit<Operation, 'documented'>[] = [
    { method: 'GET', path: '/api/auth/get-session', parameters: [] },
    { method: 'POST', path: '/api/auth/sign-out', parameters: [], body: { type: 'object' } },
    {
      method: 'POST',
      path: '/api/auth/sign-in/social',
      parameters: [],
      body: {
        type: 'object',
        properties: { provider: { type: 'string' }, callbackURL: { type: 'string' } },
      },
    },
    {
      method: 'GET',
      path: '/api/auth/callback/{provider}',
      parameters: [
        { in: 'path', name: 'provider', schema: { type: 'string', enum: ['google', 'facebook'] } },
        { in: 'query', name: 'code', schema: { type: 'string' } },
        { in: 'query', name: 'state', schema: { type: 'string' } },
      ],
    },
    {
      method: 'POST',
      path: '/api/auth/callback/{provider}',
      parameters: [
        { in: 'path', name: 'provider', schema: { type: 'string', enum: ['google', 'facebook'] } },
      ],
      body: {
        type: 'object',
        properties: { code: { type: 'string' }, state: { type: 'string' } },
      },
    },
    {
      method: 'GET',
      path: '/api/auth/verify-email',
      parameters: [
        { in: 'query', name: 'token', schema: { type: 'string', minLength: 1 } },
        { in: 'query', name: 'callbackURL', schema: { type: 'string' } },
      ],
    },
    {
      method: 'GET',
      path: '/api/auth/error',
      parameters: [{ in: 'query', name: 'error', schema: { type: 'string' } }],
    },
    {
      method: 'POST',
      path: '/api/payments/razorpay/webhook',
      parameters: [{ in: 'header', name: 'x-razorpay-signature', schema: { pattern: '^$' } }],
      body: { type: 'object', properties: { event: { type: 'string', enum: [] } } },
    },
    { method: 'GET', path: '/api/payments/sandbox/checkout.js', parameters: [] },
  ];
  operations.push(...hidden.map((operation) => ({ ...operation, documented: false })));
}, 120_000);

afterAll(() => t.close());

const key = (operation: Operation) => `${operation.method} ${operation.path}`;
const sessionFor = (operation: Operation) =>
  key(operation) === 'POST /api/auth/sign-out'
    ? signOutCookie
    : operation.path.startsWith('/api/admin/')
      ? ownerCookie
      : cookie;

/** True when the schema certainly refuses this text (as a path, query or header value, or in JSON). */
function refuses(schema: JsonSchema, value: string): boolean {
  if (schema.enum && !schema.enum.includes(value)) return true;
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return true;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return true;
  if (schema.minLength !== undefined && value.length < schema.minLength) return true;
  if (schema.format === 'email' && !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(value)) return true;
  if (schema.type === 'integer' || schema.type === 'number') {
    // An empty number field means 0 (or the default), as an HTML form sends it.
    const number = Number(value);
    if (!Number.isFinite(number)) return true;
    if (schema.type === 'integer' && !Number.isInteger(number)) return true;
    if (schema.minimum !== undefined && number < schema.minimum) return true;
    if (schema.maximum !== undefined && number > schema.maximum) return true;
  }
  return false;
}

/** A JSON value of a type the schema does not accept. */
function wrongType(schema: JsonSchema): unknown {
  switch (schema.type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'twelve';
    case 'boolean':
      return 'yes';
    case 'array':
      return { 0: 'not a list' };
    default:
      return 'not an object';
  }
}

/** Every value in the sample body, with its schema and where it sits. */
function leaves(
  schema: JsonSchema | undefined,
  value: unknown,
  at: (string | number)[] = [],
): { at: (string | number)[]; schema: JsonSchema }[] {
  if (!schema) return [];
  if (schema.type === 'object' && schema.properties && value && typeof value === 'object') {
    return Object.entries(schema.properties).flatMap(([name, child]) => [
      { at: [...at, name], schema: child },
      ...leaves(child, (value as Record<string, unknown>)[name], [...at, name]),
    ]);
  }
  if (schema.type === 'array' && schema.items && Array.isArray(value) && value.length > 0) {
    return [
      { at: [...at, 0], schema: schema.items },
      ...leaves(schema.items, value[0], [...at, 0]),
    ];
  }
  return [];
}

function withValue(body: unknown, at: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const step of at.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  node[at.at(-1)!] = value;
  return copy;
}

function attemptsFor(operation: Operation): Attempt[] {
  const sample = samples[key(operation)] ?? {};
  const pathValues = { ...sample.path };
  const url = (path: Record<string, string> = pathValues, query = '') =>
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) => path[name] ?? 'x') + query;
  const headers = (): Record<string, string> => ({
    cookie: sessionFor(operation),
    ...(operation.parameters.some((p) => p.name === 'idempotency-key')
      ? { 'idempotency-key': randomUUID() }
      : {}),
    ...(operation.body ? { 'content-type': 'application/json' } : {}),
  });
  const send = (label: string, refused: boolean, changes: Partial<Attempt> = {}): Attempt => ({
    label: `${key(operation)}: ${label}`,
    method: operation.method,
    url: url(),
    headers: headers(),
    payload: operation.body ? JSON.stringify(sample.body ?? {}) : undefined,
    refused,
    ...changes,
  });
  const attempts: Attempt[] = [];

  for (const parameter of operation.parameters) {
    for (const value of HOSTILE_URL_VALUES) {
      // Headers arrive as they are; path and query values are percent-decoded.
      // (a query value that does not decode is taken as it is).
      const decoded = parameter.in === 'path' ? safeDecode(value) : (safeDecode(value) ?? value);
      const refused = operation.documented
        ? parameter.in === 'path' || decoded === undefined || refuses(parameter.schema, decoded)
        : parameter.in === 'path' && decoded === undefined;
      if (parameter.in === 'path') {
        attempts.push(
          send(`path ${parameter.name}=${value.slice(0, 40)}`, refused, {
            url: url({ ...pathValues, [parameter.name]: value }),
          }),
        );
      } else if (parameter.in === 'query') {
        attempts.push(
          send(`query ${parameter.name}=${value.slice(0, 40)}`, refused, {
            url: url(pathValues, `?${parameter.name}=${value}`),
          }),
        );
      } else {
        attempts.push(
          send(`header ${parameter.name}: ${value.slice(0, 40)}`, refused, {
            headers: { ...headers(), [parameter.name]: value },
          }),
        );
      }
    }
    if (parameter.in === 'query') {
      attempts.push(
        send(`query ${parameter.name} given twice`, operation.documented, {
          url: url(pathValues, `?${parameter.name}=1&${parameter.name}=2`),
        }),
      );
    }
  }

  if (operation.body) {
    const body = sample.body ?? {};
    /** `parser`: refused by the JSON parser itself, whatever the route. */
    const raw = (
      label: string,
      payload: string,
      parser: boolean,
      contentType = 'application/json',
    ) =>
      attempts.push(
        send(label, parser || operation.documented, {
          payload,
          headers: { ...headers(), 'content-type': contentType },
        }),
      );
    raw('malformed JSON', '{"items": [', true);
    raw('an empty body', '', true);
    raw(
      'an oversized body',
      JSON.stringify({ ...(body as object), padding: 'x'.repeat(200_000) }),
      true,
    );
    raw('a __proto__ key', '{"__proto__": {"isAdmin": true}}', true);
    raw('a constructor.prototype key', '{"constructor": {"prototype": {"isAdmin": true}}}', true);
    raw('a form body', 'email=a%40b.in', true, 'application/x-www-form-urlencoded');
    raw('plain text', 'hello', true, 'text/plain');
    raw('null', 'null', false);
    raw('a number', '42', false);
    raw('a string', '"hello"', false);
    raw('a list', '[{"id": 1}]', false);
    raw('deeply nested JSON', `${'{"a":'.repeat(4000)}1${'}'.repeat(4000)}`, false);

    for (const leaf of leaves(operation.body, body)) {
      const where = leaf.at.join('.');
      const put = (label: string, value: unknown, refused: boolean) =>
        attempts.push(
          send(`${where} ${label}`, refused && operation.documented, {
            payload: JSON.stringify(withValue(body, leaf.at, value)),
          }),
        );
      if (!leaf.schema.type) continue;
      put('of the wrong type', wrongType(leaf.schema), true);
      if (leaf.schema.type !== 'array') put('as a list', ['a', 'b'], true);
      put('as null', null, true);
      if (leaf.schema.type === 'string') {
        for (const value of HOSTILE_STRINGS) {
          put(`= ${JSON.stringify(value.slice(0, 40))}`, value, refuses(leaf.schema, value));
        }
      }
      if (leaf.schema.type === 'integer' || leaf.schema.type === 'number') {
        for (const value of [-1, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2]) {
          put(`= ${value}`, value, refuses(leaf.schema, String(value)));
        }
      }
      if (leaf.schema.type === 'array' && leaf.schema.maxItems !== undefined) {
        const list = getAt(body, leaf.at) as unknown[];
        put('one longer than allowed', Array(leaf.schema.maxItems + 1).fill(list[0]), true);
      }
    }
  }

  attempts.push(send('signed out', false, { headers: { ...headers(), cookie: '' } }));
  attempts.push(
    send('a forged session cookie', false, {
      headers: { ...headers(), cookie: `better-auth.session_token=${'%00'.repeat(50)}` },
    }),
  );
  return attempts;
}

function getAt(body: unknown, at: (string | number)[]): unknown {
  return at.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], body);
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

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

function isErrorShape(body: string): boolean {
  try {
    return errorResponseSchema.safeParse(JSON.parse(body)).success;
  } catch {
    return false;
  }
}
