import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_TEXTS } from '@terracraft/shared/privacy';
import {
  auditLog,
  newsletterSubscribers,
  orders,
  reviews,
  taxDocuments,
  twoFactors,
  users,
} from '../../db/schema';
import {
  createTestApp,
  signUpShopper,
  signUpStaff,
  type TestApp,
  saveSellerDetails,
} from '../../test/test-app';
import { ADDRESS, addProduct, allowManyOrders, orderBody, placeOrder } from '../../test/shop-data';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpStaff>>;
beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_ADDRESS: '100000', WRITE_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  await allowManyOrders(t);
  owner = await signUpStaff(t, 'owner');
  // Shipping issues tax invoices, which the placeholder seller never signs.
  await saveSellerDetails(t, owner.cookie);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST', url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** Moves an order on as the owner. */
async function move(number: string, action: string, body: object = {}) {
  const { version } = (await send('GET', `/api/admin/orders/${number}`, owner.cookie)).json();
  const res = await send('POST', `/api/admin/orders/${number}/${action}`, owner.cookie, {
    version,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A shopper with a delivered order (invoiced), an address, a review and a subscription. */
async function busyShopper() {
  const shopper = await signUpShopper(t, { name: 'Asha Rao' });
  const product = await addProduct(t);
  const body = orderBody([product], {
    saveAddress: true,
    shippingAddress: { ...ADDRESS, email: shopper.email },
  });
  const placed = await placeOrder(t, shopper.cookie, body);
  expect(placed.statusCode).toBe(201);
  const number = placed.json().order.number as string;
  const review = `Sturdy and beautiful, like the one ${number} brought`;
  const posted = await send('POST', `/api/products/${product.id}/reviews`, shopper.cookie, {
    rating: 5,
    text: review,
    email: shopper.email.toUpperCase(),
  });
  expect(posted.statusCode, posted.body).toBe(201);
  await send('POST', '/api/newsletter', undefined, { email: shopper.email });
  return { ...shopper, number, product, review };
}

describe('download my data', () => {
  it('gives the shopper’s profile, addresses, orders, reviews and subscription as a JSON file', async () => {
    const shopper = await busyShopper();
    const res = await send('GET', '/api/account/data', shopper.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="terracraft-my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    const data = res.json();
    expect(data.profile).toMatchObject({ name: 'Asha Rao', email: shopper.email });
    expect(data.addresses).toEqual([
      expect.objectContaining({ address: ADDRESS.address, isDefault: true }),
    ]);
    expect(data.orders).toEqual([
      expect.objectContaining({
        number: `#${shopper.number}`,
        items: [expect.objectContaining({ productId: shopper.product.id, quantity: 1 })],
      }),
    ]);
    expect(data.reviews).toEqual([expect.objectContaining({ text: shopper.review, rating: 5 })]);
    expect(data.newsletter).toMatchObject({ subscribed: true });
    expect((await send('GET', '/api/account/data', undefined)).statusCode).toBe(401);
  });

  it('gives the shopper’s returns, with where the refund goes, and contact messages with replies', async () => {
    const shopper = await busyShopper();
    await move(shopper.number, 'confirm');
    await move(shopper.number, 'pack');
    await move(shopper.number, 'ship', { carrier: 'Delhivery', trackingNumber: 'DL1' });
    await move(shopper.number, 'deliver');
    const returned = await send('POST', `/api/orders/${shopper.number}/returns`, shopper.cookie, {
      lines: [{ position: 0, quantity: 1 }],
      reason: 'damaged',
      details: 'The rim arrived chipped.',
      refundTo: { method: 'upi', upiId: 'asha.rao@okaxis' },
    });
    expect(returned.statusCode, returned.body).toBe(201);
    const wrote = await send('POST', '/api/contact', undefined, {
      name: 'Asha Rao',
      email: shopper.email.toUpperCase(),
      subject: 'Gift wrap',
      message: 'Can you gift-wrap my order?',
    });
    expect(wrote.statusCode).toBe(201);
    const replied = await send(
      'POST',
      `/api/admin/messages/${wrote.json().id}/replies`,
      owner.cookie,
      { text: 'Yes, in handmade paper.' },
    );
    expect(replied.statusCode, replied.body).toBe(201);
    // Someone else's message is not theirs.
    await send('POST', '/api/contact', undefined, {
      email: 'someone.else@example.in',
      message: 'Not Asha',
    });

    const data = (await send('GET', '/api/account/data', shopper.cookie)).json();
    expect(data.returns).toEqual([
      expect.objectContaining({
        number: returned.json().return.number,
        order: `#${shopper.number}`,
        status: 'requested',
        reason: 'damaged',
        details: 'The rim arrived chipped.',
        items: [{ name: expect.any(String), quantity: 1 }],
        refundTo: { method: 'upi', upiId: 'asha.rao@okaxis' },
        requestedAt: expect.any(String),
      }),
    ]);
    expect(data.contactMessages).toEqual([
      {
        name: 'Asha Rao',
        email: shopper.email,
        subject: 'Gift wrap',
        message: 'Can you gift-wrap my order?',
        sentAt: expect.any(String),
        replies: [{ text: 'Yes, in handmade paper.', sentAt: expect.any(String) }],
      },
    ]);
  });
});

describe('delete my account', () => {
  it('is refused while an order is under way, and with a wrong password', async () => {
    const shopper = await busyShopper();
    const wrong = await send('POST', '/api/account/delete', shopper.cookie, {
      password: 'not it at all',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe(PRIVACY_TEXTS.wrongPassword);
    const open = await send('POST', '/api/account/delete', shopper.cookie, {
      password: shopper.password,
    });
    expect(open.statusCode).toBe(409);
    expect(open.json().error.message).toBe(PRIVACY_TEXTS.openOrders);
    // Nothing changed: still signed in, data intact.
    expect((await send('GET', '/api/account/data', shopper.cookie)).json().addresses).toHaveLength(
      1,
    );
  });

  it('erases personal data, keeps the invoice’s name and address, and signs out for good', async () => {
    const shopper = await busyShopper();
    await move(shopper.number, 'confirm');
    await move(shopper.number, 'pack');
    await move(shopper.number, 'ship', { carrier: 'Delhivery', trackingNumber: 'DL1' });
    await move(shopper.number, 'deliver');
    const db = t.database.db;
    const [account] = await db.select().from(users).where(eq(users.email, shopper.email));
    // A mobile number and an authenticator, as the account page saves them.
    await db
      .update(users)
      .set({ phone: '9876543210', twoFactorEnabled: true })
      .where(eq(users.id, account!.id));
    await db
      .insert(twoFactors)
      .values({ id: 'tf-1', userId: account!.id, secret: 'SECRET', backupCodes: 'CODES' });

    const res = await send('POST', '/api/account/delete', shopper.cookie, {
      password: shopper.password,
    });
    expect(res.statusCode, res.body).toBe(200);

    // Signed out everywhere, and the old password no longer signs in.
    expect((await send('GET', '/api/account/data', shopper.cookie)).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.config.publicUrl },
      payload: { email: shopper.email, password: shopper.password },
    });
    expect(signIn.statusCode).toBe(401);

    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.number, Number(shopper.number.slice(2))));
    expect(order).toMatchObject({
      email: '',
      phone: '',
      firstName: ADDRESS.firstName,
      address: ADDRESS.address,
      state: ADDRESS.state,
    });
    const [invoice] = await db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, order!.id));
    expect(invoice!.buyer).toMatchObject({
      email: '',
      phone: '',
      address: ADDRESS.address,
      state: ADDRESS.state,
    });
    const [user] = await db.select().from(users).where(eq(users.id, order!.userId));
    expect(user).toMatchObject({ name: 'Deleted account', phone: null, twoFactorEnabled: false });
    expect(await db.select().from(twoFactors).where(eq(twoFactors.userId, user!.id))).toEqual([]);
    expect(user!.email).not.toContain(shopper.email.split('@')[0]);
    const review = await db.select().from(reviews).where(eq(reviews.text, shopper.review));
    expect(review.map((row) => [row.name, row.email])).toEqual([['Deleted account', '']]);
    expect(
      await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, shopper.email)),
    ).toEqual([]);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'account.delete'));
    expect(entry).toMatchObject({ entityType: 'customer', entityId: user!.id });
    expect(JSON.stringify(entry)).not.toContain(shopper.email);

    // The same email may open a new account.
    await signUpShopper(t, { email: shopper.email });
  });

  it('refuses to delete the shop’s last owner', async () => {
    const res = await send('POST', '/api/account/delete', owner.cookie, {
      password: owner.password,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PRIVACY_TEXTS.lastOwner);
    const second = await signUpStaff(t, 'owner');
    const ok = await send('POST', '/api/account/delete', second.cookie, {
      password: second.password,
    });
    expect(ok.statusCode).toBe(200);
  });
});
