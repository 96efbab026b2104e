// What the app and other features use of blog: they reach it through here, never its files.
export { blogPages } from './blog.pages';
export { blogRoutes } from './blog.routes';
export { createBlogService } from './blog.service';
