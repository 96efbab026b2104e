import { Search } from 'lucide-react';
import { useId } from 'react';
import { BLOG_FILTER_CATEGORIES } from '@terracraft/shared/blog/filters';
import { cn } from '../../../lib/cn';
import type { BlogFilters } from '../use-blog-filters';

/** The blog's search box (live) and category chips. */
export function BlogFilterBar({
  filters,
  onChange,
}: {
  filters: BlogFilters;
  onChange: (change: Partial<BlogFilters>) => void;
}) {
  const searchId = useId();
  return (
    <div className="flex flex-col gap-5">
      <div className="relative mx-auto w-full max-w-xl">
        <label htmlFor={searchId} className="sr-only">
          Search articles
        </label>
        <Search
          className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-clay-500"
          aria-hidden="true"
        />
        <input
          id={searchId}
          type="search"
          value={filters.query}
          onChange={(event) => onChange({ query: event.target.value })}
          placeholder="Search articles..."
          autoComplete="off"
          className="field rounded-full py-3 pl-12 shadow-sm"
        />
      </div>
      <div role="group" aria-label="Categories" className="flex flex-wrap justify-center gap-2">
        {BLOG_FILTER_CATEGORIES.map((category) => {
          const active = filters.category === category;
          return (
            <button
              key={category}
              type="button"
              aria-pressed={active}
              onClick={() => onChange({ category })}
              className={cn(
                'rounded-full border px-4 py-2 text-sm font-medium transition-colors',
                active
                  ? 'border-clay-700 bg-clay-700 text-white'
                  : 'border-clay-200 bg-white text-clay-700 hover:border-clay-500 hover:text-clay-900',
              )}
            >
              {category}
            </button>
          );
        })}
      </div>
    </div>
  );
}
