import { count, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { products } from '../../db/schema';
import { EXACT_COUNT_LIMIT, summaryColumns } from './product-sql';

/** What lists and search both read: how many products match, and a page of them. */
export function createProductRows(db: Database | Transaction) {
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

  return { countMatches, countBeyondLimit, estimateMatches, pageRows };
}

export type ProductRows = ReturnType<typeof createProductRows>;
