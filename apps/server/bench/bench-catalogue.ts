/**
 * A synthetic catalogue for the API benchmark, loaded in a few statements with generate_series:
 * products named like the real ones (material, kind and a word of style, so searches for
 * "bamboo" or "lamp" match thousands), prices, stock, listing dates, reviews and 30 days of sales.
 * The same N always gives the same catalogue.
 */
import { CATEGORY_KEYS } from '@terracraft/shared/catalogue/categories';
import type { Database } from '../src/db/client';
import { refreshProductRatings } from '../src/features/reviews';

/** A connection to load through: a pg client, or the embedded database's own (see `pgliteClient`). */
export interface BenchClient {
  query<R = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: R[]; rowCount: number | null }>;
}

/** What each category sells, so names and searches look like a real shop's. */
export const KINDS: Record<(typeof CATEGORY_KEYS)[number], string[]> = {
  'storage-box': ['Storage Box', 'Storage Basket', 'Keepsake Box', 'Trunk', 'Organiser'],
  'laundry-bin': ['Laundry Basket', 'Laundry Hamper', 'Laundry Bin', 'Hamper', 'Clothes Basket'],
  'lamp-shade': ['Pendant Lamp', 'Table Lamp', 'Lamp Shade', 'Floor Lamp', 'Wall Sconce'],
  'home-decor': ['Candle Stand', 'Figurine', 'Wall Mirror', 'Diya Set', 'Lantern'],
  'flower-vase': ['Flower Vase', 'Bud Vase', 'Floor Vase', 'Vase Set', 'Pot'],
  essential: ['Water Bottle', 'Comb', 'Soap Dish', 'Toothbrush', 'Bath Set'],
  garden: ['Planter', 'Hanging Planter', 'Bird Feeder', 'Wind Chime', 'Plant Stand'],
  'wall-art': ['Wall Hanging', 'Wall Plate', 'Painting', 'Wall Decor', 'Wall Basket'],
  kitchen: ['Serving Tray', 'Bowl Set', 'Chopping Board', 'Tumbler Set', 'Bread Basket'],
  accessories: ['Tote Bag', 'Clutch', 'Handbag', 'Bracelet', 'Necklace'],
  textiles: ['Table Runner', 'Cushion Cover', 'Throw', 'Rug', 'Floor Mat'],
};
export const MATERIALS = [
  'Bamboo',
  'Jute',
  'Cane',
  'Terracotta',
  'Ceramic',
  'Brass',
  'Sheesham',
  'Mango Wood',
  'Cotton',
  'Macrame',
];
export const STYLES = [
  'Handwoven',
  'Handcrafted',
  'Rustic',
  'Classic',
  'Carved',
  'Painted',
  'Natural',
  'Artisan',
];

/** Days of sales history, ending today. */
const SALES_DAYS = 30;

const literal = (values: string[]) =>
  `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`;

export interface LoadedCatalogue {
  products: number;
  reviews: number;
  sales: number;
}

/**
 * Loads `count` products with their reviews and sales into a migrated, empty database. Ratings
 * are derived from the reviews and units sold from the sales, as the shop derives them.
 */
export async function loadBenchCatalogue(
  client: BenchClient,
  db: Database,
  count: number,
  { history = true }: { history?: boolean } = {},
): Promise<LoadedCatalogue> {
  const categories = CATEGORY_KEYS.length;
  const kinds = `(${literal(CATEGORY_KEYS.flatMap((key) => KINDS[key]))})`;
  // Every structural choice is a function of i (category, material, style, kind), so they are
  // spread evenly and independently; prices, stock and dates come from the seeded random().
  await client.query('SELECT setseed(0.42)');
  await client.query(
    `
    INSERT INTO products (slug, sku, name, category, description, long_description, specifications,
      features, price, mrp, stock, tags, colors, images, image_alt, featured_rank, more_rank,
      created_at, updated_at)
    SELECT
      lower(regexp_replace(name, '[^a-zA-Z]+', '-', 'g')) || '-' || i,
      'BENCH' || lpad(i::text, 7, '0'),
      name,
      category,
      'A ' || lower(style) || ' ' || lower(kind) || ' made by hand from ' || lower(material)
        || ' by artisans in India.',
      'Each ' || lower(kind) || ' is shaped by hand, so no two are quite alike.',
      jsonb_build_array(jsonb_build_object('label', 'Material', 'value', material)),
      ARRAY['Handmade by artisans', 'Natural materials'],
      price,
      price + (round(price * random() * 0.5 / 100) * 100)::int,
      CASE WHEN random() < 0.12 THEN 0 ELSE 1 + floor(random() * 200)::int END,
      ARRAY[lower(material), lower(kind), 'handmade'],
      ARRAY['Natural'],
      ARRAY['/media/products/' || lower(regexp_replace(name, '[^a-zA-Z]+', '-', 'g')) || '-' || i],
      name,
      CASE WHEN i <= 5 THEN i END,
      CASE WHEN i BETWEEN 6 AND 15 THEN i - 5 END,
      now() - random() * interval '730 days',
      now()
    FROM (
      SELECT i, category, material, style, kind,
        style || ' ' || material || ' ' || kind AS name,
        ((100 + floor(random() * random() * 9900)) * 100)::int AS price
      FROM (
        SELECT i,
          ($2::text[])[1 + i % ${categories}] AS category,
          ($3::text[])[1 + (i / ${categories}) % $4] AS material,
          ($5::text[])[1 + (i / (${categories} * $4)) % $6] AS style,
          ${kinds}[1 + (i % ${categories}) * 5 + (i / (${categories} * $4 * $6)) % 5] AS kind
        FROM generate_series(1, $1::int) AS i
      ) AS choices
    ) AS product`,
    [count, CATEGORY_KEYS, MATERIALS, MATERIALS.length, STYLES, STYLES.length],
  );

  if (!history) {
    // Search alone needs the products and the words they are found by (kept by triggers).
    await client.query('VACUUM ANALYZE products, search_terms');
    return { products: count, reviews: 0, sales: 0 };
  }

  // Seven in ten products have reviews (1–8); each product has a quality its stars cluster round.
  const reviews = await client.query(`
    INSERT INTO reviews (product_slug, rating, text, name, email, status, created_at)
    SELECT p.slug,
      least(5, greatest(1, round(3 + (abs(hashtext(p.slug)) % 20) / 10.0 + (random() - 0.5) * 2)))::int,
      'Lovely piece, well made and well packed.',
      'Bench Shopper',
      'shopper@example.com',
      'shown',
      p.created_at + random() * (now() - p.created_at)
    FROM products p
    CROSS JOIN LATERAL generate_series(1, 1 + abs(hashtext(p.slug || 'reviews')) % 8) AS n
    WHERE abs(hashtext(p.slug)) % 10 < 7`);
  await refreshProductRatings(db);

  // Sales of the last days, more for popular products. units_sold is filled once from them, as
  // the catalogue_triggers migration does, instead of one trigger update per sales row.
  await client.query('ALTER TABLE product_sales DISABLE TRIGGER product_sales_units_sold');
  const sales = await client.query(
    `
    INSERT INTO product_sales (product_slug, day, units)
    SELECT slug, current_date - d, 1 + floor(random() * (1 + popularity * 8))::int
    FROM (SELECT slug, (abs(hashtext(slug || 'sales')) % 100) / 100.0 AS popularity FROM products) p
    CROSS JOIN generate_series(0, $1::int - 1) AS d
    WHERE random() < popularity * 0.25`,
    [SALES_DAYS],
  );
  await client.query(`
    UPDATE products p SET units_sold = s.total
    FROM (SELECT product_slug, sum(units)::int AS total FROM product_sales GROUP BY product_slug) s
    WHERE s.product_slug = p.slug`);
  await client.query('ALTER TABLE product_sales ENABLE TRIGGER product_sales_units_sold');

  // Deriving ratings and units sold rewrote most product rows: compact the table as an operator
  // would after a bulk load, then give the planner fresh statistics and the visibility map that
  // lets index-only scans skip the table.
  await client.query('VACUUM FULL products');
  await client.query('VACUUM ANALYZE products, reviews, product_sales, search_terms');
  await checkDerivedData(client);
  return { products: count, reviews: reviews.rowCount ?? 0, sales: sales.rowCount ?? 0 };
}

/**
 * What the shop derives must agree with the loaded data, as the triggers and the review service
 * would have left it: units sold, ratings and the words search corrects typos against.
 */
async function checkDerivedData(client: BenchClient) {
  const {
    rows: [check],
  } = await client.query<{ units: number; ratings: number; terms: number }>(`
    SELECT
      (SELECT count(*) FROM products p WHERE units_sold <>
         coalesce((SELECT sum(units) FROM product_sales s WHERE s.product_slug = p.slug), 0))::int
        AS units,
      (SELECT count(*) FROM products p WHERE review_count <>
         (SELECT count(*) FROM reviews r WHERE r.product_slug = p.slug))::int AS ratings,
      (SELECT count(*) FROM (
         SELECT DISTINCT term FROM products p, product_search_terms(p.name, p.category, p.tags) AS term
       ) AS words WHERE NOT EXISTS (SELECT 1 FROM search_terms s WHERE s.term = words.term))::int
        AS terms`);
  if (check && (check.units || check.ratings || check.terms)) {
    throw new Error(
      `The loaded catalogue is inconsistent: ${check.units} products with wrong units sold, ${check.ratings} with wrong review counts, ${check.terms} words missing from search_terms`,
    );
  }
}
