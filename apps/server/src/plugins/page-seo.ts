import type { FastifyInstance } from 'fastify';
import {
  CONSOLE_TEXT,
  documentTitle,
  isAppPath,
  NOT_FOUND_TEXT,
  SITEMAP_PATHS,
  staticPageText,
  type PageText,
} from '@terracraft/shared/pages';
import { adminPaths, isAdminPath, paths } from '@terracraft/shared/routes';
import { escapeHtml, type PageMeta } from './page-document';

/** A page that lives at another address now (a renamed product's old one). */
export interface PageMoved {
  /** The path it lives at now. */
  movedTo: string;
}

/**
 * Pages whose existence depends on data (a product, a blog post). `resolve` answers null when the
 * page does not exist, and the app is then served with status 404; a page that moved is
 * answered with a permanent redirect to its new path.
 */
export interface PageResolver {
  pattern: RegExp;
  resolve(match: RegExpMatchArray): Promise<PageMeta | PageMoved | null>;
  /** Paths of every such page, for the sitemap. */
  sitemapPaths?(): Promise<string[]>;
}

/** The same title and description the web app's PageMeta sets for the page. */
const metaOf = (text: PageText): PageMeta => ({
  title: documentTitle(text.title),
  description: text.description,
});
const NOT_FOUND_META = metaOf(NOT_FOUND_TEXT);
const CONSOLE_META: PageMeta = { ...metaOf(CONSOLE_TEXT), noindex: true };

/** Each path's status and what it tells crawlers: a page of its own, the console, or 404. */
export function createPageResolution(pages: PageResolver[]) {
  return async function resolvePage(
    pathname: string,
  ): Promise<{ status: number; meta: PageMeta; movedTo?: string }> {
    // The console routes every path of its own; which exist depends on the staff member's role.
    if (isAdminPath(pathname)) return { status: 200, meta: CONSOLE_META };
    for (const page of pages) {
      const match = pathname.match(page.pattern);
      if (!match) continue;
      const meta = await page.resolve(match);
      if (meta && 'movedTo' in meta) {
        return { status: 301, meta: NOT_FOUND_META, movedTo: meta.movedTo };
      }
      return meta ? { status: 200, meta } : { status: 404, meta: NOT_FOUND_META };
    }
    const text = staticPageText(pathname);
    if (text) return { status: 200, meta: metaOf(text) };
    return isAppPath(pathname)
      ? { status: 200, meta: metaOf(staticPageText(paths.home)!) }
      : { status: 404, meta: NOT_FOUND_META };
  };
}

/** What search engines read of the shop besides its pages: robots.txt and the sitemap. */
export function registerCrawlerFiles(
  app: FastifyInstance,
  { publicUrl, pages }: { publicUrl: string; pages: PageResolver[] },
) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain')
      .send(
        `User-agent: *\nAllow: /\nDisallow: ${adminPaths.home}\nSitemap: ${publicUrl}/sitemap.xml\n`,
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const dynamic = (await Promise.all(pages.map((page) => page.sitemapPaths?.() ?? []))).flat();
    const urls = [...SITEMAP_PATHS, ...dynamic]
      .map((path) => `  <url><loc>${escapeHtml(publicUrl + path)}</loc></url>`)
      .join('\n');
    return reply
      .type('application/xml')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
}
