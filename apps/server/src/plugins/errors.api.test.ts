import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@terracraft/shared/errors';
import { contactMessages } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerErrorHandling } from './errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload,
    headers: { 'content-type': contentType },
  });

describe('hostile and malformed input', () => {
  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await post('{"email": "a@b.in", "message": ');
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).error.message).toBe(
      'The request body is not valid JSON.',
    );
  });

  it('answers wrong types with 400 naming the field', async () => {
    const res = await post(JSON.stringify({ email: 42, message: ['x'] }));
    expect(res.statusCode).toBe(400);
    const { error } = errorResponseSchema.parse(res.json());
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(error.fields ?? {})).toEqual(expect.arrayContaining(['email', 'message']));
  });

  it('answers an oversized body with 413', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.in', message: 'x'.repeat(200_000) }));
    expect(res.statusCode).toBe(413);
    expect(errorResponseSchema.parse(res.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await post('email=a@b.in', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    errorResponseSchema.parse(res.json());
  });

  it('answers a body that is not an object with 400', async () => {
    const res = await post('"just a string"');
    expect(res.statusCode).toBe(400);
    errorResponseSchema.parse(res.json());
  });

  it('answers unknown API routes and methods with 404 in the error shape', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['DELETE', '/api/contact'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(errorResponseSchema.parse(res.json()).error.code).toBe('NOT_FOUND');
    }
  });

  it('answers an address that does not decode, or is too long, in the error shape', async () => {
    const broken = await t.app.inject({ method: 'GET', url: '/api/blog/posts/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(errorResponseSchema.parse(broken.json()).error.message).toBe(
      'The address is not valid: part of it is not correctly percent-encoded.',
    );
    const long = await t.app.inject({ method: 'GET', url: `/api/blog/posts/${'a'.repeat(500)}` });
    expect(long.statusCode).toBe(414);
    expect(errorResponseSchema.parse(long.json()).error.message).toBe(
      'A part of the address is too long.',
    );
  });

  it('refuses a NUL character in any field with 400 naming it, and stores nothing', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.in', message: 'hello\u0000world' }));
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).error.fields).toEqual({
      message: 'must not contain a NUL character',
    });
    expect(await t.database.db.select().from(contactMessages)).toEqual([]);
    const path = await t.app.inject({ method: 'GET', url: '/api/blog/posts/a%00b' });
    expect(path.statusCode).toBe(400);
    expect(errorResponseSchema.parse(path.json()).error.fields).toEqual({
      slug: 'must not contain a NUL character',
    });
  });
});

describe('server errors', () => {
  it('answer 500 with a generic message, never the error itself', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error('connect ECONNREFUSED postgres://shop:s3cret@10.0.0.5/terracraft');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: {
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again.',
      },
    });
    expect(res.body).not.toContain('s3cret');
  });
});
