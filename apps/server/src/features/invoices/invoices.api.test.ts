import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInr } from '@terracraft/shared/money';
import { DEFAULT_SELLER_SETTINGS } from '@terracraft/shared/settings';
import { financialYearOf } from '@terracraft/shared/invoices';
import { products } from '../../db/schema';
import { MIGRATIONS_DIR } from '../../paths';
import {
  createTestApp,
  sentMails,
  signUpShopper,
  signUpStaff,
  type TestApp,
  REGISTERED_SELLER,
  saveSellerDetails,
} from '../../test/test-app';
import { addProduct, orderBody, placeOrder } from '../../test/shop-data';
import { createTaxDocuments } from './tax-documents';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signUpStaff>>;
let owner: Awaited<ReturnType<typeof signUpStaff>>;
let shopper: Awaited<ReturnType<typeof signUpShopper>>;
let stranger: Awaited<ReturnType<typeof signUpShopper>>;

beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_ADDRESS: '100000', WRITE_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  staff = await signUpStaff(t, 'staff');
  owner = await signUpStaff(t, 'owner');
  shopper = await signUpShopper(t);
  stranger = await signUpShopper(t);
  // Shipping issues tax invoices, which the placeholder seller never signs.
  await saveSellerDetails(t);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function pdfText(body: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(pdf, { mergePages: true })).text;
}

const JHARKHAND = { city: 'Ranchi', state: 'Jharkhand', pin: '834002' };

/** A COD order of two products (5% basketwork, 18% lamp), shipped by staff. */
async function shippedOrder(address: object = {}, couponCode?: string) {
  const basket = await addProduct(t, { price: 129_900, stock: 5 });
  const lamp = await addProduct(t, { price: 89_900, stock: 5 });
  await t.database.db
    .update(products)
    .set({ hsnCode: '94051900', gstRate: 18 })
    .where(eq(products.slug, lamp.id));
  const body = orderBody([{ ...basket, quantity: 2 }, lamp], couponCode ? { couponCode } : {});
  Object.assign(body.shippingAddress, address);
  const placed = await placeOrder(t, shopper.cookie, body);
  expect(placed.statusCode, placed.body).toBe(201);
  const number = placed.json().order.number as string;
  for (const action of ['confirm', 'pack', 'ship']) {
    const { version } = (await get(`/api/admin/orders/${number}`, staff.cookie)).json();
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${number}/${action}`,
      headers: { cookie: staff.cookie },
      payload: {
        version,
        ...(action === 'ship' ? { carrier: 'Delhivery', trackingNumber: 'DL99887766' } : {}),
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const order = (await get(`/api/orders/${number}`, shopper.cookie)).json().order;
  return { number, order };
}

describe('tax invoices', () => {
  it('invoices a shipped order to another state with IGST, and only its shopper gets the PDF', async () => {
    const { number, order } = await shippedOrder();
    expect(order.documents).toEqual([
      {
        id: expect.any(String),
        kind: 'invoice',
        number: expect.stringMatching(/^TC\/\d\d-\d\d\/\d{6}$/),
        issuedAt: order.shippedAt,
      },
    ]);
    const [invoice] = order.documents;
    expect(invoice.number.length).toBeLessThanOrEqual(16);
    expect(invoice.number).toContain(financialYearOf(new Date()));

    const url = `/api/orders/${number}/documents/${invoice.id}`;
    const pdf = await get(url, shopper.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      `${invoice.number.replaceAll('/', '-')}.pdf`,
    );
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Tax Invoice');
    // The seller the owner saved before the first shipment.
    expect(text).toContain(`GSTIN: ${REGISTERED_SELLER.gstin}`);
    expect(text).toContain(invoice.number);
    expect(text).toContain(`#${number}`);
    expect(text).toContain('4602');
    expect(text).toContain('94051900');
    expect(text).toContain('Karnataka (state code 29)');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    // 2 × ₹1,299 at 5% and ₹899 at 18%, shipping ₹59 at 18% (the highest rate).
    expect(text).toContain(formatInr(order.total));
    expect(text).toContain(formatInr(247_429 + 76_186 + 5000));
    expect(text).toContain(formatInr(12_371 + 13_714 + 900));
    expect(text).toContain('Tax is payable on reverse charge: No');
    expect(text).toContain('Rupees Three Thousand Five Hundred Fifty-Six Only');
    expect(text).toContain('Authorised signatory');

    // The shipped mail carries the same invoice, as a PDF.
    const shippedMail = (await sentMails(t)).find(
      (mail) => mail.attachments.length > 0 && mail.text.includes(number),
    );
    expect(shippedMail?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`${invoice.number.replaceAll('/', '-')}.pdf`, 'application/pdf'],
    ]);
    expect(await pdfText(shippedMail!.attachments[0]!.content)).toContain(invoice.number);

    // Nobody else: another shopper and a made-up id are the same 404; signed out is 401.
    expect((await get(url, stranger.cookie)).statusCode).toBe(404);
    expect(
      (await get(`/api/orders/${number}/documents/${randomUUID()}`, shopper.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/orders/${number}/documents/not-an-id`, shopper.cookie)).statusCode,
    ).toBe(404);
    expect((await get(url)).statusCode).toBe(401);

    // Staff download it from the console; a shopper may not use the console's link.
    const staffUrl = `/api/admin/orders/${number}/documents/${invoice.id}`;
    expect((await get(staffUrl, staff.cookie)).statusCode).toBe(200);
    expect((await get(staffUrl, shopper.cookie)).statusCode).toBe(403);
    expect((await get(`/api/admin/orders/${number}`, staff.cookie)).json().documents).toEqual(
      order.documents,
    );
  });

  it('splits the tax into CGST and SGST halves in the seller’s state', async () => {
    const { number, order } = await shippedOrder(JHARKHAND);
    const text = await pdfText(
      (await get(`/api/orders/${number}/documents/${order.documents[0].id}`, shopper.cookie))
        .rawPayload,
    );
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).not.toContain('IGST');
    expect(text).toContain('Jharkhand (state code 20)');
    // Tax ₹123.71 + ₹137.14 + ₹9.00 = ₹269.85: CGST ₹134.93 (the odd paisa), SGST ₹134.92.
    expect(text).toContain(formatInr(13_493));
    expect(text).toContain(formatInr(13_492));
    expect(text).toContain(formatInr(order.total));
  });

  it('numbers invoices one after another, and never twice for an order', async () => {
    const first = await shippedOrder();
    const second = await shippedOrder();
    const sequence = (number: string) => Number(number.split('/')[2]);
    expect(sequence(second.order.documents[0].number)).toBe(
      sequence(first.order.documents[0].number) + 1,
    );
    const documents = createTaxDocuments({
      db: t.database.db,
      seller: async () => DEFAULT_SELLER_SETTINGS,
    });
    const orderId = await orderIdOf(first.number);
    const again = await t.database.db.transaction((tx) =>
      documents.issueInvoice(tx, orderId, new Date()),
    );
    expect(again).toEqual({
      id: first.order.documents[0].id,
      number: first.order.documents[0].number,
    });
  });

  it('issues a credit note of its own series against the invoice, attached by reference', async () => {
    const { number, order } = await shippedOrder();
    const documents = createTaxDocuments({
      db: t.database.db,
      seller: async () => DEFAULT_SELLER_SETTINGS,
    });
    const orderId = await orderIdOf(number);
    const note = await t.database.db.transaction((tx) =>
      documents.issueCreditNote(tx, {
        orderId,
        returnId: 'return-1',
        lines: [{ position: 0, quantity: 1 }],
        refundsShipping: false,
        at: new Date(),
      }),
    );
    expect(note?.number).toMatch(/^CN\/\d\d-\d\d\/000001$/);
    const listed = (await get(`/api/orders/${number}`, shopper.cookie)).json().order.documents;
    expect(listed.map((document: { kind: string }) => document.kind)).toEqual([
      'invoice',
      'credit-note',
    ]);
    const file = await documents.resolveAttachment({ kind: 'credit-note', documentId: note!.id });
    expect(file?.contentType).toBe('application/pdf');
    const text = await pdfText(file!.content);
    expect(text).toContain('Credit Note');
    expect(text).toContain(`Against invoice:${order.documents[0].number}`.replace(':', ': '));
    expect(text).toContain(formatInr(129_900));

    const invoice = await documents.resolveAttachment({ kind: 'invoice', orderId });
    expect(invoice?.filename).toBe(`${order.documents[0].number.replaceAll('/', '-')}.pdf`);
    expect(
      await documents.resolveAttachment({ kind: 'invoice', orderId: randomUUID() }),
    ).toBeNull();

    // An order never invoiced gets no credit note.
    const unshipped = await placeOrder(t, shopper.cookie, orderBody([await addProduct(t)]));
    const unshippedId = await orderIdOf(unshipped.json().order.number);
    const none = await t.database.db.transaction(async (tx) =>
      documents.issueCreditNote(tx, {
        orderId: unshippedId,
        returnId: 'return-2',
        lines: [{ position: 0, quantity: 1 }],
        refundsShipping: true,
        at: new Date(),
      }),
    );
    expect(none).toBeNull();
  });
});

describe('HSN codes and GST rates', () => {
  it('classify the opening catalogue; the data migration gives existing rows the same classes', async () => {
    // The seeded products (the tests' own products are classified by hand).
    const classes = async () =>
      (
        await t.database.db
          .select({ slug: products.slug, hsnCode: products.hsnCode, gstRate: products.gstRate })
          .from(products)
          .orderBy(products.slug)
      ).filter((row) => !row.slug.startsWith('test-product-'));
    const seeded = await classes();
    const of = (name: string) =>
      t.database.db
        .select({ hsnCode: products.hsnCode, gstRate: products.gstRate })
        .from(products)
        .where(eq(products.name, name));
    expect(await of('Jute Drum Lamp Shade')).toEqual([{ hsnCode: '9405', gstRate: 18 }]);
    expect(await of('Bamboo Laundry Basket with Lid')).toEqual([{ hsnCode: '4602', gstRate: 5 }]);
    expect(await of('Kansa Bronze Dinner Plate')).toEqual([{ hsnCode: '7418', gstRate: 5 }]);

    const dir = resolve(MIGRATIONS_DIR);
    const name = (await readdir(dir)).find((file) => file.endsWith('_product_tax_classes.sql'))!;
    await t.database.db.execute(sql.raw(await readFile(join(dir, name), 'utf8')));
    expect(await classes()).toEqual(seeded);
  });
});

describe('seller details', () => {
  it('are the owner’s to change; a wrong GSTIN is refused naming the field', async () => {
    const read = (await get('/api/admin/settings', owner.cookie)).json();
    // Saved before the first shipment, as an owner must (see beforeAll).
    expect(read.seller.value).toEqual(REGISTERED_SELLER);
    const put = (value: object, cookie = owner.cookie) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { cookie },
        payload: { key: 'seller', value, updatedAt: read.seller.updatedAt },
      });
    const wrong = await put({ ...DEFAULT_SELLER_SETTINGS, gstin: '20AAGCT4821K1ZX' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty('value.gstin');
    expect((await put(DEFAULT_SELLER_SETTINGS, staff.cookie)).statusCode).toBe(403);

    const karnataka = {
      legalName: 'TerraCraft Handicrafts Private Limited',
      gstin: '29AAGCT4821K1ZZ',
      address: {
        line1: '4 Residency Road',
        line2: '',
        city: 'Bengaluru',
        state: 'Karnataka',
        pin: '560025',
      },
    };
    const saved = await put(karnataka);
    expect(saved.statusCode, saved.body).toBe(200);
    // Delivered in Karnataka, now the seller's state: CGST and SGST, the new GSTIN.
    const { number, order } = await shippedOrder();
    const text = await pdfText(
      (await get(`/api/orders/${number}/documents/${order.documents[0].id}`, shopper.cookie))
        .rawPayload,
    );
    expect(text).toContain('GSTIN: 29AAGCT4821K1ZZ');
    expect(text).toContain('CGST');
  });
});

async function orderIdOf(number: string): Promise<string> {
  const { orders } = await import('../../db/schema');
  const [row] = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.number, Number(number.replace('TC', ''))));
  return row!.id;
}
