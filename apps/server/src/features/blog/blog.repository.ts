import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogPosts } from '../../db/schema';

export function createBlogRepository(db: Database) {
  return {
    list() {
      return db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt));
    },
    async findBySlug(slug: string) {
      const [post] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
      return post;
    },
  };
}
