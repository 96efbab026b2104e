import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReview } from '@terracraft/shared/reviews/admin';
import { auditLog } from '../../db/schema';
import { addProduct } from '../../test/shop-data';
import { createTestApp, signUpShopper, signUpStaff, type TestApp } from '../../test/test-app';
import { deliverTo } from './reviews.test-support';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signUpStaff>>;

beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT_PER_MINUTE: '1000' } });
  staff = await signUpStaff(t, 'staff');
});
afterAll(() => t.close());

/** A review by a new shopper (one review per shopper per product); a buyer's is verified. */
async function review(
  product: { id: string; price: number },
  rating: number,
  text: string,
  { buyer = false } = {},
) {
  const shopper = await signUpShopper(t, {
    name: 'Kavya',
    email: `kavya-${Math.random().toString(36).slice(2)}@example.in`,
  });
  if (buyer) await deliverTo(t, shopper, product);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/products/${product.id}/reviews`,
    headers: { cookie: shopper.cookie },
    payload: { rating, text },
  });
  return Object.assign(res, { email: shopper.email });
}

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
  it('lists new reviews first with their product, a buyer’s shown and verified, others pending', async () => {
    const vase = await addProduct(t, { name: 'Queue Vase' });
    expect((await review(vase, 5, 'Lovely glaze', { buyer: true })).statusCode).toBe(201);
    const chipped = await review(vase, 2, 'Arrived chipped');
    expect(chipped.statusCode).toBe(201);
    const res = await queue('?limit=2');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      {
        id: expect.any(String),
        product: { slug: vase.id, name: 'Queue Vase' },
        rating: 2,
        text: 'Arrived chipped',
        name: 'Kavya',
        email: chipped.email,
        verifiedPurchase: false,
        status: 'pending',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      expect.objectContaining({ text: 'Lovely glaze', status: 'shown', verifiedPurchase: true }),
    ]);
    expect(res.json().nextCursor).toEqual(expect.any(String));
  });

  it('approving a pending review shows it and counts it; rejecting takes it off again', async () => {
    const lamp = await addProduct(t);
    await review(lamp, 5, 'Warm light', { buyer: true });
    await review(lamp, 4, 'Good shade', { buyer: true });
    await review(lamp, 1, 'Spam spam spam');
    expect(await shopView(lamp.id)).toEqual({
      rating: 4.5,
      reviewCount: 2,
      texts: ['Good shade', 'Warm light'],
      listed: { rating: 4.5, reviewCount: 2 },
    });

    const pending = ((await queue('?status=pending')).json().items as AdminReview[]).filter(
      (r) => r.product.slug === lamp.id,
    );
    expect(pending.map((r) => r.text)).toEqual(['Spam spam spam']);
    const spam = pending[0]!;
    const approved = await setStatus(spam.id, 'shown', spam.updatedAt);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ id: spam.id, status: 'shown' });
    expect(await shopView(lamp.id)).toEqual({
      rating: 3.3,
      reviewCount: 3,
      texts: ['Spam spam spam', 'Good shade', 'Warm light'],
      listed: { rating: 3.3, reviewCount: 3 },
    });

    // Acting on what was read before the change is refused.
    const stale = await setStatus(spam.id, 'rejected', spam.updatedAt);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STALE');
    const rejected = await setStatus(spam.id, 'rejected', approved.json().updatedAt);
    expect(rejected.statusCode).toBe(200);
    expect(await shopView(lamp.id)).toMatchObject({ rating: 4.5, reviewCount: 2 });
    const onlyRejected = (await queue('?status=rejected')).json().items as AdminReview[];
    expect(onlyRejected.map((r) => r.id)).toContain(spam.id);
    expect(onlyRejected.every((r) => r.status === 'rejected')).toBe(true);

    const actions = await t.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.entityId, spam.id));
    expect(actions).toEqual([
      { action: 'review.approve', actorId: staff.id },
      { action: 'review.reject', actorId: staff.id },
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
      [setStatus(ids[0]!, 'pending', now), 400, 'status'],
      [setStatus(ids[0]!, 'rejected', 'yesterday'), 400, 'updatedAt'],
      [setStatus('not-a-uuid', 'rejected', now), 400, 'id'],
      [setStatus('00000000-0000-4000-8000-000000000000', 'rejected', now), 404, ''],
    ];
    for (const [request, status, field] of cases) {
      const res = await request;
      expect(res.statusCode).toBe(status);
      if (field) expect(Object.keys(res.json().error.fields ?? {})).toEqual([field]);
    }
  });
});
