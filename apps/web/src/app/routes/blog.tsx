import { Mail } from 'lucide-react';
import { ALL_POSTS } from '@terracraft/shared/blog/filters';
import { PageHeader } from '../../components/page-header';
import { PAGE_TEXT } from '@terracraft/shared/pages';
import { PageMeta } from '../../components/page-meta';
import { BlogFilterBar, BlogPostGrid, useBlogFilters } from '../../features/blog';
import { NewsletterForm } from '../../features/newsletter';

export default function BlogPage() {
  const [filters, setFilters] = useBlogFilters();
  return (
    <>
      <PageMeta {...PAGE_TEXT.blog} />
      <PageHeader
        title="Our Blog"
        subtitle="Stories from the workshops of Indian artisans, ideas for a handmade home and small steps towards sustainable living."
      />

      <section aria-labelledby="blog-posts" className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <h2 id="blog-posts" className="sr-only">
          Articles
        </h2>
        <BlogFilterBar filters={filters} onChange={setFilters} />
        <div className="mt-10">
          <BlogPostGrid
            filters={filters}
            onReset={() => setFilters({ query: '', category: ALL_POSTS })}
          />
        </div>
      </section>

      <section aria-labelledby="blog-newsletter" className="bg-clay-100/70">
        <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-14 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-white text-terracotta shadow-sm">
            <Mail className="size-6" aria-hidden="true" />
          </span>
          <h2
            id="blog-newsletter"
            className="mt-4 text-2xl font-semibold text-clay-900 md:text-3xl"
          >
            Stories in your inbox
          </h2>
          <p className="mt-3 text-clay-700">
            New artisan stories, styling ideas and collections, once a month. No spam; unsubscribe
            whenever you like.
          </p>
          <NewsletterForm label="Blog newsletter" className="mt-6 w-full max-w-md" />
        </div>
      </section>
    </>
  );
}
