import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blogKeys } from './keys';

/** Every post, newest first. There are few, so the page filters them in the browser. */
export function useBlogPosts() {
  return useQuery({
    queryKey: blogKeys.posts(),
    queryFn: ({ signal }) => api('blog.posts', { signal }).then((data) => data.items),
  });
}

/** One post with its text; fails with an ApiError of status 404 when there is no such post. */
export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) => api('blog.post', { params: { slug }, signal }),
  });
}
