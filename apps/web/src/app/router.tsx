import { NOT_FOUND_PAGE, pageModuleAt, PAGES } from '@terracraft/shared/pages';
import { isAdminPath } from '@terracraft/shared/routes';
import { createElement, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { Route, Switch } from '../lib/router';
import { RequireAuth } from '../features/auth';
import { AppShell } from './layout/app-shell';
import { RouteErrorBoundary } from './layout/route-error';

type PageModule = { default: ComponentType };

/** Every module of app/routes/, each its own chunk. */
const modules = import.meta.glob<PageModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/**
 * A page's component, loaded when its route is first visited. Once its code is here it renders
 * at once: a page loaded before the first render (loadPagesFor) does not suspend, so hydrating
 * finds the server's markup where it left it. Each rendering of the page keeps the component it
 * started with, so the page is never mounted afresh when its code arrives.
 */
function pageComponent(load: () => Promise<PageModule>) {
  let loaded: ComponentType | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadOnce);
  const Page = () => {
    const [component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(component);
  };
  return { Page, load: loadOnce };
}

const pageCache = new Map<string, ReturnType<typeof pageComponent>>();
/** One component per module: /product and /shop render the same page, as one chunk. */
function routePage(module: string) {
  let page = pageCache.get(module);
  if (!page) {
    const load = modules[`./routes/${module}.tsx`];
    if (!load) throw new Error(`No module app/routes/${module}.tsx for a page of the manifest`);
    page = pageComponent(load);
    pageCache.set(module, page);
  }
  return page;
}

const consolePages = pageComponent(() => import('../admin'));

/** A page for signed-in shoppers only sends a visitor to sign in first. */
const guarded = (signedIn: boolean, page: ReactNode) =>
  signedIn ? <RequireAuth>{page}</RequireAuth> : page;

/** Every page of the app, from the page manifest; the browser and the server route with these. */
export function AppRoutes() {
  const NotFound = routePage(NOT_FOUND_PAGE.module).Page;
  return (
    <RouteErrorBoundary>
      <Switch>
        {/* The back office: one chunk, its own layout, none of the shop's. */}
        <Route path="/admin/*?">
          <consolePages.Page />
        </Route>
        <Route>
          <AppShell>
            <Switch>
              {PAGES.map((entry) => {
                const { Page } = routePage(entry.module);
                return (
                  <Route key={entry.path} path={entry.path}>
                    {guarded('signedIn' in entry && entry.signedIn, <Page />)}
                  </Route>
                );
              })}
              <Route>
                <NotFound />
              </Route>
            </Switch>
          </AppShell>
        </Route>
      </Switch>
    </RouteErrorBoundary>
  );
}

/**
 * Loads the pages `pathname` opens, so the first render (on the server, or hydrating what the
 * server sent) shows them at once instead of a fallback that would not match the server's HTML.
 */
export async function loadPagesFor(pathname: string): Promise<void> {
  if (isAdminPath(pathname)) return void (await consolePages.load());
  await routePage(pageModuleAt(pathname)).load();
}
