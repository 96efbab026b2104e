import { lazy } from 'react';

/** Resolves once the browser has nothing more urgent to do (at once on the server). */
function whenIdle(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => resolve(), { timeout: 1500 });
    else setTimeout(resolve, 200);
  });
}

/**
 * A part of a page below the fold, in a chunk of its own that loads once the browser is idle.
 * Rendered inside a Suspense boundary on a page the server rendered, its server markup stays on
 * screen, working as plain HTML, and React hydrates it only then: the page's first work on the main
 * thread is what the shopper sees first. The server renders it at once.
 */
export const deferred: typeof lazy = (load) => lazy(() => whenIdle().then(load));
