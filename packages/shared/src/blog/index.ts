import { z } from 'zod';
import { BLOG_CATEGORIES } from './filters';

export * from './filters';

export const blogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.enum(BLOG_CATEGORIES),
  imageUrl: z.string(),
  imageAlt: z.string(),
  publishedAt: z.iso.date(),
  readTimeMinutes: z.number().int().positive(),
  likes: z.number().int().nonnegative(),
  comments: z.number().int().nonnegative(),
  tags: z.array(z.string()),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  /** Paragraphs of plain text; rendered as text, never as HTML. */
  body: z.array(z.string()),
  author: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostListSchema = z.object({ items: z.array(blogPostSummarySchema) });
export const blogPostParamsSchema = z.object({ slug: z.string().min(1).max(200) });
