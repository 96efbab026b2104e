import { pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { products } from './catalogue';

/** The wishlist of a signed-in shopper, so it follows them to another browser. */
export const savedWishlistItems = pgTable(
  'saved_wishlist_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productSlug: text('product_slug')
      .notNull()
      .references(() => products.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** Order of the items as the shopper sees them. */
    position: smallint('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productSlug] })],
);
