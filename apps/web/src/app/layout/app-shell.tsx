import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from '../../lib/router';
import { Deferred } from '../../components/deferred';
import { Spinner } from '../../components/spinner';
import { useCartDrawer, useCartStore } from '../../features/cart';
import { useAuth } from '../../features/auth';
import { useWishlistStore } from '../../features/wishlist';
import { syncAcrossTabs } from '../../lib/sync-across-tabs';
import { Header, HEADER_HEIGHT_CLASS } from './header';
import { RouteFocus } from '../../components/route-focus';
import { RouteLoader, useRouteLoading } from './route-loader';
import { ScrollManager } from './scroll-manager';
import { ScrollTopButton } from './scroll-top-button';
import { Toasts } from './toasts';

/** The cart panel's code loads the first time the shopper opens it. */
const CartDrawer = lazy(() =>
  import('../../features/cart/components/cart-drawer').then(({ CartDrawer }) => ({
    default: CartDrawer,
  })),
);

function CartPanel() {
  const isOpen = useCartDrawer((state) => state.isOpen);
  const [wanted, setWanted] = useState(isOpen);
  // Once opened it stays mounted, so closing it plays out as before.
  if (isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}

/**
 * The footer (its newsletter form, social links) is below the fold: its code loads after the
 * page's own and it hydrates after the page; a page rendered on the server shows it at once.
 */
const Footer = lazy(() => import('./footer').then(({ Footer }) => ({ default: Footer })));

/** Keeping the cart and wishlist on the server concerns signed-in shoppers only. */
const SavedListsSync = lazy(() =>
  import('../saved-lists-sync').then(({ SavedListsSync }) => ({ default: SavedListsSync })),
);

function SignedInListsSync() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <SavedListsSync />
    </Suspense>
  );
}

/** Header, page, footer, cart panel, toasts, loader and scroll behaviour shared by every page. */
export function AppShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const loading = useRouteLoading(pathname);
  useEffect(() => syncAcrossTabs({ cart: useCartStore, wishlist: useWishlistStore }), []);
  return (
    <>
      {loading && <RouteLoader />}
      <RouteFocus />
      {/* The page under the loader is inert: no focus, no clicks, nothing read out. */}
      <div inert={loading}>
        <a
          href="#main"
          className="sr-only z-[60] rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <ScrollManager />
        <Header />
        <div aria-hidden="true" className={HEADER_HEIGHT_CLASS} />
        <main id="main" className="min-h-[60vh]">
          <Suspense
            fallback={
              <div className="flex justify-center py-24">
                <Spinner label="Loading page" />
              </div>
            }
          >
            {children}
          </Suspense>
        </main>
        <Deferred>
          <Footer />
        </Deferred>
        <CartPanel />
        <SignedInListsSync />
        <ScrollTopButton />
      </div>
      <Toasts />
    </>
  );
}
