import { dehydrate, skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import { landingPageAt } from '@terracraft/shared/pages';
import type { PublicSettings } from '@terracraft/shared/settings';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from './lib/router';
import { Providers } from './app/providers';
import { AppRoutes, loadPagesFor } from './app/router';
import { serverStateBlock } from './app/server-state';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { withDefaults } from './lib/shop-settings';
import { shopSettingsKey } from './lib/use-business';

/** The pages shoppers land on (the page manifest's); the others render in the browser. */
export const isServerRendered = (pathname: string): boolean =>
  landingPageAt(pathname) !== undefined;

/**
 * Data the server fetches for a page: the catalogue and the blog, the same for every shopper.
 * Anything about the shopper (the session, their review, their orders) is asked by the browser
 * once the page has hydrated, so the server renders every page as an anonymous visitor sees it.
 */
const PUBLIC_DATA = new Set(['catalogue', 'blog']);
/** A product's page asks for the product, then for what its answer names (related products). */
const MAX_RENDER_PASSES = 4;

/** Called once when the server starts: the pages' queries reach the shop's API through this. */
export function setTransport(transport: ApiTransport): void {
  setApiTransport(transport);
}

export interface RenderedPage {
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** For the document's head: the largest picture's preload. */
  head: string;
  /**
   * The page's data (a JSON block), for after the markup: only the app's script reads it, after
   * the document is parsed, and ahead of the markup it would hold up the first paint.
   */
  data: string;
  /** No public query of the page failed: the page is as any later render of it would be. */
  complete: boolean;
}

/**
 * Renders the page at `url` (path and query) as an anonymous shopper sees it, with its data.
 * Pages declare nothing for this: each pass renders the page, and the public queries it asked
 * for and does not have yet are fetched (with the page's own query options) before the next,
 * until a pass asks for nothing new. Null for pages rendered in the browser only.
 */
export async function render(
  url: string,
  { settings }: { settings?: PublicSettings } = {},
): Promise<RenderedPage | null> {
  const { pathname } = new URL(url, 'http://terracraft.local');
  if (!isServerRendered(pathname)) return null;
  await loadPagesFor(pathname);

  const client = createQueryClient();
  // One attempt: a failed query shows its error state, and the browser asks again.
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  // The page carries the settings itself (page-document.ts); the browser reads them from there.
  if (settings) client.setQueryData(shopSettingsKey, withDefaults(settings));

  try {
    let html = '';
    for (let pass = 1; ; pass++) {
      html = await renderToHtml(
        <StrictMode>
          <Providers client={client}>
            <Router ssrPath={url}>
              <AppRoutes />
            </Router>
          </Providers>
        </StrictMode>,
      );
      const missing = unfetchedPublicQueries(client);
      if (missing.length === 0 || pass === MAX_RENDER_PASSES) break;
      await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
    }
    const preloads = largestPaintPreload(html);
    const state = serverStateBlock({
      queries: dehydrate(client, {
        shouldDehydrateQuery: (query) =>
          query.state.status === 'success' && PUBLIC_DATA.has(String(query.queryKey[0])),
      }),
    });
    const complete = client
      .getQueryCache()
      .findAll({ predicate: (query) => PUBLIC_DATA.has(String(query.queryKey[0])) })
      .every((query) => query.state.status !== 'error');
    return { html, head: preloads.join('\n    '), data: state, complete };
  } finally {
    client.clear();
  }
}

function unfetchedPublicQueries(client: QueryClient): Query[] {
  return client.getQueryCache().findAll({
    predicate: (query) => {
      // The options of the useQuery call that built the query, `enabled` among them.
      const { enabled, queryFn } = query.options as typeof query.options & {
        enabled?: boolean | ((query: Query) => boolean);
      };
      const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
      return (
        PUBLIC_DATA.has(String(query.queryKey[0])) &&
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        isEnabled &&
        queryFn !== undefined &&
        queryFn !== skipToken
      );
    },
  });
}

/**
 * The whole page, lazy parts included: React's static renderer waits for every Suspense boundary
 * and writes it in place (no inline script puts the page together, which the Content Security
 * Policy would refuse). A part that throws fails the page, which the browser then renders itself
 * (web-app.ts).
 */
async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(element, {
    // Never outlined: React would send a large Suspense boundary after the rest, to be moved in
    // place by an inline script, which the Content Security Policy refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  const chunks: Buffer[] = [];
  // Whole buffers first: a character's bytes may be split between two chunks.
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (failure) throw failure;
  // React writes a preload for each of the first eager pictures where the markup starts (inside
  // the root, as it renders no <head>). The head gets the largest paint's own preload instead
  // (below); the others would only compete with it for the connection.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^(?:<link rel="preload" as="image"[^>]*>)+/, '');
}

/**
 * The page's largest paint is the first picture marked `fetchpriority="high"` (home's first hero
 * slide, a listing's first product, a product's main picture, as SmartImage's `priority` marks
 * them): a preload of it, with its own srcset and sizes, goes into the head, where the browser
 * finds it before it has parsed the body.
 */
function largestPaintPreload(html: string): string[] {
  const image = Array.from(html.matchAll(/<img\b[^>]*>/gi), ([tag]) => tag).find((tag) =>
    /\sfetchpriority="high"/i.test(tag),
  );
  if (!image) return [];
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(image)?.[1];
  const srcset = attribute('srcset');
  const src = attribute('src');
  const sizes = attribute('sizes');
  return [
    '<link rel="preload" as="image"' +
      (srcset ? ` imageSrcSet="${srcset}"` : src ? ` href="${src}"` : '') +
      (sizes ? ` imageSizes="${sizes}"` : '') +
      ' fetchPriority="high">',
  ];
}
