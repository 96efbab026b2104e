import { sql } from 'drizzle-orm';
import { productPhotos, products } from '../../db/schema';

/**
 * A product's images as the shop shows them: its photos in their order when staff uploaded any,
 * else its drawn images. For any query that reads from `products`.
 */
export const shownImages = sql<
  string[]
>`coalesce((SELECT array_agg(${productPhotos.base} ORDER BY ${productPhotos.position}) FROM ${productPhotos} WHERE ${productPhotos.productSlug} = ${products.slug}), ${products.images})`;

/** The main image's alt text: the first photo's, else the drawn image's. */
export const shownImageAlt = sql<string>`coalesce((SELECT ${productPhotos.alt} FROM ${productPhotos} WHERE ${productPhotos.productSlug} = ${products.slug} ORDER BY ${productPhotos.position} LIMIT 1), ${products.imageAlt})`;

/**
 * Products the shop shows: written as the shop's list indexes' predicate, so that they serve it.
 * Hidden products are left out of every list, search, page, the sitemap and the cart.
 */
export const visibleProduct = sql`${products.hidden} = false`;
