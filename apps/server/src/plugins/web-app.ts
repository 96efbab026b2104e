import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicSettings } from '@terracraft/shared/settings';
import type { Config } from '../config';
import { apiNotFound } from './errors';
import { keptAnswer, sendKept, type KeptAnswer } from './http-cache';
import { checkTemplate, createDocumentComposer } from './page-document';
import { pageModulePreloads } from './page-preloads';
import { createPageResolution, registerCrawlerFiles, type PageResolver } from './page-seo';
import { loadServerRenderer } from './server-renderer';
import { registerStaticFiles } from './web-app-static';

// Features describe their pages to the web app with it, and import it from here.
export type { PageResolver } from './page-seo';

/**
 * How many documents the page cache keeps at most: a rendered listing is some 200 KB of text (up
 * to twice that in memory) and its compressed forms a tenth of it, so about 50 MB at most.
 */
export const PAGE_CACHE_ENTRIES = 100;

/** A page ready to send again: the same for every visitor until the catalogue or settings change. */
interface ComposedPage {
  status: number;
  /** Where a page that moved is now, its query kept. */
  location?: string;
  noindex: boolean;
  document: KeptAnswer;
  /** Its data was all there (no read failed): worth keeping. */
  complete: boolean;
}

/** Where composed pages are kept: the catalogue's cache kind, dropped on the same changes. */
interface PageCache {
  read<T>(key: string, load: () => Promise<T>, keep: (page: T) => boolean): Promise<T>;
}

/**
 * Serves the built web app: hashed assets cached for a year, `index.html` for every client route
 * (status 404 for paths the app does not have), with per-page title, description and Open Graph
 * tags filled in on the server, and the shop's public settings (its business details) as JSON, so
 * the header, footer and contact page show the latest without a request of their own. When the
 * build has a server renderer, the entry pages (home, listings, products, search, blog, content
 * pages) arrive rendered, with the data they show embedded, and paint before any script runs
 * (decision 0041).
 */
export async function registerWebApp(
  app: FastifyInstance,
  {
    config,
    distDir,
    pages,
    publicSettings,
    pageCache,
  }: {
    config: Config;
    distDir: string;
    pages: PageResolver[];
    publicSettings: () => Promise<PublicSettings>;
    pageCache: PageCache;
  },
) {
  const indexPath = join(distDir, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  if (template) checkTemplate(template, indexPath);

  const renderer = template ? await loadServerRenderer(app, distDir) : undefined;
  const routePreloads = template ? pageModulePreloads(distDir, template) : () => '';

  if (template) await registerStaticFiles(app, distDir);
  const render = template
    ? createDocumentComposer(template, config.publicUrl, routePreloads)
    : undefined;
  const resolvePage = createPageResolution(pages);

  /**
   * The page rendered, or null (rendered in the browser) when it is not one the server renders;
   * `complete` is false when rendering failed or read data that failed.
   */
  async function renderPage(url: string, settings: PublicSettings | undefined) {
    if (!renderer) return { page: null, complete: true };
    try {
      const page = await renderer.render(url, { settings });
      return { page, complete: page?.complete ?? true };
    } catch (error) {
      // The page still opens: the browser renders it, as it does without a server renderer.
      app.log.error({ err: error, url }, 'a page could not be rendered on the server');
      return { page: null, complete: false };
    }
  }

  registerCrawlerFiles(app, { publicUrl: config.publicUrl, pages });

  async function composePage(pathname: string, url: string): Promise<ComposedPage> {
    const [{ status, meta, movedTo }, settings] = await Promise.all([
      resolvePage(pathname),
      // Without them the page still opens, and asks GET /api/settings/public itself.
      publicSettings().catch((error: unknown) => {
        app.log.error({ err: error }, 'the shop settings could not be read for a page');
        return undefined;
      }),
    ]);
    if (movedTo !== undefined) {
      const query = url.indexOf('?');
      return {
        status,
        location: query === -1 ? movedTo : movedTo + url.slice(query),
        noindex: false,
        document: keptAnswer(''),
        complete: settings !== undefined,
      };
    }
    // A missing product or post is left to the browser, which shows what it shows for one.
    const { page, complete } =
      status === 200 ? await renderPage(url, settings) : { page: null, complete: true };
    return {
      status,
      noindex: meta.noindex === true,
      document: keptAnswer(render!(meta, pathname, settings, page)),
      complete: complete && settings !== undefined,
    };
  }

  /**
   * Sends the page at the request's URL. A page is the same for every visitor (the server renders
   * it as an anonymous one sees it), so it is composed once and kept until the catalogue or the
   * settings change, and sent with a tag a returning visitor revalidates it by.
   */
  async function sendPage(pathname: string, request: FastifyRequest, reply: FastifyReply) {
    const page = await pageCache.read(
      `page:${request.url}`,
      () => composePage(pathname, request.url),
      (composed) => composed.complete,
    );
    if (page.location !== undefined) {
      // Asked again each time: the old address may one day be given to another product.
      return reply.code(page.status).header('cache-control', 'no-cache').redirect(page.location);
    }
    if (page.noindex) reply.header('x-robots-tag', 'noindex, nofollow');
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      // Revalidated every time: the page shows stock and prices.
      .header('cache-control', 'no-cache');
    return reply.send(
      page.status === 200 ? sendKept(request, reply, page.document) : page.document.body,
    );
  }

  // The static handler would treat "/" as a directory listing.
  if (template) {
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage('/', request, reply));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = safeDecode(request.url.split('?')[0] ?? '/');
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      pathname !== undefined &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (!template || !isPageRequest) {
      return reply.code(404).send(apiNotFound(request.method, request.url));
    }
    return sendPage(pathname, request, reply);
  });
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
