/**
 * The blog's categories and its filter, without the validation schemas (./index.ts): the blog
 * page loads no validation library.
 */
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

/** The blog filter: a category chip and a live, case-insensitive search on title or excerpt. */
export function filterBlogPosts<T extends { title: string; excerpt: string; category: string }>(
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
