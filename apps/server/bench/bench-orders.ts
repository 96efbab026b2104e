/**
 * Synthetic orders for the console's benchmark, loaded with generate_series: N orders over a
 * year from N/5 shoppers, across every stage after payment, both payment methods, PINs and
 * phones spread like real ones, one or two items each from the loaded catalogue.
 * The same N always gives the same orders.
 */
import type pg from 'pg';

export interface LoadedOrders {
  shoppers: number;
  orders: number;
}

/** Stages an order can rest in once paid or placed as COD (none waits on the payment sweeper). */
const STAGES = ['processing', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled'];
const STATES = ['Maharashtra', 'Karnataka', 'Tamil Nadu', 'Delhi', 'West Bengal', 'Gujarat'];
const CITIES = ['Mumbai', 'Bengaluru', 'Chennai', 'New Delhi', 'Kolkata', 'Ahmedabad'];

const literal = (values: string[]) =>
  `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`;

export async function loadBenchOrders(client: pg.Client, count: number): Promise<LoadedOrders> {
  const shoppers = Math.max(1, Math.floor(count / 5));
  await client.query(
    `INSERT INTO users (id, name, email, email_verified)
     SELECT 'bench-shopper-' || i, 'Shopper ' || i, 'shopper' || i || '@example.in', true
     FROM generate_series(1, $1::int) AS i`,
    [shoppers],
  );
  await client.query(
    `INSERT INTO orders (id, user_id, status, payment_method, payment_status, subtotal, discount,
       shipping, total, first_name, last_name, email, phone, address, city, state, pin,
       idempotency_key, request_hash, placed_at, sales_day, estimated_delivery, paid_at,
       shipped_at, delivered_at, cancelled_at, cancel_reason)
     SELECT gen_random_uuid(), 'bench-shopper-' || (1 + i % $2::int), stage, method,
       CASE WHEN stage = 'cancelled' THEN 'not_paid'
            WHEN method = 'online' THEN 'paid'
            WHEN stage = 'delivered' THEN 'paid'
            ELSE 'due_on_delivery' END,
       subtotal, 0, 5900, subtotal + 5900,
       'Shopper', (1 + i % $2::int)::text, 'shopper' || (1 + i % $2::int) || '@example.in',
       '9' || lpad(((i * 7919) % 1000000000)::text, 9, '0'),
       i || ' Market Road', (${literal(CITIES)})[1 + i % 6], (${literal(STATES)})[1 + i % 6],
       (110001 + (i * 37) % 800000)::text,
       'bench-' || i, 'bench', placed, (placed AT TIME ZONE 'Asia/Kolkata')::date,
       placed + interval '5 days',
       CASE WHEN method = 'online' AND stage <> 'cancelled' THEN placed END,
       CASE WHEN stage IN ('shipped', 'delivered') THEN placed + interval '1 day' END,
       CASE WHEN stage = 'delivered' THEN placed + interval '4 days' END,
       CASE WHEN stage = 'cancelled' THEN placed + interval '1 hour' END,
       CASE WHEN stage = 'cancelled' THEN 'shopper' END
     FROM (
       SELECT i,
         (${literal(STAGES)})[1 + (i * 13) % 6] AS stage,
         CASE WHEN i % 3 = 0 THEN 'cod' ELSE 'online' END AS method,
         (29900 + (i * 1013) % 500000) AS subtotal,
         now() - make_interval(secs => (i::float8 / $1::int) * 365 * 86400) AS placed
       FROM generate_series(1, $1::int) AS i
     ) AS generated`,
    [count, shoppers],
  );
  const { rows } = await client.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM products',
  );
  // Each order takes the product at its number's place in the catalogue (a hash join on it).
  await client.query(
    `INSERT INTO order_items (order_id, position, product_slug, name, unit_price, quantity,
       line_total)
     SELECT o.id, 1, p.slug, p.name, o.subtotal, 1, o.subtotal
     FROM (SELECT id, subtotal, 1 + (row_number() OVER (ORDER BY number)) % $1::int AS n
           FROM orders) AS o
     JOIN (SELECT slug, name, row_number() OVER (ORDER BY slug) AS n FROM products) AS p
       ON p.n = o.n`,
    [Math.max(1, rows[0]!.total)],
  );
  return { shoppers, orders: count };
}
