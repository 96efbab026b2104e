import type { PublicSettings } from '@terracraft/shared/settings';
import { SHOP_NAME } from '@terracraft/shared/policy';
import { SHOP_SETTINGS_ELEMENT_ID } from '@terracraft/shared/settings';

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

/** The template's own title and description, however the build has laid out their attributes. */
const TITLE_TAG = /<title>[^<]*<\/title>/;
const DESCRIPTION_TAG = /<meta\s+name="description"[^>]*>/;
const ROOT_ELEMENT = '<div id="root"></div>';
/** The notice for browsers without JavaScript, needless on a page that arrives rendered. */
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside a script element must not be able to close it. */
const escapeJsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Refuses a build whose page has nowhere to put each page's title and description. */
export function checkTemplate(template: string, indexPath: string) {
  if (!(TITLE_TAG.test(template) && DESCRIPTION_TAG.test(template))) {
    throw new Error(`${indexPath} has no <title> or no <meta name="description"> to fill in`);
  }
}

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
 * The build's index.html made into one page's document: its title, description and head tags
 * filled in and, for a page the server rendered, its markup, data and the preloads of its code.
 */
export function createDocumentComposer(
  template: string,
  publicUrl: string,
  routePreloads: (pathname: string) => string,
) {
  return (
    meta: PageMeta,
    pathname: string,
    settings: PublicSettings | undefined,
    page: { html: string; head: string; data: string } | null,
  ) => {
    const url = `${publicUrl}${pathname}`;
    // Replacer functions, not strings: in a replacement string `$&`, `$'` and `` $` `` would
    // insert parts of the template, and product or blog text may contain them.
    const title = `<title>${escapeHtml(meta.title)}</title>`;
    const description = `<meta name="description" content="${escapeHtml(meta.description)}" />`;
    const head = renderHead(meta, url, publicUrl, settings);
    const document = template
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
}
