import type pg from 'pg';

/**
 * How many statement texts are given names. Statements the shop runs over and over are a few
 * hundred; texts that vary (a list of as many parameters as a cart has lines) are bounded by what
 * the shop allows. Past the bound a text runs unnamed, as every statement did before, so that no
 * connection can grow without limit.
 */
const MOST_NAMED = 500;

const names = new Map<string, string>();

/** The name of `text`'s prepared statement, or undefined once MOST_NAMED texts have one. */
function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MOST_NAMED) {
    name = `tc${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

type QueryConfig = pg.QueryConfig & { name?: string };

/**
 * Makes `client` run each parameterised statement as a named prepared statement, parsed once per
 * connection: PostgreSQL then skips parsing and analysing it on every later run, and plans it once
 * when a generic plan does as well as a fresh one (PostgreSQL's plan cache decides). Parsing and
 * planning were about a third of the database's CPU per order placed (decision 39).
 *
 * Statements without parameters (BEGIN, COMMIT, LISTEN) keep the simple protocol. Prepared
 * statements belong to the connection, not the transaction, so a rollback keeps them; PostgreSQL
 * replans them itself when a migration changes a table they read.
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
