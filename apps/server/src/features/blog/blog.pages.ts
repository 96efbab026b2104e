import { paths } from '@terracraft/shared/routes';
import { documentTitle } from '@terracraft/shared/pages';
import { imageUrl } from '@terracraft/shared/media';
import type { PageResolver } from '../../plugins/web-app';
import type { BlogService } from './blog.service';

export function blogPages(blog: BlogService): PageResolver {
  return {
    pattern: /^\/blog\/([^/]+)\/?$/,
    async resolve(match) {
      const post = await blog.find(match[1]!);
      if (!post) return null;
      return {
        title: documentTitle(post.title),
        description: post.excerpt,
        image: imageUrl(post.imageUrl, 800),
        type: 'article',
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          datePublished: post.publishedAt,
          author: { '@type': 'Person', name: post.author },
        },
      };
    },
    async sitemapPaths() {
      return (await blog.list()).map((post) => paths.blogPost(post.slug));
    },
  };
}
