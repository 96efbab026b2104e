import { CalendarDays, Clock, Heart, MessageCircle } from 'lucide-react';
import type { BlogPostSummary } from '@terracraft/shared/blog';
import { formatCalendarDate } from '@terracraft/shared/dates';
import { cn } from '../../../lib/cn';

type Meta = Pick<BlogPostSummary, 'publishedAt' | 'readTimeMinutes' | 'likes' | 'comments'>;

const rowClass = 'flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-clay-600';

/** When a post was published and how long it takes to read. */
export function BlogPostDateline({ post, className }: { post: Meta; className?: string }) {
  return (
    <ul className={cn(rowClass, className)}>
      <li className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4" aria-hidden="true" />
        <time dateTime={post.publishedAt}>{formatCalendarDate(post.publishedAt)}</time>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden="true" />
        {post.readTimeMinutes} min read
      </li>
    </ul>
  );
}

/** How many readers liked and commented on a post. */
export function BlogPostStats({ post, className }: { post: Meta; className?: string }) {
  return (
    <ul className={cn(rowClass, className)}>
      <li className="inline-flex items-center gap-1.5">
        <Heart className="size-4" aria-hidden="true" />
        {post.likes} <span className="sr-only">likes</span>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <MessageCircle className="size-4" aria-hidden="true" />
        {post.comments} <span className="sr-only">comments</span>
      </li>
    </ul>
  );
}

/** A post's tags, as small labels. */
export function BlogPostTags({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className={cn('flex flex-wrap gap-2', className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-clay-100 px-3 py-1 text-xs font-medium text-clay-700"
        >
          #{tag}
        </li>
      ))}
    </ul>
  );
}
