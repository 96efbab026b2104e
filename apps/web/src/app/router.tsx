import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { COLLECTIONS, paths } from '../config/paths';
import { RequireAuth } from '../features/auth';
import { AppShell } from './layout/app-shell';
import { RouteError } from './layout/route-error';

/** Each page is its own chunk, loaded when its route is first visited. */
const page = (load: () => Promise<{ default: ComponentType }>) => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** A page for signed-in shoppers only. */
const protectedPage = (load: () => Promise<{ default: ComponentType }>) => ({
  lazy: async () => {
    const { default: Page } = await load();
    return {
      Component: () => (
        <RequireAuth>
          <Page />
        </RequireAuth>
      ),
    };
  },
});

/** Every page of the app; the browser (main.tsx) and the server (entry-server.tsx) route with these. */
export const routes: RouteObject[] = [
  // The back office: one chunk, its own layout, none of the shop's; no shop page imports it.
  { path: '/admin/*', ErrorBoundary: RouteError, ...page(() => import('../admin')) },
  {
    Component: AppShell,
    ErrorBoundary: RouteError,
    children: [
      { index: true, ...page(() => import('./routes/home')) },
      { path: paths.about, ...page(() => import('./routes/about')) },
      { path: paths.contact, ...page(() => import('./routes/contact')) },
      { path: paths.blog, ...page(() => import('./routes/blog')) },
      { path: '/blog/:slug', ...page(() => import('./routes/blog-post')) },
      { path: paths.privacyPolicy, ...page(() => import('./routes/privacy-policy')) },
      { path: paths.termsAndConditions, ...page(() => import('./routes/terms-and-conditions')) },
      { path: paths.shippingAndReturns, ...page(() => import('./routes/shipping-and-returns')) },

      { path: paths.productList, ...page(() => import('./routes/shop')) },
      { path: paths.shop, ...page(() => import('./routes/shop')) },
      { path: paths.products, ...page(() => import('./routes/products')) },
      ...COLLECTIONS.map((collection) => ({
        path: collection.path,
        ...page(() => import('./routes/collection')),
      })),
      { path: '/product/:slug', ...page(() => import('./routes/product-detail')) },
      {
        path: paths.productDetailsLegacy,
        ...page(() => import('./routes/product-details-redirect')),
      },
      { path: paths.bestsellers, ...page(() => import('./routes/bestsellers')) },
      { path: paths.trending, ...page(() => import('./routes/trending')) },
      { path: paths.newArrivals, ...page(() => import('./routes/new-arrivals')) },
      { path: paths.search, ...page(() => import('./routes/search')) },

      { path: paths.wishlist, ...page(() => import('./routes/wishlist')) },
      { path: paths.cart, ...page(() => import('./routes/cart')) },
      { path: paths.login, ...page(() => import('./routes/login')) },
      { path: paths.signup, ...page(() => import('./routes/signup')) },
      { path: paths.register, ...page(() => import('./routes/signup')) },
      { path: paths.forgotPassword, ...page(() => import('./routes/forgot-password')) },
      { path: paths.resetPassword, ...page(() => import('./routes/reset-password')) },

      { path: paths.checkout, ...protectedPage(() => import('./routes/checkout')) },
      { path: paths.orderComplete, ...protectedPage(() => import('./routes/order-complete')) },
      { path: paths.account, ...protectedPage(() => import('./routes/account')) },
      { path: paths.accountOrders, ...protectedPage(() => import('./routes/account-orders')) },
      {
        path: paths.accountAddresses,
        ...protectedPage(() => import('./routes/account-addresses')),
      },
      { path: paths.accountPrivacy, ...protectedPage(() => import('./routes/account-privacy')) },

      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

/**
 * Loads the pages `pathname` opens, so the first render (on the server, or hydrating what the
 * server sent) shows them at once instead of a fallback that would not match the server's HTML.
 */
export async function loadPagesFor(pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}
