import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReview } from '@terracraft/shared/admin/reviews';
import { auditLog } from '../../db/schema';
import { addProduct } from '../orders/test-support';
import { createTestApp, signUpStaff, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signUpStaff>>;

beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT_PER_MINUTE: '1000' } });
  staff = await signUpStaff(t, 'staff');
});
afterAll(() => t.close());

const review = (slug: string, rating: number, text: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${slug}/reviews`,
    payload: { rating, text, name: 'Kavya', email: 'kavya@example.in' },
  });

const queue = (query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/reviews${query}`,
    headers: { cookie: staff.cookie },
  });

const setStatus = (id: string, status: string, updatedAt: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/reviews/${id}/status`,
    headers: { cookie: staff.cookie },
    payload: { status, updatedAt },
  });

const shopView = async (slug: string) => {
  const product = (await t.app.inject({ method: 'GET', url: `/api/products/${slug}` })).json();
  const reviews = (
    await t.app.inject({ method: 'GET', url: `/api/products/${slug}/reviews` })
  ).json();
  return {
    rating: product.rating as number,
    reviewCount: product.reviewCount as number,
    texts: (reviews.items as { text: string }[]).map((r) => r.text),
    listed: { rating: reviews.rating, reviewCount: reviews.reviewCount },
  };
};

describe('the review queue', () => {
  it('lists new reviews first, published at once, with their product', async () => {
    const vase = await addProduct(t, { name: 'Queue Vase' });
    expect((await review(vase.id, 5, 'Lovely glaze')).statusCode).toBe(201);
    expect((await review(vase.id, 2, 'Arrived chipped')).statusCode).toBe(201);
    const res = await queue('?limit=2');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      {
        id: expect.any(String),
        product: { slug: vase.id, name: 'Queue Vase' },
        rating: 2,
        text: 'Arrived chipped',
        name: 'Kavya',
        email: 'kavya@example.in',
        status: 'published',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      expect.objectContaining({ text: 'Lovely glaze', status: 'published' }),
    ]);
    expect(res.json().nextCursor).toEqual(expect.any(String));
  });

  it('hides a review: it leaves the product page, its count and its rating; publishing brings it back', async () => {
    const lamp = await addProduct(t);
    await review(lamp.id, 5, 'Warm light');
    await review(lamp.id, 4, 'Good shade');
    await review(lamp.id, 1, 'Spam spam spam');
    expect(await shopView(lamp.id)).toEqual({
      rating: 3.3,
      reviewCount: 3,
      texts: ['Spam spam spam', 'Good shade', 'Warm light'],
      listed: { rating: 3.3, reviewCount: 3 },
    });
    const spam = ((await queue()).json().items as AdminReview[]).find(
      (r) => r.text === 'Spam spam spam',
    )!;

    const hidden = await setStatus(spam.id, 'hidden', spam.updatedAt);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ id: spam.id, status: 'hidden' });
    expect(await shopView(lamp.id)).toEqual({
      rating: 4.5,
      reviewCount: 2,
      texts: ['Good shade', 'Warm light'],
      listed: { rating: 4.5, reviewCount: 2 },
    });
    // A new review is counted with the published ones only.
    await review(lamp.id, 3, 'Fine');
    expect(await shopView(lamp.id)).toMatchObject({ rating: 4, reviewCount: 3 });

    const onlyHidden = (await queue('?status=hidden')).json().items as AdminReview[];
    expect(onlyHidden.map((r) => r.id)).toEqual([spam.id]);
    expect(
      ((await queue('?status=published')).json().items as AdminReview[]).every(
        (r) => r.status === 'published',
      ),
    ).toBe(true);

    // Acting on what was read before the change is refused.
    const stale = await setStatus(spam.id, 'published', spam.updatedAt);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STALE');
    const back = await setStatus(spam.id, 'published', hidden.json().updatedAt);
    expect(back.statusCode).toBe(200);
    expect(await shopView(lamp.id)).toMatchObject({ rating: 3.3, reviewCount: 4 });

    const actions = await t.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.entityId, spam.id));
    expect(actions).toEqual([
      { action: 'review.hide', actorId: staff.id },
      { action: 'review.publish', actorId: staff.id },
    ]);
  });

  it('pages through every review once, and refuses bad input with a 4xx naming the field', async () => {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await queue(`?limit=40${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      ids.push(...(res.json().items as AdminReview[]).map((r) => r.id));
      cursor = res.json().nextCursor;
    } while (cursor);
    expect(ids.length).toBeGreaterThan(40);
    expect(new Set(ids).size).toBe(ids.length);

    const now = new Date().toISOString();
    const cases: [
      Promise<{ statusCode: number; json(): { error: { fields?: object } } }>,
      number,
      string,
    ][] = [
      [queue('?status=deleted'), 400, 'status'],
      [setStatus(ids[0]!, 'deleted', now), 400, 'status'],
      [setStatus(ids[0]!, 'hidden', 'yesterday'), 400, 'updatedAt'],
      [setStatus('not-a-uuid', 'hidden', now), 400, 'id'],
      [setStatus('00000000-0000-4000-8000-000000000000', 'hidden', now), 404, ''],
    ];
    for (const [request, status, field] of cases) {
      const res = await request;
      expect(res.statusCode).toBe(status);
      if (field) expect(Object.keys(res.json().error.fields ?? {})).toEqual([field]);
    }
  });
});
