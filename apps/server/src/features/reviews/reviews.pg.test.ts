import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewListSchema } from '@terracraft/shared/catalogue';
import { reviews } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reviews submitted at the same time', () => {
  it('are all counted in the rating and review count', async () => {
    const slug = 'ceramic-bud-vase-trio';
    const submissions = Array.from({ length: 16 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: `/api/products/${slug}/reviews`,
        payload: {
          rating: (i % 5) + 1,
          text: `Review number ${i}`,
          name: `Shopper ${i}`,
          email: `shopper${i}@example.in`,
        },
      }),
    );
    const answers = await Promise.all(submissions);
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 201));

    const stored = await t.database.db
      .select({ rating: reviews.rating })
      .from(reviews)
      .where(eq(reviews.productSlug, slug));
    const expected =
      Math.round((stored.reduce((sum, r) => sum + r.rating, 0) / stored.length) * 10) / 10;
    const list = reviewListSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/products/${slug}/reviews` })).json(),
    );
    expect(list.reviewCount).toBe(stored.length);
    expect(list.rating).toBe(expected);
    expect(Math.max(...answers.map((res) => res.json().productReviewCount))).toBe(stored.length);
  });
});
