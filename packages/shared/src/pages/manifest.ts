/**
 * Every page of the shop, once. The web app's router, the server renderer's list of pages it
 * renders, the sitemap, the page titles (PAGE_TEXT is keyed by these names), the JavaScript
 * budget's landing pages and the browser tests' entry pages all read this list: a new page is a
 * line here and a module in apps/web/src/app/routes/. No zod here: the browser loads it with the
 * first page.
 */
import { COLLECTIONS } from '../catalogue/categories';
import { isAdminPath, paths } from '../routes';

export interface PageEntry {
  /** The page's name; pages with fixed text have their title and description under it. */
  name: string;
  /** As the router matches it: a fixed path, or one with a parameter (`/product/:slug`). */
  path: string;
  /** The module in apps/web/src/app/routes/ that renders it, in a chunk of its own. */
  module: string;
  /** Only a signed-in shopper sees it; anyone else is sent to sign in first. */
  signedIn?: boolean;
  /**
   * Shoppers arrive here from a link or a search engine: the server renders it with its data, its
   * first load is held to the JavaScript budget, and the browser tests hydrate it. Pages with a
   * parameter name an example for the tests (`:slug` filled from the catalogue there).
   */
  landing?: boolean;
  /** Listed in /sitemap.xml (pages with a parameter are listed from the data: products, posts). */
  sitemap?: boolean;
}

const page = <const P extends PageEntry>(entry: P): P => entry;

export const PAGES = [
  page({ name: 'home', path: paths.home, module: 'home', landing: true, sitemap: true }),
  page({ name: 'about', path: paths.about, module: 'about', landing: true, sitemap: true }),
  page({ name: 'contact', path: paths.contact, module: 'contact', landing: true, sitemap: true }),
  page({ name: 'blog', path: paths.blog, module: 'blog', landing: true, sitemap: true }),
  page({ name: 'blogPost', path: '/blog/:slug', module: 'blog-post', landing: true }),
  page({
    name: 'privacyPolicy',
    path: paths.privacyPolicy,
    module: 'privacy-policy',
    landing: true,
    sitemap: true,
  }),
  page({
    name: 'termsAndConditions',
    path: paths.termsAndConditions,
    module: 'terms-and-conditions',
    landing: true,
    sitemap: true,
  }),
  page({
    name: 'shippingAndReturns',
    path: paths.shippingAndReturns,
    module: 'shipping-and-returns',
    landing: true,
    sitemap: true,
  }),

  // /product and /shop are two addresses of the one shop page.
  page({
    name: 'productList',
    path: paths.productList,
    module: 'shop',
    landing: true,
    sitemap: true,
  }),
  page({ name: 'shop', path: paths.shop, module: 'shop', landing: true }),
  page({ name: 'products', path: paths.products, module: 'products', landing: true }),
  ...COLLECTIONS.map((collection) =>
    page({
      name: 'collection',
      path: collection.path,
      module: 'collection',
      landing: true,
      sitemap: true,
    }),
  ),
  page({ name: 'product', path: '/product/:slug', module: 'product-detail', landing: true }),
  page({
    name: 'productDetailsLegacy',
    path: paths.productDetailsLegacy,
    module: 'product-details-redirect',
  }),
  page({
    name: 'bestsellers',
    path: paths.bestsellers,
    module: 'bestsellers',
    landing: true,
    sitemap: true,
  }),
  page({
    name: 'trending',
    path: paths.trending,
    module: 'trending',
    landing: true,
    sitemap: true,
  }),
  page({
    name: 'newArrivals',
    path: paths.newArrivals,
    module: 'new-arrivals',
    landing: true,
    sitemap: true,
  }),
  page({ name: 'search', path: paths.search, module: 'search', landing: true }),

  page({ name: 'wishlist', path: paths.wishlist, module: 'wishlist' }),
  page({ name: 'cart', path: paths.cart, module: 'cart' }),
  page({ name: 'login', path: paths.login, module: 'login' }),
  page({ name: 'signup', path: paths.signup, module: 'signup' }),
  page({ name: 'register', path: paths.register, module: 'signup' }),
  page({ name: 'forgotPassword', path: paths.forgotPassword, module: 'forgot-password' }),
  page({ name: 'resetPassword', path: paths.resetPassword, module: 'reset-password' }),

  page({ name: 'checkout', path: paths.checkout, module: 'checkout', signedIn: true }),
  page({
    name: 'orderComplete',
    path: paths.orderComplete,
    module: 'order-complete',
    signedIn: true,
  }),
  page({ name: 'account', path: paths.account, module: 'account', signedIn: true }),
  page({
    name: 'accountOrders',
    path: paths.accountOrders,
    module: 'account-orders',
    signedIn: true,
  }),
  page({
    name: 'accountAddresses',
    path: paths.accountAddresses,
    module: 'account-addresses',
    signedIn: true,
  }),
  page({
    name: 'accountPrivacy',
    path: paths.accountPrivacy,
    module: 'account-privacy',
    signedIn: true,
  }),
] as const satisfies readonly PageEntry[];

/** The page a path that matches nothing above shows. */
export const NOT_FOUND_PAGE = { module: 'not-found' } as const;

/** Names of the pages whose title and description are fixed text (not a product's or a post's). */
export type StaticPage = Exclude<
  (typeof PAGES)[number]['name'],
  'blogPost' | 'product' | 'collection' | 'productDetailsLegacy'
>;

/** The same list, each entry with every field of PageEntry (absent ones undefined). */
const entries: readonly PageEntry[] = PAGES;

const segments = (path: string) => path.split('/').filter(Boolean);

/** Whether `pathname` is an address of `entry`: equal segments, or any one for a `:parameter`. */
export function pageMatches(entry: Pick<PageEntry, 'path'>, pathname: string): boolean {
  const want = segments(entry.path);
  const have = segments(pathname);
  return (
    want.length === have.length &&
    want.every((segment, index) => segment.startsWith(':') || segment === have[index])
  );
}

/** The module of app/routes/ that renders `pathname`: its page's, or the not-found page's. */
export const pageModuleAt = (pathname: string): string =>
  (entries.find((entry) => pageMatches(entry, pathname)) ?? NOT_FOUND_PAGE).module;

/** The page shoppers land on at `pathname`, if it is one: the server renders those. */
export const landingPageAt = (pathname: string): PageEntry | undefined =>
  entries.find((entry) => entry.landing && pageMatches(entry, pathname));

/** The fixed paths /sitemap.xml lists. */
export const SITEMAP_PATHS: string[] = entries
  .filter((entry) => entry.sitemap)
  .map((entry) => entry.path);

/**
 * True when the web app has a page for this pathname (its content may still turn out missing):
 * the server answers other paths with status 404 while still serving the app.
 */
export function isAppPath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return isAdminPath(normalised) || entries.some((entry) => pageMatches(entry, normalised));
}

/** The pages shoppers land on from a link or a search engine. */
export const LANDING_PAGES: readonly PageEntry[] = entries.filter((entry) => entry.landing);
