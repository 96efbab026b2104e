import { sql } from 'drizzle-orm';
import { CATEGORY_KEYS } from '@terracraft/shared/catalogue/categories';
import { REVIEW_STATUSES } from '@terracraft/shared/reviews';
import { GST_RATES } from '@terracraft/shared/invoices';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** One table serves every product list of the shop; the lists are views over it. */
export const products = pgTable(
  'products',
  {
    /** The public id and URL of the product. */
    slug: text('slug').primaryKey(),
    sku: text('sku').notNull().unique(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    longDescription: text('long_description').notNull().default(''),
    specifications: jsonb('specifications')
      .$type<{ label: string; value: string }[]>()
      .notNull()
      .default([]),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'`),
    aboutProduct: text('about_product')
      .array()
      .notNull()
      .default(sql`'{}'`),
    aboutDesc: text('about_desc')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Paise. */
    price: integer('price').notNull(),
    /** Paise: the maximum retail price, shown crossed out. */
    mrp: integer('mrp').notNull(),
    stock: integer('stock').notNull().default(0),
    /** Derived from reviews, kept here so lists can filter and sort by it. */
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Image base paths (see shared/media); the first is the main image. */
    images: text('images').array().notNull(),
    imageAlt: text('image_alt').notNull(),
    /** Position among "Our Products" on the home page (1–5), or null. */
    featuredRank: smallint('featured_rank'),
    /** Position among "More Products" on the home page (1–10), or null. */
    moreRank: smallint('more_rank'),
    /**
     * Units sold in all, the sum of this product's `product_sales` rows. A trigger on
     * product_sales keeps it current (migration catalogue_triggers), so Bestsellers and the
     * featured order sort on an index instead of summing the sales history.
     */
    unitsSold: integer('units_sold').notNull().default(0),
    /**
     * What search matches: name (A), category and tags (B), description (C); see migration
     * catalogue_search_function.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`product_search_vector(name, category, tags, description)`),
    /**
     * The same words without the description (labels: name, category, tags), and of the name
     * alone. Search lists the products whose name has every word first, then those whose labels
     * have them, then the rest; each has its own index, so each of those is found without
     * reading every match.
     */
    labelVector: tsvector('label_vector')
      .notNull()
      .generatedAlwaysAs(sql`product_search_vector(name, category, tags, '')`),
    nameVector: tsvector('name_vector')
      .notNull()
      .generatedAlwaysAs(sql`product_search_vector(name, '', '{}', '')`),
    /**
     * Hidden by staff: out of every list, search, the sitemap and the cart, its page answers 404;
     * its orders keep it. The shop's list indexes cover visible products only.
     */
    hidden: boolean('hidden').notNull().default(false),
    /** The console and the dashboard call the product low on stock at or below this many units. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** What the tax invoice prints and charges (decision 0023): HSN code, GST rate in per cent. */
    hsnCode: text('hsn_code').notNull().default('4602'),
    gstRate: smallint('gst_rate').notNull().default(5),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_low_stock_threshold_nonnegative', sql`${table.lowStockThreshold} >= 0`),
    check('products_hsn_code_digits', sql`${table.hsnCode} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`),
    check('products_gst_rate_known', sql.raw(`gst_rate IN (${GST_RATES.join(', ')})`)),
    check('products_price_nonnegative', sql`${table.price} >= 0`),
    check('products_mrp_nonnegative', sql`${table.mrp} >= 0`),
    check('products_stock_nonnegative', sql`${table.stock} >= 0`),
    check(
      'products_category_known',
      sql.raw(`category IN (${CATEGORY_KEYS.map((key) => `'${key}'`).join(', ')})`),
    ),
    check('products_rating_range', sql`${table.rating} BETWEEN 0 AND 5`),
    // One index per filter and sort the lists offer; the sort indexes end with the slug, the
    // tie-breaker of every order, so a page is read straight off the index. The shop's sort
    // indexes then carry the filter columns (category, price, stock, rating) too: a page, however
    // deep and however filtered, is found by an index-only scan, and only its own rows are read
    // from the table (see the catalogue repository).
    index('products_category_idx')
      .on(table.category, table.price, table.slug, table.stock, table.rating)
      .where(sql`${table.hidden} = false`),
    index('products_price_idx')
      .on(table.price, table.slug, table.category, table.stock, table.rating)
      .where(sql`${table.hidden} = false`),
    index('products_created_at_idx')
      .on(table.createdAt.desc(), table.slug)
      .where(sql`${table.hidden} = false`),
    index('products_rating_idx')
      .on(
        table.rating.desc(),
        table.reviewCount.desc(),
        table.slug,
        table.category,
        table.price,
        table.stock,
      )
      .where(sql`${table.hidden} = false`),
    index('products_stock_idx').on(table.stock),
    index('products_units_sold_idx')
      .on(table.unitsSold.desc(), table.slug)
      .where(sql`${table.hidden} = false`),
    index('products_featured_order_idx')
      .on(
        table.featuredRank.asc().nullsLast(),
        table.moreRank.asc().nullsLast(),
        table.unitsSold.desc(),
        table.createdAt.desc(),
        table.slug,
        table.category,
        table.price,
        table.stock,
        table.rating,
      )
      .where(sql`${table.hidden} = false`),
    // The console's list of hidden products: few, so a small index of them alone.
    index('products_hidden_idx')
      .on(table.slug)
      .where(sql`${table.hidden} = true`),
    // The console's search: any part of the name, slug or SKU (trigrams).
    index('products_admin_search_idx').using(
      'gin',
      sql`(lower(${table.name} || ' ' || ${table.slug} || ' ' || ${table.sku})) gin_trgm_ops`,
    ),
    index('products_search_idx').using('gin', table.searchVector),
    index('products_label_search_idx').using('gin', table.labelVector),
    index('products_name_search_idx').using('gin', table.nameVector),
  ],
);

/**
 * Every word of product names, categories and tags (lower case, unaccented, 3+ letters), kept by
 * triggers on products (migration catalogue_triggers). Search corrects a misspelt word to the
 * closest of these by trigram similarity before the full-text lookup, so the lookup itself stays
 * a plain index scan.
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (table) => [
  index('search_terms_trgm_idx').using('gin', sql`${table.term} gin_trgm_ops`),
]);

/**
 * Words shoppers use for the same thing ("pooja" and "puja", "mitti" and "terracotta"): a search
 * word found in a group also finds products by every other term of the group. Staff keep them in
 * the console; a term (lower case, one to three words) belongs to one group at most.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: uuid('id').primaryKey().defaultRandom(),
  terms: text('terms').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productSlug: text('product_slug')
      .notNull()
      .references(() => products.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /**
     * The shopper who wrote it (one review per shopper per product). Null for the reviews from
     * before accounts were asked for, and once the account is deleted: the review keeps its name.
     */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reviewer had a delivered order of the product when they last wrote it. */
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * shown | pending | rejected (decision 29): a verified buyer's review is shown at once, any
     * other waits for staff. Only shown reviews are listed and counted.
     */
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    /** Milliseconds, so the value the console read compares exactly when it saves (409 STALE). */
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    check('reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
    check('reviews_status_check', sql`${table.status} IN ('shown', 'pending', 'rejected')`),
    uniqueIndex('reviews_product_user_unique').on(table.productSlug, table.userId),
    index('reviews_user_idx').on(table.userId),
    index('reviews_product_created_idx').on(table.productSlug, table.createdAt),
    // A product's shown reviews: its page's list and its rating. Without it the planner may
    // AND the product's reviews with every shown one (the status index below).
    index('reviews_product_shown_idx')
      .on(table.productSlug, table.createdAt)
      .where(sql`${table.status} = 'shown'`),
    // The console's queue: newest first, all or by status.
    index('reviews_created_idx').on(table.createdAt, table.id),
    index('reviews_status_created_idx').on(table.status, table.createdAt, table.id),
  ],
);

/**
 * Units sold per product per day (the shop's calendar day, India time). Orders add to it and
 * cancellations subtract; `products.units_sold` follows it through a trigger. Bestsellers sort on
 * that total, Trending sums the recent days.
 */
export const productSales = pgTable(
  'product_sales',
  {
    productSlug: text('product_slug')
      .notNull()
      .references(() => products.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    units: integer('units').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productSlug, table.day] }),
    index('product_sales_day_idx').on(table.day),
  ],
);

/**
 * The stock ledger: every change of a product's stock is a row, with its cause, and the sum of a
 * product's rows is its stock. Only the inventory module (features/catalogue/inventory.ts) writes
 * here, in the transaction that changes the stock; a product's opening stock is written by a
 * trigger when the product is inserted (migration stock_ledger_backfill).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productSlug: text('product_slug')
      .notNull()
      .references(() => products.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** Units added (positive) or taken (negative). */
    delta: integer('delta').notNull(),
    /** opening | restock | damaged | correction | return | order-placed | order-cancelled… */
    reason: text('reason').notNull(),
    /** The staff member who made it; null for the shop's own changes (orders, opening). */
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    /** The order behind an order's change. */
    orderId: uuid('order_id'),
    note: text('note').notNull().default(''),
    /** The product's stock once this change was made. */
    stockAfter: integer('stock_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stock_movements_product_idx').on(table.productSlug, table.id.desc())],
);

/**
 * Photos staff uploaded for a product; the first (lowest position) is the main image. `base` is
 * the image base path (see shared/media) of the WebP sizes made from the upload, named by the
 * hash of their content and stored under DATA_DIR.
 */
export const productPhotos = pgTable(
  'product_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productSlug: text('product_slug')
      .notNull()
      .references(() => products.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    base: text('base').notNull(),
    alt: text('alt').notNull(),
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_photos_product_idx').on(table.productSlug, table.position)],
);

/** A product's earlier slugs: an old address still finds the product. */
export const productSlugRedirects = pgTable('product_slug_redirects', {
  oldSlug: text('old_slug').primaryKey(),
  productSlug: text('product_slug')
    .notNull()
    .references(() => products.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
});
