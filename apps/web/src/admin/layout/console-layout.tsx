import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Menu, Store, X } from 'lucide-react';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '../../lib/router';
import { toast } from 'react-toastify';
import { Logo } from '../../components/logo';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useConsoleUser } from '../access/console-user';
import { ROLE_LABELS } from '../texts';
import { ConsoleNav } from './console-nav';

const MENU_ID = 'console-menu';

/**
 * The console's frame, laid out for a desk: the areas in a sidebar, and above the page the staff
 * member's name and role, the way back to the shop and sign-out. Below a desk's width (a 768 px
 * tablet, say) the sidebar folds into a menu under the top bar.
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
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
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
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? (
                <X className="size-6" aria-hidden="true" />
              ) : (
                <Menu className="size-6" aria-hidden="true" />
              )}
            </button>
            <div className="lg:hidden">
              <ConsoleBrand />
            </div>
            <TopBarAccount />
          </div>
          {menuOpen ? (
            <div className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-clay-100 px-4 py-3 shadow-lg lg:hidden">
              <ConsoleNav id={MENU_ID} onChoose={() => setMenuOpen(false)} />
            </div>
          ) : null}
        </header>
        <main id="main" className="flex-1 px-4 py-6 lg:px-8">
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

function TopBarAccount() {
  const { user, role } = useConsoleUser();
  const { logout } = useAuth();
  const navigate = useNavigate();
  return (
    <div className="ml-auto flex items-center gap-2 sm:gap-4">
      <p className="hidden text-right text-sm leading-tight sm:block">
        <span className="block font-semibold text-clay-900">{user.name || user.email}</span>
        <span className="text-clay-600">{ROLE_LABELS[role]}</span>
      </p>
      <Link
        to={paths.home}
        className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-clay-800 hover:bg-clay-100 hover:text-terracotta"
      >
        <Store className="size-4" aria-hidden="true" />
        View shop
      </Link>
      <button
        type="button"
        className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-clay-800 hover:bg-clay-100 hover:text-terracotta"
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
