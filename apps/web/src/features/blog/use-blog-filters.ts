import { useCallback, useState } from 'react';
import { useLocation, useSearchParams } from '../../lib/router';
import {
  ALL_POSTS,
  isBlogFilterCategory,
  type BlogFilterCategory,
} from '@terracraft/shared/blog/filters';

export interface BlogFilters {
  query: string;
  category: BlogFilterCategory;
}

/** Reads the filters from the address (`?q=…&category=…`); anything unknown means no filter. */
export function readBlogFilters(params: URLSearchParams): BlogFilters {
  const category = params.get('category') ?? '';
  return {
    query: params.get('q') ?? '',
    category: isBlogFilterCategory(category) ? category : ALL_POSTS,
  };
}

/** The address for a set of filters: defaults are left out, so the plain page stays `/blog`. */
export function writeBlogFilters(filters: BlogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query) params.set('q', filters.query);
  if (filters.category !== ALL_POSTS) params.set('category', filters.category);
  return params;
}

/** Marks the address changes this hook makes itself, to tell them from the shopper's navigation. */
const OWN_CHANGE = { blogFilters: true } as const;

/**
 * The blog's search and category chip. They live in the page's state, so typing stays instant,
 * and are mirrored into the address, so a filtered list can be shared and survives a reload.
 * Navigating to the page afresh (the BLOG link, Back) takes the filters from the address again.
 */
export function useBlogFilters() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [filters, setFilters] = useState(() => readBlogFilters(params));

  const address = params.toString();
  const [seenAddress, setSeenAddress] = useState(address);
  if (address !== seenAddress) {
    setSeenAddress(address);
    const own = (location.state as typeof OWN_CHANGE | null)?.blogFilters === true;
    if (!own) setFilters(readBlogFilters(params));
  }

  const update = useCallback(
    (change: Partial<BlogFilters>) => {
      const next = { ...filters, ...change };
      setFilters(next);
      setParams(writeBlogFilters(next), {
        replace: true,
        state: OWN_CHANGE,
      });
    },
    [filters, setParams],
  );
  return [filters, update] as const;
}
