import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import {
  createTestApp,
  saveSellerDetails,
  signUpShopper,
  signUpStaff,
  type TestApp,
} from '../../test/test-app';
import { addProduct, orderBody, placeOrder, stockOf } from '../../test/shop-data';
import { returnsTestKit } from './returns.test-support';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signUpStaff>>;
let shopper: Awaited<ReturnType<typeof signUpShopper>>;
let stranger: Awaited<ReturnType<typeof signUpShopper>>;

beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_PER_ADDRESS: '100000', WRITE_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  staff = await signUpStaff(t, 'staff', { email: 'meera.staff@example.in' });
  shopper = await signUpShopper(t);
  stranger = await signUpShopper(t);
  // Shipping issues tax invoices, which the placeholder seller never signs.
  await saveSellerDetails(t);
});
afterAll(() => t.close());

const { get, post, deliver, UPI, requestReturn, ledgerOf } = returnsTestKit(
  () => t,
  () => ({ staff, shopper }),
);

/** A delivered COD order of two products of its own, two units each; its return is approved. */
async function approvedReturnOfTwo(reason = 'damaged') {
  const lamp = await addProduct(t, { stock: 10, name: 'Cane Lamp' });
  const vase = await addProduct(t, { stock: 10, name: 'Clay Vase' });
  const placed = await placeOrder(
    t,
    shopper.cookie,
    orderBody([
      { ...lamp, quantity: 2 },
      { ...vase, quantity: 2 },
    ]),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const number = placed.json().order.number as string;
  await deliver(number);
  const asked = await requestReturn(number, {
    lines: [
      { position: 0, quantity: 2 },
      { position: 1, quantity: 1 },
    ],
    reason,
    refundTo: UPI,
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const rt = asked.json().return.number as string;
  expect((await post(`/api/admin/returns/${rt}/approve`)).statusCode).toBe(200);
  return { number, rt, lamp, vase };
}

describe('receiving a return', () => {
  it('restocks one line and writes off the other: only restocked units are sellable again', async () => {
    const { rt, lamp, vase } = await approvedReturnOfTwo();
    // Two of each were sold: 8 left of each.
    expect(await stockOf(t, lamp.id)).toBe(8);
    expect(await stockOf(t, vase.id)).toBe(8);

    const received = await post(`/api/admin/returns/${rt}/receive`, {
      lines: [
        { position: 0, outcome: 'restock' },
        { position: 1, outcome: 'write-off', writeOffReason: 'Rim cracked, cannot be sold' },
      ],
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(await stockOf(t, lamp.id)).toBe(10);
    expect(await stockOf(t, vase.id)).toBe(8);
    expect(received.json().lines).toEqual([
      expect.objectContaining({ position: 0, outcome: 'restock', writeOffReason: null }),
      expect.objectContaining({
        position: 1,
        outcome: 'write-off',
        writeOffReason: 'Rim cracked, cannot be sold',
      }),
    ]);

    // The ledger says what happened to the written-off unit, and still adds up to the stock.
    const ledger = await ledgerOf(vase.id);
    expect(ledger.at(-1)).toMatchObject({
      delta: 0,
      reason: 'return-written-off',
      note: '1 unit written off: Rim cracked, cannot be sold',
      actorEmail: 'meera.staff@example.in',
      stockAfter: 8,
    });
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(8);
    expect((await ledgerOf(lamp.id)).at(-1)).toMatchObject({ delta: 2, reason: 'order-returned' });

    // The audit entry says what was decided for each item.
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'return.receive'));
    expect(entry?.after).toMatchObject({
      lines: [
        { item: 'Cane Lamp', quantity: 2, outcome: 'restock' },
        {
          item: 'Clay Vase',
          quantity: 1,
          outcome: 'write-off',
          reason: 'Rim cracked, cannot be sold',
        },
      ],
    });
  });

  it('refuses a write-off without a reason, a missing or unknown line, and changes nothing', async () => {
    const { rt, lamp, vase } = await approvedReturnOfTwo();
    const ledgerBefore = (await ledgerOf(vase.id)).length;

    const noReason = await post(`/api/admin/returns/${rt}/receive`, {
      lines: [
        { position: 0, outcome: 'restock' },
        { position: 1, outcome: 'write-off', writeOffReason: '  ' },
      ],
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toMatchObject({
      'lines.1.writeOffReason': 'Say why the item is written off.',
    });

    const missing = await post(`/api/admin/returns/${rt}/receive`, {
      lines: [{ position: 0, outcome: 'restock' }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Say whether Clay Vase is restocked or written off.');

    const unknown = await post(`/api/admin/returns/${rt}/receive`, {
      lines: [
        { position: 0, outcome: 'restock' },
        { position: 1, outcome: 'restock' },
        { position: 7, outcome: 'restock' },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty('lines.2.position');

    const none = await post(`/api/admin/returns/${rt}/receive`, {});
    expect(none.statusCode).toBe(400);
    const badOutcome = await post(`/api/admin/returns/${rt}/receive`, {
      lines: [
        { position: 0, outcome: 'resell' },
        { position: 1, outcome: 'restock' },
      ],
    });
    expect(badOutcome.statusCode).toBe(400);

    expect((await get(`/api/admin/returns/${rt}`)).json()).toMatchObject({
      status: 'approved',
      lines: [{ outcome: null }, { outcome: null }],
    });
    expect(await stockOf(t, lamp.id)).toBe(8);
    expect(await stockOf(t, vase.id)).toBe(8);
    expect((await ledgerOf(vase.id)).length).toBe(ledgerBefore);
  });
});

const png = (colour: { r: number; g: number; b: number }, size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();

function multipart(file: { name: string; type: string; data: Buffer }) {
  const boundary = '----terracraft-return-photo';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const uploadPhoto = (data: Buffer, cookie = shopper.cookie, name = 'photo.png') => {
  const body = multipart({ name, type: 'image/png', data });
  return t.app.inject({
    method: 'POST',
    url: '/api/returns/photos',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
};

async function uploaded(colour: { r: number; g: number; b: number }, cookie = shopper.cookie) {
  const res = await uploadPhoto(await png(colour), cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().photo.id as string;
}

/** A delivered COD order of one product, two units. */
async function delivered() {
  const product = await addProduct(t, { stock: 10 });
  const placed = await placeOrder(t, shopper.cookie, orderBody([{ ...product, quantity: 2 }]));
  const number = placed.json().order.number as string;
  await deliver(number);
  return number;
}

describe('photos with a return', () => {
  it('up to three go with the request, and staff see them', async () => {
    const number = await delivered();
    const ids = [
      await uploaded({ r: 200, g: 30, b: 30 }),
      await uploaded({ r: 30, g: 200, b: 30 }),
      await uploaded({ r: 30, g: 30, b: 200 }),
    ];
    const asked = await requestReturn(number, {
      lines: [{ position: 0, quantity: 1 }],
      reason: 'damaged',
      refundTo: UPI,
      photos: ids,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const rt = asked.json().return.number as string;

    const shown = (await get(`/api/admin/returns/${rt}`)).json();
    expect(shown.photos.map((photo: { id: string }) => photo.id).sort()).toEqual([...ids].sort());
    const served = await get(shown.photos[0].url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    // Staff only: the shopper's photos can show their home.
    expect((await get(shown.photos[0].url, shopper.cookie)).statusCode).toBe(403);
    expect((await get(`/api/admin/returns/${rt}/photos/${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );
    // A photo goes with one return only.
    const again = await requestReturn(number, {
      lines: [{ position: 0, quantity: 1 }],
      reason: 'damaged',
      refundTo: UPI,
      photos: [ids[0]],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toHaveProperty('photos');
  });

  it('refuses a fourth photo, another shopper’s photo, and files that are not images', async () => {
    const number = await delivered();
    const four = await Promise.all([10, 20, 30, 40].map((r) => uploaded({ r, g: 0, b: 0 })));
    const tooMany = await requestReturn(number, {
      lines: [{ position: 0, quantity: 1 }],
      reason: 'damaged',
      refundTo: UPI,
      photos: four,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toMatchObject({ photos: 'Attach at most 3 photos.' });

    const theirs = await uploaded({ r: 1, g: 2, b: 3 }, stranger.cookie);
    const notMine = await requestReturn(number, {
      lines: [{ position: 0, quantity: 1 }],
      reason: 'damaged',
      refundTo: UPI,
      photos: [theirs],
    });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().error.fields).toHaveProperty('photos');
    // The refused requests asked for nothing.
    expect((await get(`/api/admin/orders/${number}/returns`)).json().items).toEqual([]);

    const text = await uploadPhoto(Buffer.from('%PDF-1.4 not an image'));
    expect(text.statusCode).toBe(400);
    expect(text.json().error.fields).toHaveProperty('file');
    // A real PNG header with the rest cut off: refused when decoded.
    const whole = await png({ r: 9, g: 9, b: 9 }, 256);
    const cut = await uploadPhoto(whole.subarray(0, 60));
    expect(cut.statusCode).toBe(400);
    const gif = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 1, b: 1 } },
    })
      .gif()
      .toBuffer();
    expect((await uploadPhoto(gif)).statusCode).toBe(400);
    const big = await uploadPhoto(Buffer.concat([whole, Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/returns/photos',
      headers: { cookie: shopper.cookie },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/returns/photos',
      ...multipart({ name: 'a.png', type: 'image/png', data: whole }),
    });
    expect(visitor.statusCode).toBe(401);
  });
});
