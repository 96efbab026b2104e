import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRoutes, loadPagesFor } from './app/router';
import { readServerState } from './app/server-state';
import { whenDeferredPartsHydrated } from './components/deferred';
import { queryClient } from './lib/query-client';
import './styles.css';

/**
 * Marks the document once React has taken over the whole page (hydrated, or rendered here), its
 * deferred parts included: before that, a page the server rendered shows buttons that do nothing
 * yet. Browser tests wait for it.
 */
function MarkStarted({ children }: { children: ReactNode }) {
  useEffect(() => {
    whenDeferredPartsHydrated(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return children;
}

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Providers>
      <MarkStarted>
        <AppRoutes />
      </MarkStarted>
    </Providers>
  </StrictMode>
);

const serverState = readServerState();
if (serverState) {
  // The page arrived rendered (apps/server/src/plugins/web-app.ts): its data goes into the cache
  // before the first render, and its page's code is loaded, so hydrating asks for nothing.
  // The server keeps a rendered page only until the data it shows changes, so what it embedded is
  // as fresh as an answer the API would give now: counted from now, the queries do not ask again
  // for the same data as soon as the page comes alive.
  const now = Date.now();
  hydrate(queryClient, {
    ...serverState.queries,
    queries: serverState.queries.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  });
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
  // walking the whole page in one long task: the page stays responsive while it comes alive.
  void loadPagesFor(window.location.pathname).then(() =>
    startTransition(() => {
      hydrateRoot(container, app);
    }),
  );
} else {
  void loadPagesFor(window.location.pathname).then(() => createRoot(container).render(app));
}
