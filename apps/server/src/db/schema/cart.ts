import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { products } from './catalogue';

/**
 * The cart of a signed-in shopper, so it follows them to another browser. Quantities only: prices
 * and stock are read from `products` whenever the cart is shown.
 */
export const savedCartItems = pgTable(
  'saved_cart_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productSlug: text('product_slug')
      .notNull()
      .references(() => products.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Order of the lines as the shopper sees them. */
    position: smallint('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productSlug] }),
    check('saved_cart_items_quantity_positive', sql`${table.quantity} >= 1`),
  ],
);
