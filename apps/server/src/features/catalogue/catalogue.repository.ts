import { and, eq, gt, gte, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { CATEGORY_KEYS, type CategoryKey, type CollectionList } from '@terracraft/shared/catalogue';
import type { Database, Transaction } from '../../db/client';
import { productSales, productSlugRedirects, products } from '../../db/schema';
import { visibleProduct } from './product-images';
import { createProductRows } from './product-rows';
import {
  detailColumns,
  EXACT_COUNT_LIMIT,
  featuredOrder,
  filterConditions,
  orderBy,
  type ProductFilter,
  type ProductOrder,
  summaryColumns,
  trendingSince,
} from './product-sql';
import { createSearchRepository, searchQuery, type SearchWord } from './search.repository';

interface ProductPageQuery {
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
  const productRows = createProductRows(db);
  const { countMatches, countBeyondLimit, pageRows } = productRows;
  const search = createSearchRepository(db, productRows);

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
        return search.anyWordPage(filters, searchWords, order, limit, offset);
      }
      const query = searchWords?.length ? searchQuery(searchWords) : undefined;
      const where = query ? and(filters, sql`${products.searchVector} @@ ${query}`) : filters;
      if (order === 'relevance' && query) {
        return search.relevancePage(filters, where, query, limit, offset);
      }
      const ordering = orderBy(order === 'relevance' ? 'featured' : order);
      // The count is a query of its own, so a page never waits for every match to be counted.
      const [rows, total] = await Promise.all([
        pageRows(where, ordering, limit, offset),
        query
          ? search.countSearchMatches(where).then((counted) => counted.total)
          : countMatches(where),
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

    searchWords: search.searchWords,
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
export type ProductSummaryRow = Awaited<ReturnType<CatalogueRepository['related']>>[number];
export type ProductDetailRow = NonNullable<Awaited<ReturnType<CatalogueRepository['findBySlug']>>>;
