export { useBlogPost } from './api/blog-queries';
export { BlogArticle } from './components/blog-article';
export { BlogFilterBar } from './components/blog-filter-bar';
export { BlogPostGrid } from './components/blog-post-grid';
export { useBlogFilters } from './use-blog-filters';
