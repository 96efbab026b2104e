import {
  CATALOGUE_PRODUCTS,
  productImageBase,
  type CatalogueProduct,
} from '@terracraft/seed-data/catalogue';
import { taxClassOf } from '@terracraft/seed-data/tax-classes';
import type { Seed } from './index';
import { productSales, products, reviews } from '../schema';
import { salesDay } from '../../features/catalogue/sales-day';
import { refreshProductRatings } from '../../features/reviews/reviews.repository';

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

/**
 * Star ratings, `count` of them, whose average rounds to `average` (one decimal). Throws when no
 * such set exists, so a typo in the product data fails the tests instead of seeding a wrong rating.
 */
export function reviewRatings(average: number, count: number): number[] {
  const total = Math.round(average * count);
  const base = Math.floor(total / count);
  const ratings = Array.from(
    { length: count },
    (_, i) => base + (i < total - base * count ? 1 : 0),
  );
  // Real reviews are rarely all alike: swap one pair of equal middling stars for one above and
  // one below, which keeps the sum.
  const pair = ratings.findIndex((r, i) => r > 1 && r < 5 && ratings[i + 1] === r);
  if (count >= 5 && pair >= 0) {
    ratings[pair] = ratings[pair]! + 1;
    ratings[pair + 1] = ratings[pair + 1]! - 1;
  }
  const actual = Math.round((ratings.reduce((sum, r) => sum + r, 0) / count) * 10) / 10;
  if (ratings.some((r) => r < 1 || r > 5) || actual !== average) {
    throw new Error(`No ${count} ratings average ${average}`);
  }
  return ratings;
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

const REVIEW_TEXTS: Record<number, string[]> = {
  5: [
    'Absolutely beautiful, even better than the photos. You can see the care that went into making it.',
    'Arrived well packed without a single scratch. It is the first thing guests notice in our living room now.',
    'Lovely craftsmanship and a fair price. I have already ordered a second one as a gift for my sister.',
    'The finish is so neat. It feels good to buy something handmade that supports the artisans directly.',
    'Exactly as described: sturdy, natural and very elegant. Delivery to Bengaluru took four days.',
    'Bought it for my mother’s housewarming and she loved it. Excellent quality.',
    'I was unsure about ordering handicrafts online, but this exceeded my expectations.',
    'Beautiful natural colour and texture, and no plastic in the packaging either, which I appreciated.',
    'Superb quality for the price. It looks far more expensive than it was.',
    'Such a charming piece. The small irregularities show it was made by hand, which is the whole point.',
    'Gifted this for Diwali and everyone asked where it was from. Will order again.',
    'Solid, well made and it still has the faint smell of the natural material. Very happy with it.',
  ],
  4: [
    'Very nice and well made. Delivery took a couple of days longer than the estimate.',
    'Good quality and looks lovely. Slightly smaller than I imagined, so do check the dimensions.',
    'Pretty and practical. The colour is a shade darker than in the photo, but I like it.',
    'Nicely finished and sturdy. The packaging could be better, but it arrived safely.',
    'Happy with the purchase and it suits our home. I would have liked a care card in the box.',
    'Good value for a handmade piece. A little uneven in places, which I expected.',
    'Lovely craftsmanship. The natural smell took a day to fade; otherwise perfect.',
    'Looks great on our balcony. Customer support answered my question quickly by email.',
  ],
  3: [
    'Decent, but the finish was a bit rough in one corner. Still looks fine from a distance.',
    'It is nice, but smaller than I expected for the price. Check the measurements before ordering.',
    'Okay quality. The colour did not quite match the photos. Delivery was quick, though.',
  ],
  2: [
    'One part arrived slightly cracked. Support offered a replacement, but I expected better packing.',
    'Not as sturdy as I hoped. It does the job, but I would not buy it again at this price.',
  ],
  1: ['Arrived damaged and the replacement took two weeks. Disappointed.'],
};

function emailOf(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`;
}

/** The seeded reviews of a product, spread between its listing and now. */
export function seedReviews(product: CatalogueProduct, now: Date) {
  if (!product.reviews) return [];
  const { average, count } = product.reviews;
  const random = randomFor(`reviews:${product.slug}`);
  const listedAt = now.getTime() - product.listedDaysAgo * DAY_MS;
  const from = Math.max(listedAt + 2 * DAY_MS, now.getTime() - 300 * DAY_MS);
  const span = Math.max(now.getTime() - DAY_MS / 24 - from, DAY_MS / 24);
  const firstReviewer = Math.floor(random() * REVIEWERS.length);
  const usedTexts = new Set<string>();
  return reviewRatings(average, count).map((rating, i) => {
    const texts = REVIEW_TEXTS[rating]!;
    let text = texts[Math.floor(random() * texts.length)]!;
    for (let tries = 0; usedTexts.has(text) && tries < texts.length; tries++) {
      text = texts[(texts.indexOf(text) + 1) % texts.length]!;
    }
    usedTexts.add(text);
    const name = REVIEWERS[(firstReviewer + i * 7) % REVIEWERS.length]!;
    const at = from + span * ((i + 0.2 + random() * 0.6) / count);
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
