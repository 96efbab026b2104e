import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONSOLE_TEXT,
  documentTitle,
  isAppPath,
  NOT_FOUND_TEXT,
  SITEMAP_PATHS,
  staticPageText,
  type PageText,
} from '@terracraft/shared/pages';
import { SHOP_NAME } from '@terracraft/shared/policy';
import { adminPaths, isAdminPath, paths } from '@terracraft/shared/routes';
import { SHOP_SETTINGS_ELEMENT_ID, type PublicSettings } from '@terracraft/shared/settings';
import type { Config } from '../config';
import { apiNotFound } from './errors';
import { keptAnswer, sendKept, type KeptAnswer } from './http-cache';
import { pageModulePreloads } from './page-preloads';

/** What a page tells crawlers and link previews before any script runs. */
export interface PageMeta {
  /** The whole document title, shop name included (see `documentTitle`). */
  title: string;
  description: string;
  /** A path on this site; made absolute with PUBLIC_URL. */
  image?: string;
  type?: 'website' | 'article' | 'product';
  /** schema.org data, embedded as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** Kept out of search engines (the back office). */
  noindex?: boolean;
}

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

/**
 * The web app's server renderer (apps/web/src/entry-server.tsx, built into `dist-ssr` beside the
 * app's `dist`): the entry pages as HTML with their data, which the browser then hydrates.
 */
interface ServerRenderer {
  setTransport(transport: (path: string, init: RequestInit) => Promise<Response>): void;
  render(
    url: string,
    options: { settings?: PublicSettings },
  ): Promise<{ html: string; head: string; data: string; complete: boolean } | null>;
}

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

/** The template's own title and description, however the build has laid out their attributes. */
const TITLE_TAG = /<title>[^<]*<\/title>/;
const DESCRIPTION_TAG = /<meta\s+name="description"[^>]*>/;
const ROOT_ELEMENT = '<div id="root"></div>';
/** The notice for browsers without JavaScript, needless on a page that arrives rendered. */
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside a script element must not be able to close it. */
const escapeJsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function renderHead(
  meta: PageMeta,
  url: string,
  publicUrl: string,
  settings: PublicSettings | undefined,
): string {
  const image = meta.image ? new URL(meta.image, publicUrl).href : undefined;
  const tags = [
    `<meta property="og:site_name" content="${SHOP_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex, nofollow" />' : '',
    image ? `<meta property="og:image" content="${escapeHtml(image)}" />` : '',
    meta.jsonLd
      ? `<script type="application/ld+json">${escapeJsonForHtml(meta.jsonLd)}</script>`
      : '',
    // A data block, not a script: the CSP's script-src does not apply to it, nothing runs it.
    settings
      ? `<script type="application/json" id="${SHOP_SETTINGS_ELEMENT_ID}">${escapeJsonForHtml(settings)}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
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
  if (template && !(TITLE_TAG.test(template) && DESCRIPTION_TAG.test(template))) {
    throw new Error(`${indexPath} has no <title> or no <meta name="description"> to fill in`);
  }

  const renderer = template ? await loadServerRenderer(app, distDir) : undefined;
  const routePreloads = template ? pageModulePreloads(distDir, template) : () => '';

  if (template) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const cacheControl = filePath.includes(`${sep}assets${sep}`)
          ? 'public, max-age=31536000, immutable'
          : filePath.includes(`${sep}media${sep}`)
            ? 'public, max-age=604800'
            : 'public, max-age=3600';
        reply.header('cache-control', cacheControl);
      },
    });
  }

  const render = (
    meta: PageMeta,
    pathname: string,
    settings: PublicSettings | undefined,
    page: { html: string; head: string; data: string } | null,
  ) => {
    const url = `${config.publicUrl}${pathname}`;
    // Replacer functions, not strings: in a replacement string `$&`, `$'` and `` $` `` would
    // insert parts of the template, and product or blog text may contain them.
    const title = `<title>${escapeHtml(meta.title)}</title>`;
    const description = `<meta name="description" content="${escapeHtml(meta.description)}" />`;
    const head = renderHead(meta, url, config.publicUrl, settings);
    const document = template!
      .replace(TITLE_TAG, () => title)
      .replace(DESCRIPTION_TAG, () => description)
      .replace('<!--app-head-->', () => (page ? `${head}\n    ${page.head}` : head));
    return page
      ? document
          // After the entry's own tags: the page's code is asked for once the entry and styles are.
          .replace('</head>', () => `  ${routePreloads(pathname)}\n  </head>`)
          // The data after the markup: the page paints before the browser has read it.
          .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>\n    ${page.data}`)
          .replace(NOSCRIPT, '')
      : document;
  };

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

  async function resolvePage(
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
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain')
      .send(
        `User-agent: *\nAllow: /\nDisallow: ${adminPaths.home}\nSitemap: ${config.publicUrl}/sitemap.xml\n`,
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const dynamic = (await Promise.all(pages.map((page) => page.sitemapPaths?.() ?? []))).flat();
    const urls = [...SITEMAP_PATHS, ...dynamic]
      .map((path) => `  <url><loc>${escapeHtml(config.publicUrl + path)}</loc></url>`)
      .join('\n');
    return reply
      .type('application/xml')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });

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
      document: keptAnswer(render(meta, pathname, settings, page)),
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

/**
 * Imports the server renderer once, when the server starts, if the build made one; its pages ask
 * the shop's own API in-process (`app.inject`: no network, and the same answers, caches included,
 * as the browser gets).
 */
async function loadServerRenderer(
  app: FastifyInstance,
  distDir: string,
): Promise<ServerRenderer | undefined> {
  const entry = join(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const renderer = (await import(pathToFileURL(entry).href)) as ServerRenderer;
  renderer.setTransport(async (path, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: init.headers as Record<string, string>,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  });
  return renderer;
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
