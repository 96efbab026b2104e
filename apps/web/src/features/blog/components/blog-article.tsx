import { ArrowLeft } from 'lucide-react';
import { Link } from '../../../lib/router';
import type { BlogPost } from '@terracraft/shared/blog';
import { SmartImage } from '../../../components/smart-image';
import { paths } from '../../../config/paths';
import { BlogPostDateline, BlogPostStats, BlogPostTags } from './blog-post-meta';

/** A whole post. Its text is plain paragraphs, rendered as text and never as HTML. */
export function BlogArticle({ post }: { post: BlogPost }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <BackToBlog />
      <header className="mt-6">
        <p className="text-sm font-semibold uppercase tracking-widest text-terracotta">
          {post.category}
        </p>
        <h1 className="mt-3 text-3xl font-semibold leading-tight text-clay-900 md:text-5xl">
          {post.title}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-clay-700">{post.excerpt}</p>
        <p className="mt-5 text-sm font-medium text-clay-800">By {post.author}</p>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          <BlogPostDateline post={post} />
          <BlogPostStats post={post} />
        </div>
      </header>
      <SmartImage
        src={post.imageUrl}
        kind="picture"
        alt={post.imageAlt}
        width={800}
        height={500}
        priority
        sizes="(min-width: 768px) 720px, 100vw"
        className="mt-8 aspect-[8/5] w-full rounded-2xl object-cover"
      />
      <div className="mt-10 space-y-6 text-base leading-8 text-clay-800 md:text-lg md:leading-9">
        {post.body.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <footer className="mt-10 border-t border-clay-200 pt-6">
        <BlogPostTags tags={post.tags} />
        <BackToBlog className="mt-8" />
      </footer>
    </article>
  );
}

function BackToBlog({ className }: { className?: string }) {
  return (
    <p className={className}>
      <Link
        to={paths.blog}
        className="inline-flex items-center gap-2 text-sm font-semibold text-clay-700 hover:text-terracotta"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Blog
      </Link>
    </p>
  );
}
