import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createdReviewSchema,
  productDetailSchema,
  productPageSchema,
  reviewListSchema,
} from '@terracraft/shared/catalogue';
import { errorResponseSchema } from '@terracraft/shared/errors';
import { reviews } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const review = {
  rating: 5,
  text: 'The weave is even finer in person. It lights our dining table beautifully.',
  name: 'Aarti Deshpande',
  email: 'aarti.deshpande@example.in',
};

const submit = (slug: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${slug}/reviews`,
    payload: payload as object,
  });

async function reviewsOf(slug: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${slug}/reviews` });
  expect(res.statusCode).toBe(200);
  return reviewListSchema.parse(res.json());
}

async function productOf(slug: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${slug}` });
  return productDetailSchema.parse(res.json());
}

const average = (ratings: number[]) =>
  Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10;

describe('GET /api/products/:slug/reviews', () => {
  it("lists a product's reviews newest first with its rating and count, never the emails", async () => {
    const list = await reviewsOf('boho-macrame-wall-hanging');
    expect(list.reviewCount).toBe(11);
    expect(list.items).toHaveLength(11);
    expect(list.rating).toBe(4.8);
    expect(list.rating).toBe(average(list.items.map((r) => r.rating)));
    const times = list.items.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(JSON.stringify(list)).not.toContain('@');
    expect(new Set(list.items.map((r) => r.text)).size).toBe(list.items.length);
  });

  it('answers an empty list for a product nobody has reviewed yet, and 404 for no product', async () => {
    expect(await reviewsOf('rattan-wall-sconce')).toEqual({ items: [], rating: 0, reviewCount: 0 });
    const res = await t.app.inject({ method: 'GET', url: '/api/products/no-such-thing/reviews' });
    expect(res.statusCode).toBe(404);
    expect(errorResponseSchema.parse(res.json()).error.code).toBe('NOT_FOUND');
  });
});

describe('POST /api/products/:slug/reviews', () => {
  it('stores a review and counts it in the rating at once, everywhere', async () => {
    const slug = 'cane-mushroom-table-lamp';
    const before = await reviewsOf(slug);
    const res = await submit(slug, review);
    expect(res.statusCode).toBe(201);
    const created = createdReviewSchema.parse(res.json());
    const ratings = [...before.items.map((r) => r.rating), 5];
    expect(created).toMatchObject({
      rating: 5,
      text: review.text,
      name: review.name,
      productReviewCount: before.reviewCount + 1,
      productRating: average(ratings),
    });
    expect(JSON.stringify(created)).not.toContain(review.email);

    const after = await reviewsOf(slug);
    expect(after.items[0]).toMatchObject({ id: created.id, name: review.name });
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.rating).toBe(average(ratings));
    const product = await productOf(slug);
    expect(product.reviewCount).toBe(before.reviewCount + 1);
    expect(product.rating).toBe(average(ratings));
    const listed = productPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/products?category=lamp-shade' })).json(),
    );
    expect(listed.items.find((p) => p.id === slug)?.reviewCount).toBe(before.reviewCount + 1);
  });

  it("gives a first review's rating to an unreviewed product, and it then passes the rating filter", async () => {
    const slug = 'jute-laptop-sleeve';
    const filter = '/api/products?category=accessories&minRating=4';
    const ids = async () =>
      productPageSchema
        .parse((await t.app.inject({ method: 'GET', url: filter })).json())
        .items.map((p) => p.id);
    expect(await ids()).not.toContain(slug);
    const res = await submit(slug, { ...review, rating: 4, text: '  Sturdy and padded.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      text: 'Sturdy and padded.',
      productRating: 4,
      productReviewCount: 1,
    });
    expect(await ids()).toContain(slug);
    await submit(slug, { ...review, rating: 1, name: 'Vivek Rana', email: 'vivek@example.in' });
    expect(await productOf(slug)).toMatchObject({ rating: 2.5, reviewCount: 2 });
  });

  it('rejects a bad rating, email or empty text with a 400 naming each field, storing nothing', async () => {
    const slug = 'terracotta-planter-pair';
    const before = await reviewsOf(slug);
    const cases: [unknown, string[]][] = [
      [{ ...review, rating: 0 }, ['rating']],
      [{ ...review, rating: 6 }, ['rating']],
      [{ ...review, rating: 4.5 }, ['rating']],
      [{ ...review, rating: '5' }, ['rating']],
      [{ ...review, rating: undefined }, ['rating']],
      [{ ...review, email: 'not-an-email' }, ['email']],
      [{ ...review, email: '' }, ['email']],
      [{ ...review, text: '' }, ['text']],
      [{ ...review, text: '    ' }, ['text']],
      [{ ...review, text: 'x'.repeat(2001) }, ['text']],
      [{ ...review, text: 'Nice\u0000' }, ['text']],
      [{ ...review, name: '' }, ['name']],
      [{ ...review, name: 'Line\nbreak' }, ['name']],
      [{ ...review, name: 42 }, ['name']],
      [{}, ['rating', 'text', 'name', 'email']],
      [{ rating: 9, text: '', name: 'Ravi', email: 'x' }, ['rating', 'text', 'email']],
    ];
    for (const [payload, fields] of cases) {
      const res = await submit(slug, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const { error } = errorResponseSchema.parse(res.json());
      expect(Object.keys(error.fields ?? {}).sort(), JSON.stringify(payload)).toEqual(
        [...fields].sort(),
      );
    }
    expect(
      errorResponseSchema.parse((await submit(slug, { ...review, rating: 0 })).json()).error.fields
        ?.rating,
    ).toBe('Choose a rating from 1 to 5');
    expect(
      errorResponseSchema.parse((await submit(slug, { ...review, email: 'x' })).json()).error.fields
        ?.email,
    ).toBe('Enter a valid email address');
    expect(await reviewsOf(slug)).toEqual(before);
  });

  it('rejects bodies that are not JSON objects', async () => {
    const slug = 'terracotta-planter-pair';
    for (const payload of ['[]', 'null', '"five stars"', '{"rating": 5,']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/products/${slug}/reviews`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      errorResponseSchema.parse(res.json());
    }
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/products/${slug}/reviews`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'rating=5',
    });
    expect(form.statusCode).toBe(415);
  });

  it('answers 404 for an unknown product and 400 for a malformed id, storing nothing', async () => {
    const count = async () => (await t.database.db.select({ id: reviews.id }).from(reviews)).length;
    const before = await count();
    const missing = await submit('no-such-product', review);
    expect(missing.statusCode).toBe(404);
    expect(errorResponseSchema.parse(missing.json()).error.message).toBe(
      'That product does not exist.',
    );
    const malformed = await submit('DROP%20TABLE', review);
    expect(malformed.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('keeps hostile text as text', async () => {
    const text = '<script>alert("x")</script> \'; DELETE FROM reviews; --';
    const res = await submit('bamboo-tube-vase', { ...review, text });
    expect(res.statusCode).toBe(201);
    const stored = await t.database.db
      .select({ text: reviews.text })
      .from(reviews)
      .where(eq(reviews.id, res.json().id));
    expect(stored[0]?.text).toBe(text);
    expect((await reviewsOf('bamboo-tube-vase')).items[0]?.text).toBe(text);
  });
});
