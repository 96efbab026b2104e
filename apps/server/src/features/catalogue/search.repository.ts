import { and, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { products, searchTerms } from '../../db/schema';
import type { ProductRows } from './product-rows';
import {
  EXACT_COUNT_LIMIT,
  featuredOrder,
  orderBy,
  type ProductOrder,
  summaryColumns,
} from './product-sql';

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

/**
 * A search word (or a synonym's phrase), with what also counts as a match for it: the other terms
 * of its synonym group, or the catalogue words it is probably a typo of when it is not one itself.
 */
export interface SearchWord {
  word: string;
  alternatives: string[];
}

/** A search word as `searchWords` prepares it. */
interface PreparedSearchWord extends SearchWord {
  /** Neither a catalogue word nor found in any product: `alternatives` are its likely spellings. */
  misspelt: boolean;
}

/**
 * Every word must match (in the name, category, tags or description; stemmed, so "lamps" finds
 * "lamp"), itself or one of its alternatives: one full-text query, one index lookup.
 */
export function searchQuery(words: SearchWord[]): SQL {
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

/** Search's own reads: counting its matches, finding a page in order of relevance, its words. */
export function createSearchRepository(
  db: Database | Transaction,
  { countMatches, estimateMatches, pageRows }: ProductRows,
) {
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
    countSearchMatches,

    /** A page of the products with any of the words. */
    async anyWordPage(
      filters: SQL | undefined,
      searchWords: SearchWord[],
      order: ProductOrder | 'relevance',
      limit: number,
      offset: number,
    ) {
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
    },

    /** A page of the products with every word (`query`), in order of relevance. */
    async relevancePage(
      filters: SQL | undefined,
      where: SQL | undefined,
      query: SQL,
      limit: number,
      offset: number,
    ) {
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
