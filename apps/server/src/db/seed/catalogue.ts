import {
  CATALOGUE_PRODUCTS,
  productImageBase,
  type CatalogueProduct,
} from '@terracraft/seed-data/catalogue';
import { SEEDED_REVIEWS } from '@terracraft/seed-data/reviews';
import { taxClassOf } from '@terracraft/seed-data/tax-classes';
import type { Seed } from './index';
import { productSales, products, reviews } from '../schema';
import { salesDay } from '../../features/inventory';
import { refreshProductRatings } from '../../features/reviews';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days of sales history the seed writes, ending today. */
export const SALES_HISTORY_DAYS = 60;
/** The last days of the history that make up "last week" in the product data. */
const LAST_WEEK_DAYS = 7;

/** A small deterministic generator: the same product always gets the same history. */
function randomFor(key: string): () => number {
  let seed = 2166136261;
  for (let i = 0; i < key.length; i++) seed = Math.imul(seed ^ key.charCodeAt(i), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const REVIEWERS = [
  'Priya Sharma',
  'Rahul Verma',
  'Ananya Iyer',
  'Vikram Singh',
  'Sneha Patil',
  'Arjun Nair',
  'Kavya Reddy',
  'Rohan Mehta',
  'Meera Joshi',
  'Aditya Kulkarni',
  'Ishita Banerjee',
  'Siddharth Rao',
  'Pooja Agarwal',
  'Karan Malhotra',
  'Neha Gupta',
  'Aman Choudhary',
  'Divya Menon',
  'Farhan Qureshi',
  'Lakshmi Krishnan',
  'Harpreet Kaur',
  'Sanjay Mahto',
  'Ritu Sinha',
  'Tanvi Deshmukh',
  'Abhishek Tiwari',
  'Nandini Ghosh',
  'Manish Yadav',
  'Shreya Bhattacharya',
  'Imran Sheikh',
  'Gayatri Pillai',
  'Deepak Oraon',
  'Zoya Khan',
  'Suresh Hegde',
];

function emailOf(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`;
}

/** The seeded reviews of a product (written for it), spread between its listing and now. */
export function seedReviews(product: CatalogueProduct, now: Date) {
  const written = SEEDED_REVIEWS[product.slug] ?? [];
  const random = randomFor(`reviews:${product.slug}`);
  const listedAt = now.getTime() - product.listedDaysAgo * DAY_MS;
  const from = Math.max(listedAt + 2 * DAY_MS, now.getTime() - 300 * DAY_MS);
  const span = Math.max(now.getTime() - DAY_MS / 24 - from, DAY_MS / 24);
  const firstReviewer = Math.floor(random() * REVIEWERS.length);
  return written.map(([rating, text], i) => {
    const name = REVIEWERS[(firstReviewer + i * 7) % REVIEWERS.length]!;
    const at = from + span * ((i + 0.2 + random() * 0.6) / written.length);
    return {
      productSlug: product.slug,
      rating,
      text,
      name,
      email: emailOf(name),
      status: 'shown' as const,
      createdAt: new Date(at),
    };
  });
}

/** Units sold per day over the last SALES_HISTORY_DAYS days, never before the product was listed. */
export function salesHistory(product: CatalogueProduct, now: Date) {
  const random = randomFor(`sales:${product.slug}`);
  const rows: { productSlug: string; day: string; units: number }[] = [];
  for (let daysAgo = SALES_HISTORY_DAYS - 1; daysAgo >= 0; daysAgo--) {
    const mean = daysAgo < LAST_WEEK_DAYS ? product.sales.lastWeekPerDay : product.sales.perDay;
    // floor(x + U) with U uniform in [0, 1) averages exactly x, so small means still sell now
    // and then; the spread around the mean makes the days differ.
    const units = Math.floor(mean * (0.6 + 0.8 * random()) + random());
    if (daysAgo > product.listedDaysAgo || units === 0) continue;
    rows.push({
      productSlug: product.slug,
      day: salesDay(new Date(now.getTime() - daysAgo * DAY_MS)),
      units,
    });
  }
  return rows;
}

export function productRow(product: CatalogueProduct, now: Date): typeof products.$inferInsert {
  // Listing times differ by minutes within a day too, so New Arrivals has a strict order.
  const minutes = randomFor(`listed:${product.slug}`)() * 600;
  return {
    slug: product.slug,
    sku: product.sku,
    name: product.name,
    category: product.category,
    description: product.description,
    longDescription: product.longDescription,
    specifications: product.specifications,
    features: product.features,
    aboutProduct: product.aboutProduct ?? [],
    aboutDesc: product.aboutDesc ?? [],
    price: product.price,
    mrp: product.mrp,
    stock: product.stock,
    tags: product.tags,
    colors: product.colors,
    images: [productImageBase(product.slug)],
    imageAlt: product.imageAlt,
    featuredRank: product.featuredRank ?? null,
    moreRank: product.moreRank ?? null,
    ...taxClassOf(product),
    createdAt: new Date(now.getTime() - product.listedDaysAgo * DAY_MS - minutes * 60_000),
    updatedAt: now,
  };
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/** The opening catalogue: products, their reviews (which set the ratings) and sales history. */
export const catalogueSeed: Seed = {
  name: 'catalogue-v1',
  async run(db) {
    const now = new Date();
    await db.insert(products).values(CATALOGUE_PRODUCTS.map((product) => productRow(product, now)));
    await insertInBatches(
      CATALOGUE_PRODUCTS.flatMap((product) => seedReviews(product, now)),
      (batch) => db.insert(reviews).values(batch),
    );
    await insertInBatches(
      CATALOGUE_PRODUCTS.flatMap((product) => salesHistory(product, now)),
      (batch) => db.insert(productSales).values(batch),
    );
    await refreshProductRatings(db);
  },
};
