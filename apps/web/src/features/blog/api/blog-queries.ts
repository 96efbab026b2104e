import { useQuery } from '@tanstack/react-query';
import type { BlogPost, BlogPostSummary } from '@terracraft/shared/blog';
import { api } from '../../../lib/api-client';

export const blogKeys = {
  all: ['blog'] as const,
  posts: () => [...blogKeys.all, 'posts'] as const,
  post: (slug: string) => [...blogKeys.all, 'post', slug] as const,
};

/** Every post, newest first. There are few, so the page filters them in the browser. */
export function useBlogPosts() {
  return useQuery({
    queryKey: blogKeys.posts(),
    queryFn: ({ signal }) =>
      api<{ items: BlogPostSummary[] }>('/blog/posts', { signal }).then((data) => data.items),
  });
}

/** One post with its text; fails with an ApiError of status 404 when there is no such post. */
export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) => api<BlogPost>(`/blog/posts/${encodeURIComponent(slug)}`, { signal }),
  });
}
