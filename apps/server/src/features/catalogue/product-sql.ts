import { eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { CategoryKey } from '@terracraft/shared/catalogue';
import { productSales, products } from '../../db/schema';
import { shownImageAlt, shownImages, visibleProduct } from './product-images';

/** Lists count their matches exactly up to this many; see `countMatches`. */
export const EXACT_COUNT_LIMIT = 1000;

/** Trending counts the sales of this many days, up to the latest day with sales. */
const TRENDING_DAYS = 7;

export const summaryColumns = {
  slug: products.slug,
  sku: products.sku,
  name: products.name,
  category: products.category,
  description: products.description,
  price: products.price,
  mrp: products.mrp,
  rating: products.rating,
  reviewCount: products.reviewCount,
  stock: products.stock,
  images: shownImages,
  imageAlt: shownImageAlt,
  tags: products.tags,
  colors: products.colors,
  createdAt: products.createdAt,
};

export const detailColumns = {
  ...summaryColumns,
  longDescription: products.longDescription,
  specifications: products.specifications,
  features: products.features,
  aboutProduct: products.aboutProduct,
  aboutDesc: products.aboutDesc,
};

export interface ProductFilter {
  category?: CategoryKey;
  /** Paise, inclusive. */
  minPrice?: number;
  /** Paise, inclusive. */
  maxPrice?: number;
  availability?: 'all' | 'inStock' | 'outOfStock';
  minRating?: number;
}

/**
 * Every order a list can be read in. Each ends with the slug so pages never overlap, and is
 * written to match an index of the products table (NULLS LAST spelt out for that reason).
 */
export type ProductOrder =
  | 'featured'
  | 'priceLowToHigh'
  | 'priceHighToLow'
  | 'rating'
  | 'bestSelling'
  | 'trending'
  | 'latest'
  | 'ourProducts'
  | 'moreProducts';

/** The first day Trending counts: TRENDING_DAYS back from the latest day anything sold. */
export const trendingSince = sql`(SELECT max(${productSales.day}) - ${TRENDING_DAYS - 1}::int FROM ${productSales})`;

/** Units sold in the trending window, for the product of the current row. */
const recentUnits = sql<number>`(SELECT coalesce(sum(s.units), 0) FROM ${productSales} s WHERE s.product_slug = ${products.slug} AND s.day >= ${trendingSince})`;

export const featuredOrder = [
  sql`${products.featuredRank} ASC NULLS LAST`,
  sql`${products.moreRank} ASC NULLS LAST`,
  sql`${products.unitsSold} DESC NULLS LAST`,
  sql`${products.createdAt} DESC NULLS LAST`,
  sql`${products.slug} ASC`,
];

export function orderBy(order: ProductOrder): SQL[] {
  switch (order) {
    case 'featured':
      return featuredOrder;
    case 'priceLowToHigh':
      return [sql`${products.price} ASC`, sql`${products.slug} ASC`];
    case 'priceHighToLow':
      // Ties by slug descending: the price index read backwards.
      return [sql`${products.price} DESC`, sql`${products.slug} DESC`];
    case 'rating':
      return [
        sql`${products.rating} DESC NULLS LAST`,
        sql`${products.reviewCount} DESC NULLS LAST`,
        sql`${products.slug} ASC`,
      ];
    case 'bestSelling':
      return [sql`${products.unitsSold} DESC NULLS LAST`, sql`${products.slug} ASC`];
    case 'trending':
      return [
        sql`${recentUnits} DESC`,
        sql`${products.unitsSold} DESC NULLS LAST`,
        sql`${products.slug} ASC`,
      ];
    case 'latest':
      return [sql`${products.createdAt} DESC NULLS LAST`, sql`${products.slug} ASC`];
    case 'ourProducts':
      return [sql`${products.featuredRank} ASC NULLS LAST`, sql`${products.slug} ASC`];
    case 'moreProducts':
      return [sql`${products.moreRank} ASC NULLS LAST`, sql`${products.slug} ASC`];
  }
}

export function filterConditions(filter: ProductFilter): SQL[] {
  const conditions: SQL[] = [visibleProduct];
  if (filter.category) conditions.push(eq(products.category, filter.category));
  if (filter.minPrice !== undefined) conditions.push(gte(products.price, filter.minPrice));
  if (filter.maxPrice !== undefined) conditions.push(lte(products.price, filter.maxPrice));
  if (filter.availability === 'inStock') conditions.push(gt(products.stock, 0));
  if (filter.availability === 'outOfStock') conditions.push(eq(products.stock, 0));
  if (filter.minRating) conditions.push(gte(products.rating, filter.minRating));
  return conditions;
}
