import { ArrowRight } from 'lucide-react';
import { Link } from '../../../lib/router';
import type { BlogPostSummary } from '@terracraft/shared/blog';
import { SmartImage } from '../../../components/smart-image';
import { paths } from '../../../config/paths';
import { BlogPostDateline, BlogPostStats, BlogPostTags } from './blog-post-meta';

/** A post in the blog list. The whole card opens the post; its title is the link. */
export function BlogPostCard({ post, priority }: { post: BlogPostSummary; priority?: boolean }) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-clay-100 transition-shadow hover:shadow-lg focus-within:ring-2 focus-within:ring-clay-400">
      <div className="relative overflow-hidden">
        <SmartImage
          src={post.imageUrl}
          kind="picture"
          alt={post.imageAlt}
          width={800}
          height={500}
          priority={priority}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          className="aspect-[8/5] w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        <span className="absolute left-4 top-4 rounded-full bg-clay-800/90 px-3 py-1 text-xs font-semibold tracking-wide text-white">
          {post.category}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <BlogPostDateline post={post} />
        <h3 className="mt-3 text-xl font-semibold leading-snug text-clay-900">
          <Link
            to={paths.blogPost(post.slug)}
            className="after:absolute after:inset-0 after:content-[''] hover:text-terracotta focus:outline-none"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-3 flex-1 text-sm leading-relaxed text-clay-700">{post.excerpt}</p>
        <BlogPostTags tags={post.tags} className="mt-4" />
        <div className="mt-5 flex items-center justify-between gap-4 border-t border-clay-100 pt-4">
          <span
            aria-hidden="true"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-terracotta"
          >
            Read More
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
          </span>
          <BlogPostStats post={post} />
        </div>
      </div>
    </article>
  );
}
