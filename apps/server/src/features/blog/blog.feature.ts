import type { Database } from '../../db/client';
import type { RegisterFeature } from '../../lib/feature';
import type { CatalogueCache } from '../catalogue';
import { blogPages } from './blog.pages';
import { blogRoutes } from './blog.routes';
import { createBlogService } from './blog.service';

export const registerBlog: RegisterFeature<{
  db: Database;
  catalogueCache: CatalogueCache;
}> = async (app, { db, catalogueCache }) => {
  const blog = createBlogService(db, catalogueCache);
  await app.register(blogRoutes, { blog });
  return { pages: [blogPages(blog)] };
};
