import { SearchX } from 'lucide-react';
import { filterBlogPosts } from '@terracraft/shared/blog/filters';
import { Spinner } from '../../../components/spinner';
import { useBlogPosts } from '../api/blog-queries';
import type { BlogFilters } from '../use-blog-filters';
import { BlogPostCard } from './blog-post-card';

const BLOG_TEXTS = {
  empty: 'No articles match your search.',
  emptyHint: 'Try another word, or look through every category.',
  showAll: 'Show all posts',
  loadFailed: 'The blog could not be loaded.',
} as const;

/** The posts that match the filters, with loading, error and empty states. */
export function BlogPostGrid({ filters, onReset }: { filters: BlogFilters; onReset: () => void }) {
  const posts = useBlogPosts();

  if (posts.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading posts" />
      </div>
    );
  }
  if (posts.isError) {
    return (
      <div role="alert" className="mx-auto max-w-md py-16 text-center">
        <p className="font-semibold text-clay-800">{BLOG_TEXTS.loadFailed}</p>
        <p className="mt-1 text-sm text-clay-600">{posts.error.message}</p>
        <button type="button" className="btn-outline mt-5" onClick={() => posts.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const shown = filterBlogPosts(posts.data, filters.query, filters.category);
  return (
    <>
      <p role="status" className="mb-6 text-center text-sm text-clay-600">
        {shown.length === 1 ? '1 article' : `${shown.length} articles`}
      </p>
      {shown.length === 0 ? (
        <div className="mx-auto flex max-w-md flex-col items-center rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-clay-100">
          <SearchX className="size-12 text-clay-300" aria-hidden="true" />
          <h3 className="mt-4 text-xl font-semibold text-clay-800">{BLOG_TEXTS.empty}</h3>
          <p className="mt-2 text-sm text-clay-600">{BLOG_TEXTS.emptyHint}</p>
          <button type="button" className="btn-primary mt-6" onClick={onReset}>
            {BLOG_TEXTS.showAll}
          </button>
        </div>
      ) : (
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((post, index) => (
            <li key={post.slug} className="flex">
              <BlogPostCard post={post} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
