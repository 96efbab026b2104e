import {
  and,
  count,
  eq,
  getTableName,
  gt,
  gte,
  inArray,
  isNotNull,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import { CATEGORY_KEYS, type CategoryKey, type CollectionList } from '@terracraft/shared/catalogue';
import type { Database, Transaction } from '../../db/client';
import { productSales, productSlugRedirects, products, searchTerms } from '../../db/schema';
import { shownImageAlt, shownImages, visibleProduct } from './product-images';

/** Lists count their matches exactly up to this many; see `countMatches`. */
export const EXACT_COUNT_LIMIT = 1000;

/**
 * A search expected to match more products than this finds its page of relevance by walking the
 * featured order (see `relevantSlugs`); one expected to match fewer reads all its matches at once.
 * Walking costs about page ÷ share of the catalogue matched rows (usually the products whose name
 * has every word fill the page), reading all costs one row per match: they meet near
 * √(24 × catalogue size), some 5,000 rows at a million products.
 */
const WALK_IN_ORDER_ABOVE = 5000;

/**
 * How much of the featured order a search walks at most when its words go together more often
 * than the planner's statistics expect (see `walkedSlugs`), before it reads every match instead:
 * past this, the matches are so few that reading them all costs less than walking on.
 */
const WALK_AT_MOST = 5000;

/** Trending counts the sales of this many days, up to the latest day with sales. */
export const TRENDING_DAYS = 7;

const summaryColumns = {
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

const detailColumns = {
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
const trendingSince = sql`(SELECT max(${productSales.day}) - ${TRENDING_DAYS - 1}::int FROM ${productSales})`;

/** Units sold in the trending window, for the product of the current row. */
const recentUnits = sql<number>`(SELECT coalesce(sum(s.units), 0) FROM ${productSales} s WHERE s.product_slug = ${products.slug} AND s.day >= ${trendingSince})`;

const featuredOrder = [
  sql`${products.featuredRank} ASC NULLS LAST`,
  sql`${products.moreRank} ASC NULLS LAST`,
  sql`${products.unitsSold} DESC NULLS LAST`,
  sql`${products.createdAt} DESC NULLS LAST`,
  sql`${products.slug} ASC`,
];

function orderBy(order: ProductOrder): SQL[] {
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

function filterConditions(filter: ProductFilter): SQL[] {
  const conditions: SQL[] = [visibleProduct];
  if (filter.category) conditions.push(eq(products.category, filter.category));
  if (filter.minPrice !== undefined) conditions.push(gte(products.price, filter.minPrice));
  if (filter.maxPrice !== undefined) conditions.push(lte(products.price, filter.maxPrice));
  if (filter.availability === 'inStock') conditions.push(gt(products.stock, 0));
  if (filter.availability === 'outOfStock') conditions.push(eq(products.stock, 0));
  if (filter.minRating) conditions.push(gte(products.rating, filter.minRating));
  return conditions;
}

/**
 * A search word (or a synonym's phrase), with what also counts as a match for it: the other terms
 * of its synonym group, or the catalogue words it is probably a typo of when it is not one itself.
 */
export interface SearchWord {
  word: string;
  alternatives: string[];
}

/** A search word as `searchWords` prepares it. */
export interface PreparedSearchWord extends SearchWord {
  /** Neither a catalogue word nor found in any product: `alternatives` are its likely spellings. */
  misspelt: boolean;
}

/**
 * Every word must match (in the name, category, tags or description; stemmed, so "lamps" finds
 * "lamp"), itself or one of its alternatives: one full-text query, one index lookup.
 */
function searchQuery(words: SearchWord[]): SQL {
  const perWord = words.map(
    ({ word, alternatives }) =>
      sql`(${sql.join(
        [word, ...alternatives].map((term) => sql`plainto_tsquery('english', ${term})`),
        sql` || `,
      )})`,
  );
  return sql`(${sql.join(perWord, sql` && `)})`;
}

/** Any word may match, itself or one of its alternatives. */
function anyWordQuery(words: SearchWord[]): SQL {
  return sql`(${sql.join(
    words.flatMap(({ word, alternatives }) =>
      [word, ...alternatives].map((term) => sql`plainto_tsquery('english', ${term})`),
    ),
    sql` || `,
  )})`;
}

/** How many of the words a product matches (in its search vector), for ranking `anyWord` results. */
function wordsMatched(words: SearchWord[]): SQL {
  return sql`(${sql.join(
    words.map((word) => sql`(${products.searchVector} @@ ${searchQuery([word])})::int`),
    sql` + `,
  )})`;
}

export interface ProductPageQuery {
  filter: ProductFilter;
  /** Words to search for, from `searchWords`; all must match, unless `anyWord`. */
  searchWords?: SearchWord[];
  /**
   * Any of the words may match (the search's fallback when no product has them all); relevance
   * then ranks by how many match.
   */
  anyWord?: boolean;
  /** `relevance` needs search words. */
  order: ProductOrder | 'relevance';
  limit: number;
  offset: number;
}

export function createCatalogueRepository(db: Database | Transaction) {
  /**
   * How many products match: exact up to EXACT_COUNT_LIMIT, so counting never reads more than
   * that many rows; beyond it, PostgreSQL's own estimate from its statistics, which is close
   * enough to number the pages of a list that long.
   */
  async function countMatches(where: SQL | undefined): Promise<number> {
    const matches = db
      .select({ one: sql`1` })
      .from(products)
      .where(where)
      .limit(EXACT_COUNT_LIMIT + 1)
      .as('matches');
    const [counted] = await db.select({ total: count() }).from(matches);
    const total = counted?.total ?? 0;
    return total <= EXACT_COUNT_LIMIT ? total : countBeyondLimit(where);
  }

  /** The planner's estimate of a count known to be above EXACT_COUNT_LIMIT. */
  async function countBeyondLimit(where: SQL | undefined): Promise<number> {
    const estimate = await estimateMatches(where);
    // A table never analysed has no statistics to estimate from (the embedded database runs no
    // autovacuum): count every match then.
    if (estimate === undefined) {
      const [all] = await db.select({ total: count() }).from(products).where(where);
      return all?.total ?? 0;
    }
    return Math.max(EXACT_COUNT_LIMIT + 1, estimate);
  }

  /**
   * How many products PostgreSQL expects to match, from its statistics (for a search, how often
   * each word occurs); undefined while the table has none.
   */
  async function estimateMatches(where: SQL | undefined): Promise<number | undefined> {
    const stats = await db.execute(
      sql`SELECT reltuples FROM pg_class WHERE oid = ${getTableName(products)}::regclass`,
    );
    const [table] = (stats as unknown as { rows: { reltuples: number }[] }).rows;
    if (!table || Number(table.reltuples) < 0) return undefined;
    const result = await db.execute(
      sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${products}${where ? sql` WHERE ${where}` : sql``}`,
    );
    const [explained] = (result as unknown as { rows: { 'QUERY PLAN': unknown }[] }).rows;
    const plan = explained?.['QUERY PLAN'];
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [
      { Plan: { 'Plan Rows': number } },
    ];
    return Math.round(parsed[0].Plan['Plan Rows']);
  }

  /**
   * How many products a search matches, and how many PostgreSQL expected. Counting a search
   * exactly reads a row per match, scattered over the table (a word in one product in a hundred
   * costs a hundred thousand rows at a million products), while the statistics know how often
   * each word occurs: a search expected to match more than EXACT_COUNT_LIMIT is numbered by the
   * estimate, as long lists are; a narrower one is counted, from the full-text index.
   *
   * The statistics take a search's words as independent, so words that go together ("mango
   * wood": every product with one has the other) may match many times more than expected. When
   * the count passes the limit all the same, the total is extrapolated from how far into the
   * table the first matches went: the table is read in its physical order, in which a shop's
   * products do not gather by word, so a search whose first 1,001 matches lie in the first tenth
   * of the table has about ten thousand.
   */
  async function countSearchMatches(
    where: SQL | undefined,
  ): Promise<{ total: number; expected: number | undefined; underestimated?: true }> {
    const expected = await estimateMatches(where);
    if (expected !== undefined && expected > EXACT_COUNT_LIMIT)
      return { total: expected, expected };
    if (expected === undefined) return { total: await countMatches(where), expected };
    const result = await db.execute(sql`
      SELECT count(*)::int AS counted, max(ctid)::text AS last,
        (pg_relation_size(${getTableName(products)}) / current_setting('block_size')::int)::int AS pages
      FROM (SELECT ctid FROM ${products} WHERE ${where} LIMIT ${EXACT_COUNT_LIMIT + 1}) AS matches`);
    const [first] = (
      result as unknown as { rows: { counted: number; last: string | null; pages: number }[] }
    ).rows;
    const counted = first?.counted ?? 0;
    if (counted <= EXACT_COUNT_LIMIT) return { total: counted, expected };
    // A row's ctid is "(page,item)".
    const lastPage = Number(/^\((\d+),/.exec(first?.last ?? '')?.[1] ?? 0);
    const extrapolated = Math.round((counted * Math.max(first!.pages, 1)) / (lastPage + 1));
    return { total: Math.max(counted, extrapolated), expected, underestimated: true };
  }

  /**
   * A page of products in `ordering`. The page is found first by its slugs alone, which the sort
   * indexes hold together with the filter columns: an index-only scan, however deep the page.
   * Only its own rows are then read from the table.
   */
  function pageRows(where: SQL | undefined, ordering: SQL[], limit: number, offset: number) {
    const page = db
      .select({ slug: products.slug })
      .from(products)
      .where(where)
      .orderBy(...ordering)
      .limit(limit)
      .offset(offset)
      .as('page');
    return db
      .select(summaryColumns)
      .from(products)
      .innerJoin(page, eq(products.slug, page.slug))
      .orderBy(...ordering);
  }

  /**
   * The slugs of a page of search results in order of relevance: first the products whose name
   * has every word, then those whose name, category and tags have them, then those that have
   * them anywhere (the description too); each group in the featured order. For a search with
   * many matches: each group is read from its own index only as far as the page needs, so a word
   * that thousands of products share costs little more than a rare one.
   */
  async function relevantSlugs(
    filters: SQL | undefined,
    query: SQL,
    limit: number,
    offset: number,
  ): Promise<string[]> {
    const enough = offset + limit;
    const group = (rank: number, vector: SQL) => sql`(
      SELECT ${products.slug} AS slug, ${rank}::int AS rank, ${products.featuredRank} AS featured_rank,
        ${products.moreRank} AS more_rank, ${products.unitsSold} AS units_sold,
        ${products.createdAt} AS created_at
      FROM ${products}
      WHERE ${and(filters, sql`${vector} @@ ${query}`)}
      ORDER BY ${sql.join(featuredOrder, sql`, `)}
      LIMIT ${enough})`;
    // Most searches with many matches have enough whose name has every word: one walk then,
    // not three. When few names have them ("bamboo decor": one product in 500, while one in 90
    // matches anywhere), walking the featured order would read hundreds of rows per match: those
    // few are read from the name index and sorted instead (the MATERIALIZED CTE keeps the planner
    // from walking the featured order).
    const inName = and(filters, sql`${products.nameVector} @@ ${query}`);
    const namesExpected = await estimateMatches(inName);
    const byName = await db.execute(
      namesExpected !== undefined && namesExpected <= WALK_IN_ORDER_ABOVE
        ? sql`WITH named AS MATERIALIZED (
            SELECT ${products.slug} AS slug, ${products.featuredRank} AS featured_rank,
              ${products.moreRank} AS more_rank, ${products.unitsSold} AS units_sold,
              ${products.createdAt} AS created_at
            FROM ${products} WHERE ${inName})
          SELECT slug FROM named
          ORDER BY featured_rank ASC NULLS LAST, more_rank ASC NULLS LAST,
            units_sold DESC NULLS LAST, created_at DESC NULLS LAST, slug ASC
          LIMIT ${enough}`
        : group(0, sql`${products.nameVector}`),
    );
    const named = (byName as unknown as { rows: { slug: string }[] }).rows;
    if (named.length === enough) return named.slice(offset).map((row) => row.slug);
    const result = await db.execute(sql`
      SELECT slug FROM (
        ${group(0, sql`${products.nameVector}`)}
        UNION ALL ${group(1, sql`${products.labelVector}`)}
        UNION ALL ${group(2, sql`${products.searchVector}`)}
      ) AS matches
      GROUP BY slug, featured_rank, more_rank, units_sold, created_at
      ORDER BY min(rank), featured_rank ASC NULLS LAST, more_rank ASC NULLS LAST,
        units_sold DESC NULLS LAST, created_at DESC NULLS LAST, slug ASC
      LIMIT ${limit} OFFSET ${offset}`);
    return (result as unknown as { rows: { slug: string }[] }).rows.map((row) => row.slug);
  }

  /**
   * The page of `relevantSlugs` when it lies within the first WALK_AT_MOST products of the
   * featured order: the walk stops as soon as it has found `offset + limit` products whose name
   * has every word, which are then the first of the first group. Undefined when the walk found
   * fewer. The walk is written as a subquery with its own limit, so the planner follows the
   * featured-order index even when it expects few matches.
   */
  async function walkedSlugs(
    filters: SQL | undefined,
    query: SQL,
    limit: number,
    offset: number,
  ): Promise<string[] | undefined> {
    const enough = offset + limit;
    const result = await db.execute(sql`
      SELECT slug FROM (
        SELECT ${products.slug} AS slug, ${products.nameVector} AS name_vector,
          ${products.featuredRank} AS featured_rank, ${products.moreRank} AS more_rank,
          ${products.unitsSold} AS units_sold, ${products.createdAt} AS created_at
        FROM ${products}
        ${filters ? sql`WHERE ${filters}` : sql``}
        ORDER BY ${sql.join(featuredOrder, sql`, `)}
        LIMIT ${WALK_AT_MOST}) AS walked
      WHERE name_vector @@ ${query}
      ORDER BY featured_rank ASC NULLS LAST, more_rank ASC NULLS LAST,
        units_sold DESC NULLS LAST, created_at DESC NULLS LAST, slug ASC
      LIMIT ${enough}`);
    const rows = (result as unknown as { rows: { slug: string }[] }).rows;
    return rows.length === enough ? rows.slice(offset).map((row) => row.slug) : undefined;
  }

  /**
   * Which of `words` no product has (stemmed) anywhere search looks. Each is looked up in the
   * full-text index: the planner, which has no statistics for a word it has never seen, would
   * otherwise expect to find one soon by reading the table, and for a misspelt word read all of
   * it (3 s at a million products). Through the index, a word no product has costs one probe.
   */
  async function wordsNoProductHas(words: string[]): Promise<Set<string>> {
    if (words.length === 0) return new Set();
    const missing = await (db as Database).transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const found = await Promise.all(
        words.map(async (word) => {
          const result = await tx.execute(
            sql`SELECT EXISTS (SELECT 1 FROM ${products} WHERE ${products.searchVector} @@ plainto_tsquery('english', ${word})) AS found`,
          );
          return Boolean((result as unknown as { rows: { found: boolean }[] }).rows[0]?.found);
        }),
      );
      return words.filter((_, i) => !found[i]);
    });
    return new Set(missing);
  }

  /** The products of `slugs`, in that order. */
  async function summariesOf(slugs: string[]) {
    if (slugs.length === 0) return [];
    const rows = await db
      .select(summaryColumns)
      .from(products)
      .where(inArray(products.slug, slugs));
    return rows.sort((a, b) => slugs.indexOf(a.slug) - slugs.indexOf(b.slug));
  }

  return {
    /** The cheapest and dearest shown product's prices (paise), read off the price index. */
    async priceSpan(): Promise<{ min: number; max: number }> {
      const [span] = await db
        .select({
          min: sql<number | null>`min(${products.price})`,
          max: sql<number | null>`max(${products.price})`,
        })
        .from(products)
        .where(visibleProduct);
      return { min: Number(span?.min ?? 0), max: Number(span?.max ?? 0) };
    },

    /** Products per category, counted as lists count them (see `countMatches`). */
    async categoryCounts(): Promise<Map<string, number>> {
      const result = await db.execute(sql`
        SELECT key AS category,
          (SELECT count(*) FROM (
             SELECT 1 FROM ${products} WHERE ${products.category} = key AND ${visibleProduct} LIMIT ${EXACT_COUNT_LIMIT + 1}
           ) AS matches)::int AS count
        FROM unnest(ARRAY[${sql.join(
          CATEGORY_KEYS.map((key) => sql`${key}::text`),
          sql`, `,
        )}]) AS key`);
      const rows = (result as unknown as { rows: { category: CategoryKey; count: number }[] }).rows;
      const counts = await Promise.all(
        rows.map(async ({ category, count: counted }) =>
          counted <= EXACT_COUNT_LIMIT
            ? counted
            : countBeyondLimit(and(eq(products.category, category), visibleProduct)),
        ),
      );
      return new Map(rows.map((row, i) => [row.category, counts[i]!]));
    },

    async slugs(limit: number): Promise<string[]> {
      const rows = await db
        .select({ slug: products.slug })
        .from(products)
        .where(visibleProduct)
        .orderBy(...featuredOrder)
        .limit(limit);
      return rows.map((row) => row.slug);
    },

    /** A product the shop shows: none when it is hidden. */
    async findBySlug(slug: string) {
      const [row] = await db
        .select(detailColumns)
        .from(products)
        .where(and(eq(products.slug, slug), visibleProduct));
      return row;
    },

    /** Where an earlier slug of a product now leads. */
    async redirectOf(oldSlug: string): Promise<string | undefined> {
      const [row] = await db
        .select({ slug: productSlugRedirects.productSlug })
        .from(productSlugRedirects)
        .where(eq(productSlugRedirects.oldSlug, oldSlug));
      return row?.slug;
    },

    async page({ filter, searchWords, anyWord, order, limit, offset }: ProductPageQuery) {
      const filters = and(...filterConditions(filter));
      if (anyWord && searchWords?.length) {
        // Only asked when every word together found nothing, so each match is read and sorted:
        // the product with most of the words first.
        const query = anyWordQuery(searchWords);
        const where = and(filters, sql`${products.searchVector} @@ ${query}`);
        const ordering =
          order === 'relevance'
            ? [
                sql`${wordsMatched(searchWords)} DESC`,
                sql`CASE WHEN ${products.nameVector} @@ ${query} THEN 0 WHEN ${products.labelVector} @@ ${query} THEN 1 ELSE 2 END`,
                ...featuredOrder,
              ]
            : orderBy(order);
        const [rows, counted] = await Promise.all([
          pageRows(where, ordering, limit, offset),
          countSearchMatches(where),
        ]);
        return { rows, total: counted.total };
      }
      const query = searchWords?.length ? searchQuery(searchWords) : undefined;
      const where = query ? and(filters, sql`${products.searchVector} @@ ${query}`) : filters;
      if (order === 'relevance' && query) {
        // Relevance: products whose name has every word first, then those whose labels (name,
        // category, tags) have them, then the rest; each group in the featured order.
        const { total, expected, underestimated } = await countSearchMatches(where);
        if (underestimated) {
          // Words that go together: relevantSlugs, led by the planner's low estimates, would read
          // every match at each step. When there are many, a walk of the featured order finds
          // the page sooner.
          const slugs =
            total > WALK_IN_ORDER_ABOVE
              ? await walkedSlugs(filters, query, limit, offset)
              : undefined;
          if (slugs) return { rows: await summariesOf(slugs), total };
        } else if (total > EXACT_COUNT_LIMIT && (expected ?? total) > WALK_IN_ORDER_ABOVE) {
          return {
            rows: await summariesOf(await relevantSlugs(filters, query, limit, offset)),
            total,
          };
        }
        // Not that many: every match is read (from the full-text index) and sorted at once.
        const byRelevance = [
          sql`CASE WHEN ${products.nameVector} @@ ${query} THEN 0 WHEN ${products.labelVector} @@ ${query} THEN 1 ELSE 2 END`,
          ...featuredOrder,
        ];
        return { rows: await pageRows(where, byRelevance, limit, offset), total };
      }
      const ordering = orderBy(order === 'relevance' ? 'featured' : order);
      // The count is a query of its own, so a page never waits for every match to be counted.
      const [rows, total] = await Promise.all([
        pageRows(where, ordering, limit, offset),
        query ? countSearchMatches(where).then((counted) => counted.total) : countMatches(where),
      ]);
      return { rows, total };
    },

    related(slug: string, category: string, limit: number) {
      return db
        .select(summaryColumns)
        .from(products)
        .where(and(eq(products.category, category), ne(products.slug, slug), visibleProduct))
        .orderBy(...featuredOrder)
        .limit(limit);
    },

    /**
     * A home or listing-page list: its members are the first `limit` products in the list's own
     * order (within the category, if given), shown in `order`.
     */
    collection({
      list,
      category,
      order,
      limit,
    }: {
      list: CollectionList;
      category?: CategoryKey;
      order: ProductOrder;
      limit: number;
    }) {
      const inCategory = category ? eq(products.category, category) : undefined;
      let members;
      if (list === 'trending') {
        const recent = db
          .select({
            productSlug: productSales.productSlug,
            units: sql<number>`sum(${productSales.units})`.as('recent_units'),
          })
          .from(productSales)
          .where(gte(productSales.day, trendingSince))
          .groupBy(productSales.productSlug)
          .as('recent');
        members = db
          .select({ slug: products.slug })
          .from(recent)
          .innerJoin(products, eq(products.slug, recent.productSlug))
          .where(and(gt(recent.units, 0), inCategory, visibleProduct))
          .orderBy(
            sql`${recent.units} DESC`,
            sql`${products.unitsSold} DESC NULLS LAST`,
            sql`${products.slug} ASC`,
          )
          .limit(limit);
      } else {
        const [membership, ownOrder] = (
          {
            featured: [isNotNull(products.featuredRank), 'ourProducts'],
            more: [isNotNull(products.moreRank), 'moreProducts'],
            bestsellers: [gt(products.unitsSold, 0), 'bestSelling'],
            'new-arrivals': [undefined, 'latest'],
          } as const satisfies Record<
            Exclude<CollectionList, 'trending'>,
            readonly [SQL | undefined, ProductOrder]
          >
        )[list];
        members = db
          .select({ slug: products.slug })
          .from(products)
          .where(and(membership, inCategory, visibleProduct))
          .orderBy(...orderBy(ownOrder))
          .limit(limit);
      }
      return db
        .select(summaryColumns)
        .from(products)
        .where(inArray(products.slug, members))
        .orderBy(...orderBy(order));
    },

    /**
     * Prepares the words of a search: stop words ("the", "for") are dropped, and a word that is
     * neither `known` (a synonym) nor a catalogue word gets the up to three catalogue words
     * closest to it by trigram similarity ("bambo" → "bamboo"), looked up in the search_terms
     * index. Such a word is `misspelt` when no product has it (its description included): "gift"
     * is no name's word but a description's, so it is no typo.
     */
    async searchWords(words: string[], known: string[] = []): Promise<PreparedSearchWord[]> {
      if (words.length === 0) return [];
      const list = (items: string[]) =>
        sql`ARRAY[${sql.join(
          items.map((item) => sql`${item}::text`),
          sql`, `,
        )}]::text[]`;
      const result = await db.execute(sql`
          SELECT w.word,
            CASE WHEN w.word = ANY(${known.length ? list(known) : sql`ARRAY[]::text[]`})
              OR EXISTS (SELECT 1 FROM ${searchTerms} WHERE term = w.word)
            THEN ARRAY[]::text[]
            ELSE ARRAY(
              SELECT term FROM ${searchTerms}
              WHERE term % w.word AND numnode(plainto_tsquery('english', term)) > 0
              ORDER BY similarity(term, w.word) DESC, term
              LIMIT 3
            ) END AS alternatives
          FROM (SELECT DISTINCT ON (unaccent(x)) unaccent(x) AS word, n
                FROM unnest(${list(words)}) WITH ORDINALITY AS u(x, n)
                ORDER BY unaccent(x), n) AS w
          WHERE numnode(plainto_tsquery('english', w.word)) > 0
          ORDER BY w.n`);
      const prepared = (result as unknown as { rows: SearchWord[] }).rows;
      const missing = await wordsNoProductHas(
        prepared.filter((word) => word.alternatives.length > 0).map((word) => word.word),
      );
      return prepared.map((word) => ({ ...word, misspelt: missing.has(word.word) }));
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
export type ProductSummaryRow = Awaited<ReturnType<CatalogueRepository['related']>>[number];
export type ProductDetailRow = NonNullable<Awaited<ReturnType<CatalogueRepository['findBySlug']>>>;
