import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDetailSchema } from '@terracraft/shared/catalogue';
import { myReviewSchema, reviewListSchema, savedReviewSchema } from '@terracraft/shared/reviews';
import { errorResponseSchema } from '@terracraft/shared/errors';
import { reviews, users } from '../../db/schema';
import { addProduct } from '../../test/shop-data';
import { createTestApp, signUpShopper, type TestApp } from '../../test/test-app';
import { deliverTo } from './reviews.test-support';

let t: TestApp;
let shopper: Awaited<ReturnType<typeof signUpShopper>>;

beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT_PER_MINUTE: '1000' } });
  shopper = await signUpShopper(t, { name: 'Aarti Deshpande' });
});
afterAll(() => t.close());

const review = {
  rating: 5,
  text: 'The weave is even finer in person. It lights our dining table beautifully.',
};

const submit = (slug: string, payload: unknown, cookie: string | undefined = shopper.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${slug}/reviews`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

const edit = (slug: string, payload: unknown, cookie: string | undefined = shopper.cookie) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/products/${slug}/reviews/mine`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

async function mine(slug: string, cookie = shopper.cookie) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products/${slug}/reviews/mine`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return myReviewSchema.parse(res.json()).review;
}

async function reviewsOf(slug: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${slug}/reviews` });
  expect(res.statusCode).toBe(200);
  return reviewListSchema.parse(res.json());
}

async function productOf(slug: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${slug}` });
  return productDetailSchema.parse(res.json());
}

/** What a visitor sees of the product: its rating and count, and the texts listed. */
async function shopView(slug: string) {
  const product = await productOf(slug);
  const list = await reviewsOf(slug);
  return {
    rating: product.rating,
    reviewCount: product.reviewCount,
    texts: list.items.map((r) => r.text),
    listed: { rating: list.rating, reviewCount: list.reviewCount },
  };
}

const countStored = async () =>
  (await t.database.db.select({ id: reviews.id }).from(reviews)).length;

const average = (ratings: number[]) =>
  Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10;

describe('GET /api/products/:slug/reviews', () => {
  it("lists a product's reviews newest first with its rating and count, never the emails", async () => {
    const list = await reviewsOf('boho-macrame-wall-hanging');
    expect(list.reviewCount).toBe(4);
    expect(list.items).toHaveLength(4);
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
  it('asks a signed-out visitor to sign in, storing nothing', async () => {
    const before = await countStored();
    const res = await submit('terracotta-planter-pair', review, '');
    expect(res.statusCode).toBe(401);
    expect(errorResponseSchema.parse(res.json()).error.code).toBe('UNAUTHENTICATED');
    expect(await countStored()).toBe(before);
  });

  it("shows a delivered buyer's review at once as a verified purchase, counted everywhere", async () => {
    const lamp = await addProduct(t, { name: 'Verified Lamp' });
    const buyer = await signUpShopper(t, { name: 'Nisha Kapoor' });
    await deliverTo(t, buyer, lamp);

    const res = await submit(
      lamp.id,
      // A name or email sent along is not the reviewer's: the account's are.
      { ...review, name: 'Someone Else', email: 'someone-else@example.in' },
      buyer.cookie,
    );
    expect(res.statusCode, res.body).toBe(201);
    const saved = savedReviewSchema.parse(res.json());
    expect(saved).toMatchObject({
      rating: 5,
      name: 'Nisha Kapoor',
      status: 'shown',
      verifiedPurchase: true,
      productRating: 5,
      productReviewCount: 1,
    });
    expect(await shopView(lamp.id)).toEqual({
      rating: 5,
      reviewCount: 1,
      texts: [review.text],
      listed: { rating: 5, reviewCount: 1 },
    });
    expect((await reviewsOf(lamp.id)).items[0]).toMatchObject({ verifiedPurchase: true });
    expect(await mine(lamp.id, buyer.cookie)).toMatchObject({ id: saved.id, status: 'shown' });
    // The account's email is kept, whatever the body said, and never shown.
    const [stored] = await t.database.db
      .select({ email: reviews.email })
      .from(reviews)
      .where(eq(reviews.id, saved.id));
    expect(stored?.email).toBe(buyer.email);
    expect(JSON.stringify(await reviewsOf(lamp.id))).not.toContain('@');
  });

  it("keeps any other shopper's review pending: not listed, not counted, but theirs to see", async () => {
    const vase = await addProduct(t, { name: 'Pending Vase' });
    const res = await submit(vase.id, { ...review, rating: 1 });
    expect(res.statusCode, res.body).toBe(201);
    expect(savedReviewSchema.parse(res.json())).toMatchObject({
      status: 'pending',
      verifiedPurchase: false,
      productRating: 0,
      productReviewCount: 0,
    });
    expect(await shopView(vase.id)).toEqual({
      rating: 0,
      reviewCount: 0,
      texts: [],
      listed: { rating: 0, reviewCount: 0 },
    });
    expect(await mine(vase.id)).toMatchObject({ rating: 1, text: review.text, status: 'pending' });
    const other = await signUpShopper(t);
    expect(await mine(vase.id, other.cookie)).toBeNull();
  });

  it('refuses a second review of the same product with a 409 naming the problem, changing nothing', async () => {
    const basket = await addProduct(t);
    expect((await submit(basket.id, review)).statusCode).toBe(201);
    const before = await mine(basket.id);
    const stored = await countStored();
    const again = await submit(basket.id, { ...review, rating: 2, text: 'Changed my mind.' });
    expect(again.statusCode).toBe(409);
    expect(errorResponseSchema.parse(again.json()).error).toEqual({
      code: 'REVIEW_EXISTS',
      message: 'You have already reviewed this product. Edit your review instead.',
    });
    expect(await mine(basket.id)).toEqual(before);
    expect(await countStored()).toBe(stored);
  });

  it('rejects a bad rating or an empty text with a 400 naming each field, storing nothing', async () => {
    const slug = 'terracotta-planter-pair';
    const before = await reviewsOf(slug);
    const stored = await countStored();
    const cases: [unknown, string[]][] = [
      [{ ...review, rating: 0 }, ['rating']],
      [{ ...review, rating: 6 }, ['rating']],
      [{ ...review, rating: 4.5 }, ['rating']],
      [{ ...review, rating: '5' }, ['rating']],
      [{ ...review, rating: undefined }, ['rating']],
      [{ ...review, text: '' }, ['text']],
      [{ ...review, text: '    ' }, ['text']],
      [{ ...review, text: 'x'.repeat(2001) }, ['text']],
      [{ ...review, text: 'Nice\u0000' }, ['text']],
      [{}, ['rating', 'text']],
      [{ rating: 9, text: '' }, ['rating', 'text']],
    ];
    for (const [payload, fields] of cases) {
      for (const res of [await submit(slug, payload), await edit(slug, payload)]) {
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        const { error } = errorResponseSchema.parse(res.json());
        expect(Object.keys(error.fields ?? {}).sort(), JSON.stringify(payload)).toEqual(
          [...fields].sort(),
        );
      }
    }
    expect(
      errorResponseSchema.parse((await submit(slug, { ...review, rating: 0 })).json()).error.fields
        ?.rating,
    ).toBe('Choose a rating from 1 to 5');
    expect(await reviewsOf(slug)).toEqual(before);
    expect(await countStored()).toBe(stored);
  });

  it('rejects bodies that are not JSON objects', async () => {
    const slug = 'terracotta-planter-pair';
    for (const payload of ['[]', 'null', '"five stars"', '{"rating": 5,']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/products/${slug}/reviews`,
        headers: { 'content-type': 'application/json', cookie: shopper.cookie },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      errorResponseSchema.parse(res.json());
    }
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/products/${slug}/reviews`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: shopper.cookie },
      payload: 'rating=5',
    });
    expect(form.statusCode).toBe(415);
  });

  it('answers 404 for an unknown product and 400 for a malformed id, storing nothing', async () => {
    const before = await countStored();
    const missing = await submit('no-such-product', review);
    expect(missing.statusCode).toBe(404);
    expect(errorResponseSchema.parse(missing.json()).error.message).toBe(
      'That product does not exist.',
    );
    expect((await submit('DROP%20TABLE', review)).statusCode).toBe(400);
    expect((await edit('no-such-product', review)).statusCode).toBe(404);
    expect(await countStored()).toBe(before);
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
    expect((await mine('bamboo-tube-vase'))?.text).toBe(text);
  });
});

describe('PUT /api/products/:slug/reviews/mine', () => {
  it("edits a verified buyer's review in place: still shown, the rating follows", async () => {
    const stool = await addProduct(t, { name: 'Edit Stool' });
    const buyer = await signUpShopper(t);
    await deliverTo(t, buyer, stool);
    const first = savedReviewSchema.parse((await submit(stool.id, review, buyer.cookie)).json());

    const res = await edit(
      stool.id,
      { ...review, rating: 3, text: 'A wobble after a month.' },
      buyer.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(savedReviewSchema.parse(res.json())).toMatchObject({
      id: first.id,
      rating: 3,
      status: 'shown',
      verifiedPurchase: true,
      productRating: 3,
      productReviewCount: 1,
    });
    expect(await shopView(stool.id)).toMatchObject({
      rating: 3,
      reviewCount: 1,
      texts: ['A wobble after a month.'],
    });
  });

  it("sends another shopper's edited review back for approval, out of the rating meanwhile", async () => {
    const tray = await addProduct(t, { name: 'Edit Tray' });
    const saved = savedReviewSchema.parse((await submit(tray.id, review)).json());
    // Staff approved it.
    await t.database.db.update(reviews).set({ status: 'shown' }).where(eq(reviews.id, saved.id));

    const res = await edit(tray.id, { ...review, text: 'Now with a link to my shop.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', productReviewCount: 0 });
    expect(await shopView(tray.id)).toMatchObject({ reviewCount: 0, texts: [] });
    expect(await mine(tray.id)).toMatchObject({
      text: 'Now with a link to my shop.',
      status: 'pending',
    });
  });

  it('answers 404 to a shopper who has not reviewed the product, and 401 when signed out', async () => {
    const bowl = await addProduct(t);
    const res = await edit(bowl.id, review);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('You have not reviewed this product yet.');
    expect((await edit(bowl.id, review, '')).statusCode).toBe(401);
    const signedOut = await t.app.inject({
      method: 'GET',
      url: `/api/products/${bowl.id}/reviews/mine`,
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await countStored()).toBeGreaterThan(0);
  });
});

describe('a reviewer whose account is deleted', () => {
  it('leaves the review with its text and name, still shown and counted', async () => {
    const rug = await addProduct(t, { name: 'Kept Rug' });
    const buyer = await signUpShopper(t, { name: 'Farah Khan' });
    await deliverTo(t, buyer, rug);
    const saved = savedReviewSchema.parse((await submit(rug.id, review, buyer.cookie)).json());
    // The account goes, with its orders (as account deletion removes them).
    const [account] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, buyer.email));
    await t.database.db.execute(sql`DELETE FROM orders WHERE user_id = ${account!.id}`);
    await t.database.db.delete(users).where(eq(users.id, account!.id));

    const [kept] = await t.database.db.select().from(reviews).where(eq(reviews.id, saved.id));
    expect(kept).toMatchObject({
      userId: null,
      name: 'Farah Khan',
      text: review.text,
      status: 'shown',
    });
    expect(await shopView(rug.id)).toMatchObject({ reviewCount: 1, texts: [review.text] });
  });
});
