import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Menu, Store } from 'lucide-react';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '../../lib/router';
import { toast } from 'react-toastify';
import { Logo } from '../../components/logo';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useConsoleUser } from '../auth/console-user';
import { ROLE_LABELS } from '../texts';
import { RouteFocus } from '../../components/route-focus';
import { Dialog } from '../../components/dialog';
import { ConsoleNav } from './console-nav';

/** Where the sidebar shows and the menu button goes: Tailwind's `lg`. */
const DESK_WIDTH = '(min-width: 1024px)';

/**
 * The console's frame, laid out for a desk: the areas in a sidebar, and above the page the staff
 * member's name and role, the way back to the shop and sign-out. Below a desk's width the sidebar
 * becomes a menu drawer opened from the top bar; on a phone the drawer also holds the name, the
 * way back to the shop and sign-out, which do not fit beside the logo. Nothing is wider than the
 * screen (decision 0035).
 */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // Any navigation closes the menu and starts the page at its top.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenuOpen(false);
  }
  useEffect(() => {
    // Chromium's scrollTo answers a promise, which an effect must not return.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  // A window widened to a desk shows the sidebar: the drawer, and its button, are gone.
  useEffect(() => {
    if (!menuOpen) return;
    const desk = window.matchMedia(DESK_WIDTH);
    const onChange = () => desk.matches && setMenuOpen(false);
    desk.addEventListener('change', onChange);
    return () => desk.removeEventListener('change', onChange);
  }, [menuOpen]);
  useRecheckAccessOnRefusal();

  return (
    <div className="min-h-screen bg-clay-50 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <a
        href="#main"
        className="sr-only z-[60] rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      {/* The same heading-after-navigation as the shop's pages (decision 0036). */}
      <RouteFocus />
      <aside className="sticky top-0 hidden h-screen flex-col gap-6 overflow-y-auto border-r border-clay-100 bg-white px-4 py-5 lg:flex">
        <ConsoleBrand stacked />
        <ConsoleNav />
      </aside>
      <div className="flex min-h-screen min-w-0 flex-col">
        <header className="sticky top-0 z-40 border-b border-clay-100 bg-white">
          <div className="flex h-16 items-center gap-3 px-4 lg:px-8">
            <button
              type="button"
              className="icon-button lg:hidden"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              aria-label="Open menu"
              onClick={() => setMenuOpen(true)}
            >
              <Menu className="size-6" aria-hidden="true" />
            </button>
            <div className="min-w-0 lg:hidden">
              <ConsoleBrand />
            </div>
            <div className="ml-auto hidden sm:block">
              <AccountLinks />
            </div>
          </div>
        </header>
        <main id="main" className="min-w-0 flex-1 px-4 py-6 lg:px-8">
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
      </div>
      {menuOpen ? (
        <Dialog
          title="Menu"
          size="drawer"
          closeLabel="Close menu"
          onClose={() => setMenuOpen(false)}
        >
          {/* The areas scroll when the screen is short; Sign out stays in view below them. */}
          <div className="flex h-full flex-col gap-6">
            <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
              <ConsoleNav onChoose={() => setMenuOpen(false)} />
            </div>
            <div className="shrink-0 border-t border-clay-100 pt-4 sm:hidden">
              <AccountLinks stacked />
            </div>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}

function ConsoleBrand({ stacked = false }: { stacked?: boolean }) {
  return (
    <div className={cn('flex gap-2', stacked ? 'flex-col items-start' : 'items-center')}>
      <Logo />
      <span className="rounded-full bg-clay-100 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-clay-700">
        Console
      </span>
    </div>
  );
}

const accountLinkClass =
  'inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-clay-800 hover:bg-clay-100 hover:text-terracotta';

/** Who is signed in, the way back to the shop and sign-out: in the top bar, or the phone's menu. */
function AccountLinks({ stacked = false }: { stacked?: boolean }) {
  const { user, role } = useConsoleUser();
  const { logout } = useAuth();
  const navigate = useNavigate();
  return (
    <div className={cn('flex gap-2', stacked ? 'flex-col items-start' : 'items-center sm:gap-4')}>
      <p className={cn('text-sm leading-tight', stacked ? 'px-3' : 'text-right')}>
        <span className="block break-all font-semibold text-clay-900">
          {user.name || user.email}
        </span>
        <span className="text-clay-600">{ROLE_LABELS[role]}</span>
      </p>
      <Link to={paths.home} className={accountLinkClass}>
        <Store className="size-4" aria-hidden="true" />
        View shop
      </Link>
      <button
        type="button"
        className={accountLinkClass}
        onClick={async () => {
          await logout();
          await navigate(paths.home);
          // Raised once the shop's page, with its own notices, is shown.
          toast.success('Logged out successfully!');
        }}
      >
        <LogOut className="size-4" aria-hidden="true" />
        Sign out
      </button>
    </div>
  );
}

/**
 * A 401 or 403 from the back office may mean the session ended or the role was taken away since
 * the console opened: ask the server again, and the door decides (sign in, or turned away).
 */
function useRecheckAccessOnRefusal() {
  const queryClient = useQueryClient();
  const { confirmSession } = useAuth();
  useEffect(() => {
    const refused = (error: unknown) =>
      error instanceof ApiError && (error.status === 401 || error.status === 403);
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && refused(event.action.error))
        void confirmSession();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && refused(event.action.error))
        void confirmSession();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, confirmSession]);
}
