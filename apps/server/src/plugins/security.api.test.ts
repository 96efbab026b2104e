import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('security headers', () => {
  it('allows only the shop’s own origin when Razorpay is not configured', async () => {
    t = await createTestApp({ seed: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('razorpay');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('sends the same headers on every answer, a missing page and a refused write too', async () => {
    t = await createTestApp({ seed: false });
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-endpoint' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { origin: 'https://elsewhere.example' },
        payload: { email: 'r@example.in' },
      }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 403]);
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toBe(
        answers[0]!.headers['content-security-policy'],
      );
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });

  it('adds Razorpay’s hosts when real keys are set', async () => {
    t = await createTestApp({
      seed: false,
      env: { RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'secret' },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).toContain(
      "script-src 'self' https://checkout.razorpay.com",
    );
  });
});

describe('rate limits', () => {
  it('limits write endpoints with a 429 in the error shape, and leaves reads alone', async () => {
    t = await createTestApp({ seed: false, env: { WRITE_RATE_LIMIT_PER_MINUTE: '3' } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: `r${i}@example.in` },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().error).toEqual({
          code: 'RATE_LIMITED',
          message: 'Too many requests. Please wait a minute and try again.',
        });
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the routes from the shared schemas and serves the docs page', async () => {
    t = await createTestApp({ seed: false });
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(
      spec.paths['/api/contact'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['email', 'message']));
    let page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    if (page.statusCode === 302) {
      page = await t.app.inject({
        method: 'GET',
        url: new URL(page.headers.location!, 'http://x/').pathname,
      });
    }
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
  });
});
