import type { BlogPost, BlogPostSummary } from '@terracraft/shared/blog';
import { notFound } from '../../lib/errors';
import type { Database } from '../../db/client';
import { cacheKey, type CatalogueCache } from '../catalogue';
import { createBlogRepository } from './blog.repository';

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof createBlogRepository>['findBySlug']>>>;

function toSummary(row: Row): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category as BlogPostSummary['category'],
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt,
    publishedAt: row.publishedAt,
    readTimeMinutes: row.readTimeMinutes,
    likes: row.likes,
    comments: row.comments,
    tags: row.tags,
  };
}

/**
 * The blog as readers see it, answered from the catalogue's read cache (the shop has no blog
 * editor yet: posts change only with a seed or a migration, which start the server afresh).
 */
export function createBlogService(db: Database, cache: CatalogueCache) {
  const posts = createBlogRepository(db);
  function find(slug: string): Promise<BlogPost | undefined> {
    return cache.read(cacheKey('blog.post', { slug }), async () => {
      const row = await posts.findBySlug(slug);
      return row && { ...toSummary(row), body: row.body, author: row.author };
    });
  }
  return {
    list(): Promise<BlogPostSummary[]> {
      return cache.read(cacheKey('blog.posts'), async () => (await posts.list()).map(toSummary));
    },
    async get(slug: string): Promise<BlogPost> {
      const post = await find(slug);
      if (!post) throw notFound('That blog post does not exist.');
      return post;
    },
    find,
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
