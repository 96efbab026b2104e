import type { BlogPost, BlogPostSummary } from '@terracraft/shared/blog';
import { notFound } from '../../lib/errors';
import type { Database } from '../../db/client';
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

export function createBlogService(db: Database) {
  const posts = createBlogRepository(db);
  async function find(slug: string): Promise<BlogPost | undefined> {
    const row = await posts.findBySlug(slug);
    return row && { ...toSummary(row), body: row.body, author: row.author };
  }
  return {
    async list(): Promise<BlogPostSummary[]> {
      return (await posts.list()).map(toSummary);
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
