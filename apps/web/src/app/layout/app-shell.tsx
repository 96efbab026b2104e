import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { Spinner } from '../../components/spinner';
import { TOAST_MS } from '../../config/constants';
import { CartDrawer, useCartStore } from '../../features/cart';
import { useWishlistStore } from '../../features/wishlist';
import { syncAcrossTabs } from '../../lib/sync-across-tabs';
import { SavedListsSync } from '../saved-lists-sync';
import { Footer } from './footer';
import { Header, HEADER_HEIGHT_CLASS } from './header';
import { RouteFocus } from './route-focus';
import { RouteLoader, useRouteLoading } from './route-loader';
import { ScrollManager } from './scroll-manager';
import { ScrollTopButton } from './scroll-top-button';

/** Header, page, footer, cart panel, toasts, loader and scroll behaviour shared by every page. */
export function AppShell() {
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
            <Outlet />
          </Suspense>
        </main>
        <Footer />
        <CartDrawer />
        <SavedListsSync />
        <ScrollTopButton />
      </div>
      {/* Limits apply per place (spec §9), through lib/notify, not to every notice. */}
      <ToastContainer position="top-right" autoClose={TOAST_MS.default} newestOnTop />
    </>
  );
}
