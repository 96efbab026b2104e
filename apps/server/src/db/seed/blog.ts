import { BLOG_POSTS } from '@terracraft/seed-data/blog';
import type { Seed } from './index';
import { blogPosts } from '../schema';

export const blogSeed: Seed = {
  name: 'blog-posts-v1',
  async run(db) {
    await db.insert(blogPosts).values(BLOG_POSTS).onConflictDoNothing();
  },
};
