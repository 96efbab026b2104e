import { hydrate } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
// The DOM entry of RouterProvider honours `flushSync` navigations (controlled inputs that write
// to the URL show their new value at once).
import { RouterProvider } from 'react-router/dom';
import { runEffectsAfterEachRender } from './app/effects-timing';
import { Providers } from './app/providers';
import { loadPagesFor, routes } from './app/router';
import { readServerState } from './app/server-state';
import { queryClient } from './lib/query-client';
import './styles.css';

/**
 * Marks the document once React has taken over the page (hydrated, or rendered here): before
 * that, a page the server rendered shows buttons that do nothing yet. Browser tests wait for it.
 */
function MarkStarted({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}

runEffectsAfterEachRender();
const container = document.getElementById('root')!;
const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <Providers>
      <MarkStarted>
        <RouterProvider router={router} />
      </MarkStarted>
    </Providers>
  </StrictMode>
);

const serverState = readServerState();
if (serverState) {
  // The page arrived rendered (apps/server/src/plugins/web-app.ts): its data goes into the cache
  // before the first render, and its page's code is loaded, so hydrating asks for nothing.
  hydrate(queryClient, serverState.queries);
  void loadPagesFor(window.location.pathname).then(() =>
    hydrateRoot(container, app(createBrowserRouter(routes, { hydrationData: serverState.router }))),
  );
} else {
  createRoot(container).render(app(createBrowserRouter(routes)));
}
