import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SETTINGS } from '@terracraft/shared/delivery';
import {
  DEFAULT_BUSINESS_SETTINGS,
  DEFAULT_SELLER_SETTINGS,
  DEFAULT_ORDER_LIMITS,
  type BusinessSettings,
} from '@terracraft/shared/settings';
import { auditLog, settings } from '../../db/schema';
import { addProduct, orderBody, placeOrder } from '../../test/shop-data';
import {
  createTestApp,
  outbox,
  signUpShopper,
  signUpStaff,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpStaff>>;
let staff: Awaited<ReturnType<typeof signUpStaff>>;

beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT_PER_MINUTE: '1000' } });
  owner = await signUpStaff(t, 'owner', { email: 'meera.owner@example.in' });
  staff = await signUpStaff(t, 'staff');
});
afterAll(() => t.close());

const read = (cookie = staff.cookie) =>
  t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } });

const save = (value: unknown, updatedAt: string | null, cookie = owner.cookie) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie },
    payload: { key: 'business', value, updatedAt },
  });

const current = async () =>
  (await read()).json().business as {
    value: BusinessSettings;
    updatedAt: string | null;
  };

const stored = async () =>
  (await t.database.db.select().from(settings).where(eq(settings.key, 'business')))[0];

const publicBusiness = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json().business;

describe('the settings store', () => {
  it('starts from the policy module’s business details and a Jharkhand seller, which staff may read', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      business: { value: DEFAULT_BUSINESS_SETTINGS, updatedAt: null, updatedBy: null },
      seller: { value: DEFAULT_SELLER_SETTINGS, updatedAt: null, updatedBy: null },
      orderLimits: { value: DEFAULT_ORDER_LIMITS, updatedAt: null, updatedBy: null },
      delivery: { value: DEFAULT_DELIVERY_SETTINGS, updatedAt: null, updatedBy: null },
    });
    const { ordersEmail: _ordersEmail, ...shown } = DEFAULT_BUSINESS_SETTINGS;
    expect(await publicBusiness()).toEqual(shown);
  });

  it('lets staff read but not change them', async () => {
    const res = await save(
      { ...DEFAULT_BUSINESS_SETTINGS, phone: '1800-000-0000' },
      null,
      staff.cookie,
    );
    expect(res.statusCode).toBe(403);
    expect(await stored()).toBeUndefined();
  });

  it('refuses bad values with a 400 naming each field, and changes nothing', async () => {
    const before = await current();
    const cases: [unknown, string][] = [
      [{ ...before.value, supportEmail: 'not-an-address' }, 'value.supportEmail'],
      [{ ...before.value, phone: 'call us' }, 'value.phone'],
      [{ ...before.value, shopName: '   ' }, 'value.shopName'],
      [
        { ...before.value, address: { ...before.value.address, pin: '12345' } },
        'value.address.pin',
      ],
      [
        { ...before.value, address: { ...before.value.address, state: 'Atlantis' } },
        'value.address.state',
      ],
      [{ ...before.value, workingHours: [] }, 'value.workingHours'],
      [{ ...before.value, phoneIsTollFree: 'yes' }, 'value.phoneIsTollFree'],
    ];
    for (const [value, field] of cases) {
      const res = await save(value, before.updatedAt);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().error.fields), field).toEqual([field]);
    }
    const noKey = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: owner.cookie },
      payload: { key: 'internal.owner-setup-token', value: { token: 'x' }, updatedAt: null },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.fields).toHaveProperty('key');
    const noVersion = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: owner.cookie },
      payload: { key: 'business', value: before.value },
    });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().error.fields).toHaveProperty('updatedAt');
    expect(await current()).toEqual(before);
    expect(await stored()).toBeUndefined();
  });

  it('saves the owner’s change, audited with before and after, and shows it at once', async () => {
    const before = await current();
    const value = {
      ...before.value,
      shopName: 'TerraCraft Ranchi',
      supportEmail: 'Help@TerraCraft.example',
      ordersEmail: 'orders@terracraft.example',
      phone: '+91 98765 43210',
      phoneIsTollFree: false,
    };
    const res = await save(value, before.updatedAt);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().business;
    expect(saved.value).toMatchObject({
      shopName: 'TerraCraft Ranchi',
      supportEmail: 'help@terracraft.example',
      phone: '+91 98765 43210',
    });
    expect(saved.updatedBy).toEqual({ id: owner.id, email: owner.email });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await publicBusiness()).toMatchObject({
      shopName: 'TerraCraft Ranchi',
      phone: '+91 98765 43210',
    });
    expect(await publicBusiness()).not.toHaveProperty('ordersEmail');

    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      actorId: owner.id,
      actorEmail: owner.email,
      actorRole: 'owner',
      action: 'settings.update',
      entityType: 'settings',
      entityId: 'business',
      before: DEFAULT_BUSINESS_SETTINGS,
      after: saved.value,
    });
  });

  it('refuses a change made to settings that were saved since they were read (409 STALE)', async () => {
    const read1 = await current();
    const first = await save(
      { ...read1.value, phoneHours: 'Mon-Sat 9am-7pm IST' },
      read1.updatedAt,
    );
    expect(first.statusCode).toBe(200);
    const late = await save({ ...read1.value, phoneHours: 'Never' }, read1.updatedAt);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({
      code: 'STALE',
      message:
        'The business details changed while you were looking at them. Reload to see the latest.',
    });
    const defaults = await save(DEFAULT_BUSINESS_SETTINGS, null);
    expect(defaults.statusCode).toBe(409);
    expect((await current()).value.phoneHours).toBe('Mon-Sat 9am-7pm IST');
  });

  it('reads each key from the database once after a change, then from memory', async () => {
    const before = await current();
    // A change behind the store's back is not seen: the value is cached…
    await t.database.db
      .update(settings)
      .set({ value: { ...before.value, shopName: 'Edited in SQL' } })
      .where(eq(settings.key, 'business'));
    expect((await publicBusiness()).shopName).toBe(before.value.shopName);
    // …until the next change through the store, which empties the cache.
    const res = await save({ ...before.value, shopName: 'TerraCraft' }, before.updatedAt);
    expect(res.statusCode).toBe(200);
    expect((await publicBusiness()).shopName).toBe('TerraCraft');
  });

  it('sign the mails: contact messages go to the support address, order mails carry the details', async () => {
    const { value, updatedAt } = await current();
    const changed = await save(
      {
        ...value,
        shopName: 'TerraCraft Crafts',
        supportEmail: 'care@terracraft.example',
        ordersEmail: 'orders@terracraft.example',
        phone: '0651 234 5678',
        phoneHours: 'Mon-Sat 10am-5pm IST',
      },
      updatedAt,
    );
    expect(changed.statusCode).toBe(200);

    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { email: 'ravi@example.in', message: 'Do you ship to Pune?' },
    });
    expect(contact.statusCode).toBe(201);
    const contactMail = (await outbox(t)).find((mail) =>
      mail.includes('Reply-To: ravi@example.in'),
    );
    expect(contactMail).toContain('To: care@terracraft.example');

    const shopper = await signUpShopper(t);
    const product = await addProduct(t);
    const order = await placeOrder(t, shopper.cookie, orderBody([product]));
    expect(order.statusCode).toBe(201);
    const confirmation = (await outbox(t)).find((mail) => mail.includes('has been received'));
    expect(confirmation).toContain('Subject: Your TerraCraft Crafts order #');
    expect(confirmation).toContain('Reply-To: orders@terracraft.example');
    expect(confirmation).toContain(
      'Questions? Write to care@terracraft.example or call 0651 234 5678 (Mon-Sat 10am-5pm IST).',
    );
    expect(confirmation).toContain('— TerraCraft Crafts');

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: t.config.publicUrl },
      payload: { email: shopper.email },
    });
    expect(reset.statusCode).toBe(200);
    const resetMail = (await outbox(t)).find((mail) => mail.includes('Reset your'));
    expect(resetMail).toContain('Subject: Reset your TerraCraft Crafts password');
    expect(resetMail).toContain('your TerraCraft Crafts account');
  });
});
