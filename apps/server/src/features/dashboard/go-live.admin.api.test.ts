import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoLiveChecklist } from '@terracraft/shared/dashboard';
import { ERROR_CODES } from '@terracraft/shared/errors';
import { DEFAULT_SELLER_SETTINGS, PLACEHOLDER_SELLER_MESSAGE } from '@terracraft/shared/settings';
import { outboxMails, taxDocumentCounters, taxDocuments, users } from '../../db/schema';
import {
  createTestApp,
  REGISTERED_SELLER,
  saveSellerDetails,
  signUpShopper,
  signUpStaff,
  type TestApp,
} from '../../test/test-app';
import { addProduct, orderBody, placeOrder } from '../../test/shop-data';

/** A new owner's first day: no invoice under the placeholder seller, and the go-live checklist. */

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUpStaff>>;
let staff: Awaited<ReturnType<typeof signUpStaff>>;
let shopper: Awaited<ReturnType<typeof signUpShopper>>;

beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_ADDRESS: '100000', WRITE_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  owner = await signUpStaff(t, 'owner');
  staff = await signUpStaff(t, 'staff');
  shopper = await signUpShopper(t);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const adminOrder = async (number: string) =>
  (await get(`/api/admin/orders/${number}`, staff.cookie)).json();

function move(number: string, action: string, body: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${number}/${action}`,
    headers: { cookie: staff.cookie },
    payload: body,
  });
}

/** A COD order, confirmed and packed: the next step is shipping it. */
async function packedOrder() {
  const product = await addProduct(t, { stock: 5 });
  const placed = await placeOrder(t, shopper.cookie, orderBody([product]));
  expect(placed.statusCode, placed.body).toBe(201);
  const number = placed.json().order.number as string;
  for (const action of ['confirm', 'pack']) {
    const moved = await move(number, action, { version: (await adminOrder(number)).version });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return number;
}

const SHIPMENT = { carrier: 'Delhivery', trackingNumber: 'DL55501' };

async function checklist(cookie = owner.cookie): Promise<GoLiveChecklist> {
  const answer = await get('/api/admin/dashboard/go-live', cookie);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const item = (list: GoLiveChecklist, key: string) => list.items.find((entry) => entry.key === key)!;

async function rows(table: typeof taxDocuments | typeof taxDocumentCounters | typeof outboxMails) {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row!.n;
}

describe('shipping under the placeholder seller', () => {
  it('is refused with a message naming Settings → Seller, and changes nothing', async () => {
    const number = await packedOrder();
    const before = await adminOrder(number);
    const [documents, counters, mails] = [
      await rows(taxDocuments),
      await rows(taxDocumentCounters),
      await rows(outboxMails),
    ];

    const refused = await move(number, 'ship', { version: before.version, ...SHIPMENT });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: ERROR_CODES.sellerDetailsMissing,
      message: PLACEHOLDER_SELLER_MESSAGE,
    });
    expect(PLACEHOLDER_SELLER_MESSAGE).toContain('Settings → Seller');

    // The order is as it was: packed, same version, no shipment, no invoice, no number taken,
    // no mail, nothing in its timeline.
    const after = await adminOrder(number);
    expect(after).toEqual(before);
    expect(after).toMatchObject({ status: 'packed', shipment: null, documents: [] });
    expect(await rows(taxDocuments)).toBe(documents);
    expect(await rows(taxDocumentCounters)).toBe(counters);
    expect(await rows(outboxMails)).toBe(mails);
  });

  it('is refused while the saved details keep the placeholder GSTIN', async () => {
    const read = (await get('/api/admin/settings', owner.cookie)).json();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: owner.cookie },
      payload: {
        key: 'seller',
        value: { ...DEFAULT_SELLER_SETTINGS, legalName: 'Only The Name Changed Pvt Ltd' },
        updatedAt: read.seller.updatedAt,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const number = await packedOrder();
    const refused = await move(number, 'ship', {
      version: (await adminOrder(number)).version,
      ...SHIPMENT,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe(ERROR_CODES.sellerDetailsMissing);
    expect(item(await checklist(), 'seller').done).toBe(false);
  });

  it('is allowed once the registered details are saved: the first invoice is number 1', async () => {
    const number = await packedOrder();
    await saveSellerDetails(t, owner.cookie);
    const shipped = await move(number, 'ship', {
      version: (await adminOrder(number)).version,
      ...SHIPMENT,
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'shipped' });
    const [invoice] = shipped.json().documents;
    // The refusals took no number.
    expect(invoice.number).toMatch(/^TC\/\d\d-\d\d\/000001$/);
    const [row] = await t.database.db
      .select({ seller: taxDocuments.seller })
      .from(taxDocuments)
      .where(eq(taxDocuments.id, invoice.id));
    expect(row!.seller).toEqual(REGISTERED_SELLER);
  });
});

describe('the go-live checklist', () => {
  it('is for staff only', async () => {
    expect((await get('/api/admin/dashboard/go-live')).statusCode).toBe(401);
    expect((await get('/api/admin/dashboard/go-live', shopper.cookie)).statusCode).toBe(403);
    expect((await checklist(staff.cookie)).items).toHaveLength(7);
  });

  it('says what each item needs, and ticks an item when the shop has it', async () => {
    // A fresh shop of its own, as a new owner finds it.
    const fresh = await createTestApp({ seed: false });
    try {
      const boss = await signUpStaff(fresh, 'owner');
      const read = async () =>
        (
          await fresh.app.inject({
            method: 'GET',
            url: '/api/admin/dashboard/go-live',
            headers: { cookie: boss.cookie },
          })
        ).json() as GoLiveChecklist;

      const first = await read();
      expect(first.complete).toBe(false);
      expect(first.items.map((entry) => [entry.key, entry.done])).toEqual([
        ['seller', false],
        ['business', false],
        // The tests choose the sandbox with PAYMENTS_SANDBOX=true.
        ['payments', true],
        ['mail', false],
        ['delivery', false],
        ['twoFactor', false],
        ['backup', false],
      ]);
      expect(item(first, 'seller')).toMatchObject({
        label: 'Seller and GST details',
        link: { href: '/admin/settings#seller', label: 'Settings → Seller' },
      });
      expect(item(first, 'seller').detail).toContain('orders cannot ship');
      expect(item(first, 'mail').detail).toContain('SMTP_URL');
      expect(item(first, 'twoFactor').link?.href).toBe('/account');
      expect(item(first, 'backup')).toMatchObject({ done: false, link: null });
      expect(item(first, 'backup').detail).toContain('cannot take or record a backup');

      await saveSellerDetails(fresh, boss.cookie);
      const settings = (
        await fresh.app.inject({
          method: 'GET',
          url: '/api/admin/settings',
          headers: { cookie: boss.cookie },
        })
      ).json();
      for (const key of ['business', 'delivery'] as const) {
        const saved = await fresh.app.inject({
          method: 'PUT',
          url: '/api/admin/settings',
          headers: { cookie: boss.cookie },
          payload: { key, value: settings[key].value, updatedAt: settings[key].updatedAt },
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }
      await fresh.database.db
        .update(users)
        .set({ twoFactorEnabled: true })
        .where(eq(users.id, boss.id));

      const after = await read();
      expect(after.items.filter((entry) => !entry.done).map((entry) => entry.key)).toEqual([
        'mail',
        'backup',
      ]);
      expect(item(after, 'seller').detail).toContain(REGISTERED_SELLER.gstin);
      expect(item(after, 'twoFactor').detail).toBe('1 staff account signs in with two-factor.');
      expect(after.complete).toBe(false);
    } finally {
      await fresh.close();
    }
  }, 60_000);

  it('counts the sandbox only when it is chosen, and SMTP when it is set', async () => {
    const other = await createTestApp({
      seed: false,
      env: { SMTP_URL: 'smtp://127.0.0.1:2525', PAYMENTS_SANDBOX: '' },
    });
    try {
      const boss = await signUpStaff(other, 'owner');
      const read = (
        await other.app.inject({
          method: 'GET',
          url: '/api/admin/dashboard/go-live',
          headers: { cookie: boss.cookie },
        })
      ).json() as GoLiveChecklist;
      expect(item(read, 'mail').done).toBe(true);
      // The sandbox runs, by default only: not yet a choice.
      expect(other.config.paymentsSandbox).toBe(true);
      expect(item(read, 'payments').done).toBe(false);
      expect(item(read, 'payments').detail).toContain('PAYMENTS_SANDBOX=true');
    } finally {
      await other.close();
    }
  }, 60_000);
});
