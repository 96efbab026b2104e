import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewListSchema } from '@terracraft/shared/reviews';
import { reviews } from '../../db/schema';
import { addProduct } from '../../test/shop-data';
import { createTestApp, signUpShopper, type TestApp } from '../../test/test-app';
import { deliverTo } from './reviews.test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT_PER_MINUTE: '1000' } });
});
afterAll(() => t.close());

const post = (slug: string, cookie: string, i: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${slug}/reviews`,
    headers: { cookie },
    payload: { rating: (i % 5) + 1, text: `Review number ${i}` },
  });

describe('reviews submitted at the same time', () => {
  it('are all counted in the rating and review count', async () => {
    const vase = await addProduct(t, { name: 'Busy Vase', stock: 100 });
    const buyers = [];
    for (let i = 0; i < 8; i++) {
      const buyer = await signUpShopper(t);
      await deliverTo(t, buyer, vase);
      buyers.push(buyer);
    }
    const answers = await Promise.all(buyers.map((buyer, i) => post(vase.id, buyer.cookie, i)));
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 201));

    const stored = await t.database.db
      .select({ rating: reviews.rating, status: reviews.status })
      .from(reviews)
      .where(eq(reviews.productSlug, vase.id));
    expect(stored.every((r) => r.status === 'shown')).toBe(true);
    const expected =
      Math.round((stored.reduce((sum, r) => sum + r.rating, 0) / stored.length) * 10) / 10;
    const list = reviewListSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/products/${vase.id}/reviews` })).json(),
    );
    expect(list.reviewCount).toBe(8);
    expect(list.rating).toBe(expected);
    expect(Math.max(...answers.map((res) => res.json().productReviewCount))).toBe(8);
  });

  it('by one shopper twice: one is stored, the other refused', async () => {
    const bowl = await addProduct(t);
    const shopper = await signUpShopper(t);
    const answers = await Promise.all([0, 1, 2].map((i) => post(bowl.id, shopper.cookie, i)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    const stored = await t.database.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.productSlug, bowl.id));
    expect(stored).toHaveLength(1);
  });
});
