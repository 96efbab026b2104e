import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPhotos } from '../../db/schema';
import { createTestApp, signUpStaff, type TestApp } from '../../test/test-app';
import { photoFile } from './product-photos';
import { productConsole } from './products.test-support';

let t: TestApp;
let staff: Awaited<ReturnType<typeof signUpStaff>>;

beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT_PER_MINUTE: '1000' } });
  staff = await signUpStaff(t, 'staff');
});
afterAll(() => t.close());

const { call, create } = productConsole(() => ({ t, cookie: staff.cookie }));

function multipart(fields: { alt?: string; file?: { name: string; type: string; data: Buffer } }) {
  const boundary = '----terracraft-test-boundary';
  const parts: Buffer[] = [];
  if (fields.alt !== undefined) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\n${fields.alt}\r\n`,
      ),
    );
  }
  if (fields.file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fields.file.name}"\r\nContent-Type: ${fields.file.type}\r\n\r\n`,
      ),
      fields.file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (slug: string, fields: Parameters<typeof multipart>[0]) => {
  const body = multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${slug}/photos`,
    headers: { cookie: staff.cookie, ...body.headers },
    payload: body.payload,
  });
};

const png = (colour: { r: number; g: number; b: number }, size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('photos', () => {
  it('makes the shop’s WebP sizes from an upload and shows the photo instead of the drawing', async () => {
    const product = await create();
    const res = await upload(product.slug, {
      alt: 'A red planter on a step',
      file: { name: 'planter.png', type: 'image/png', data: await png({ r: 200, g: 40, b: 30 }) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [photo] = res.json().photos;
    expect(photo).toMatchObject({ alt: 'A red planter on a step', width: 64 });
    expect(photo.base).toMatch(/^\/media\/photos\/[0-9a-f]{32}$/);
    for (const width of [400, 600, 1200]) {
      expect(existsSync(photoFile(t.config.dataDir, photo.base, width))).toBe(true);
    }
    const served = await t.app.inject({ method: 'GET', url: `${photo.base}-600.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 600 });

    const shop = (
      await t.app.inject({ method: 'GET', url: `/api/products/${product.slug}` })
    ).json();
    expect(shop).toMatchObject({ image: photo.base, imageAlt: 'A red planter on a step' });
    expect(shop.images).toEqual([photo.base]);
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/cart/price',
      payload: { items: [{ id: product.slug, quantity: 1 }] },
    });
    expect(JSON.stringify(cart.json())).toContain(photo.base);

    // A second photo, then reorder: the first is the main image.
    const second = await upload(product.slug, {
      alt: 'From above',
      file: {
        name: 'above.jpg',
        type: 'image/jpeg',
        data: await sharp({
          create: { width: 80, height: 60, channels: 3, background: { r: 0, g: 90, b: 0 } },
        })
          .jpeg()
          .toBuffer(),
      },
    });
    const [a, b] = second.json().photos;
    const reordered = await call('PUT', `/api/admin/products/${product.slug}/photos`, {
      ids: [b.id, a.id],
    });
    expect(reordered.json().photos.map((p: { id: string }) => p.id)).toEqual([b.id, a.id]);
    const main = (
      await t.app.inject({ method: 'GET', url: `/api/products/${product.slug}` })
    ).json();
    expect(main.image).toBe(b.base);

    const alt = await call('PATCH', `/api/admin/products/${product.slug}/photos/${b.id}`, {
      alt: '',
    });
    expect(alt.statusCode).toBe(400);
    expect(alt.json().error.fields).toHaveProperty('alt');

    const removed = await call('DELETE', `/api/admin/products/${product.slug}/photos/${a.id}`);
    expect(removed.json().photos).toHaveLength(1);
    expect(existsSync(photoFile(t.config.dataDir, a.base, 400))).toBe(false);
  });

  it('refuses a renamed non-image, an oversized file and a missing alt text, storing nothing', async () => {
    const product = await create();
    const count = async () =>
      (
        await t.database.db
          .select()
          .from(productPhotos)
          .where(eq(productPhotos.productSlug, product.slug))
      ).length;
    const renamed = await upload(product.slug, {
      alt: 'Not a photo',
      file: { name: 'photo.png', type: 'image/png', data: Buffer.from('%PDF-1.4 not an image') },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.fields).toHaveProperty('file');

    const gif = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .gif()
      .toBuffer();
    const wrongType = await upload(product.slug, {
      alt: 'A gif',
      file: { name: 'photo.jpg', type: 'image/jpeg', data: gif },
    });
    expect(wrongType.statusCode).toBe(400);

    const oversized = await upload(product.slug, {
      alt: 'Too big',
      file: {
        name: 'big.png',
        type: 'image/png',
        data: Buffer.concat([await png({ r: 1, g: 1, b: 1 }), Buffer.alloc(10 * 1024 * 1024)]),
      },
    });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().error.fields).toHaveProperty('file');

    const noAlt = await upload(product.slug, {
      file: { name: 'ok.png', type: 'image/png', data: await png({ r: 5, g: 5, b: 5 }) },
    });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().error.fields).toHaveProperty('alt');

    const json = await call('POST', `/api/admin/products/${product.slug}/photos`, { alt: 'x' });
    expect(json.statusCode).toBe(415);
    expect(await count()).toBe(0);
  });
});
