import { sql } from 'drizzle-orm';

/**
 * Arrays of parameters for `unnest`, which turns cart-like lines into rows in one statement:
 * `unnest(${textArray(slugs)}, ${intArray(quantities)})`. Each value is its own parameter.
 */
const arrayOf = (values: readonly (string | number)[], type: 'text' | 'int') =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;

export const textArray = (values: readonly string[]) => arrayOf(values, 'text');
export const intArray = (values: readonly number[]) => arrayOf(values, 'int');
