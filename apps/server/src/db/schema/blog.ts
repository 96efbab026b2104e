import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const blogPosts = pgTable(
  'blog_posts',
  {
    slug: text('slug').primaryKey(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    category: text('category').notNull(),
    imageUrl: text('image_url').notNull(),
    imageAlt: text('image_alt').notNull(),
    author: text('author').notNull(),
    body: text('body').array().notNull(),
    tags: text('tags').array().notNull(),
    readTimeMinutes: integer('read_time_minutes').notNull(),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    publishedAt: date('published_at', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('blog_posts_published_at_idx').on(table.publishedAt)],
);
