import type pg from 'pg';

/**
 * How many statement texts are given names. Statements the shop runs over and over are a few
 * hundred; texts that vary (a list of as many parameters as a cart has lines) are bounded by what
 * the shop allows. Past the bound a text runs unnamed, as every statement did before, so that no
 * connection can grow without limit.
 */
const MOST_NAMED = 500;

/**
 * Statements whose best plan depends on the words or pattern searched for: a full-text match
 * (`@@`), a trigram similarity (`%`), a LIKE pattern (only a known prefix can use an index).
 * PostgreSQL's plan cache settles on one generic plan for a prepared statement after five runs;
 * with one, two-word searches at a million products took up to 1.7 s instead of 50 ms. These run
 * unnamed, planned for their own values on every run, as before.
 */
const PLANNED_FOR_ITS_VALUES = /@@| % |\blike\b|\bilike\b/i;

/** Each text seen, and its statement's name (null: run unnamed, see PLANNED_FOR_ITS_VALUES). */
const names = new Map<string, string | null>();

/** The name of `text`'s prepared statement, or undefined to run it unnamed. */
function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MOST_NAMED) {
    name = PLANNED_FOR_ITS_VALUES.test(text) ? null : `tc${names.size + 1}`;
    names.set(text, name);
  }
  return name ?? undefined;
}

type QueryConfig = pg.QueryConfig & { name?: string };

/**
 * Makes `client` run each parameterised statement as a named prepared statement, parsed once per
 * connection: PostgreSQL then skips parsing and analysing it on every later run, and plans it once
 * when a generic plan does as well as a fresh one (its plan cache decides). Parsing and planning
 * were about a third of the database's CPU per order placed (decision 39).
 *
 * Statements without parameters (BEGIN, COMMIT, LISTEN) keep the simple protocol, and searches
 * (PLANNED_FOR_ITS_VALUES) run unnamed. Prepared statements belong to the connection, not the
 * transaction, so a rollback keeps them; PostgreSQL replans them itself when a migration changes a
 * table they read.
 */
export function prepareStatementsOf(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    if (typeof config === 'object' && config !== null && 'text' in config) {
      const statement = config as QueryConfig;
      const values = (rest[0] as unknown[] | undefined) ?? statement.values;
      if (statement.name === undefined && values && values.length > 0) {
        const name = nameOf(statement.text);
        if (name) return query({ ...statement, name }, ...rest);
      }
    }
    return query(config, ...rest);
  }) as typeof client.query;
}
