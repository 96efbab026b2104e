import { z } from 'zod';

export const BLOG_CATEGORIES = [
  'Handicrafts',
  'Home Decor',
  'Sustainable Living',
  'Artisan Stories',
  'DIY Projects',
] as const;
export const ALL_POSTS = 'All Posts';
/** The chips of the blog page, in order: All Posts first. */
export const BLOG_FILTER_CATEGORIES = [ALL_POSTS, ...BLOG_CATEGORIES] as const;
export type BlogFilterCategory = (typeof BLOG_FILTER_CATEGORIES)[number];

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

/** The blog filter: a category chip and a live, case-insensitive search on title or excerpt. */
export function filterBlogPosts<T extends Pick<BlogPostSummary, 'title' | 'excerpt' | 'category'>>(
  posts: readonly T[],
  query: string,
  category: string,
): T[] {
  const needle = query.trim().toLowerCase();
  return posts.filter(
    (post) =>
      (category === ALL_POSTS || post.category === category) &&
      (!needle ||
        post.title.toLowerCase().includes(needle) ||
        post.excerpt.toLowerCase().includes(needle)),
  );
}

export function isBlogFilterCategory(value: string): value is BlogFilterCategory {
  return (BLOG_FILTER_CATEGORIES as readonly string[]).includes(value);
}
