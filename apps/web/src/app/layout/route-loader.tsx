import { useEffect, useState } from 'react';
import { ROUTE_LOADER_MS } from '../../config/constants';

/**
 * Whether the route loader shows for `pathname`: for ROUTE_LOADER_MS after every path change
 * inside the app. Not on the first page: the server sent it painted, and covering it for a second
 * would hide what already arrived (decision 0041). The shell makes the page under the loader
 * inert while it shows, so Tab cannot reach controls the shopper cannot see.
 */
export function useRouteLoading(pathname: string): boolean {
  const [seenPath, setSeenPath] = useState(pathname);
  const [loading, setLoading] = useState(false);
  // A new path starts the loader afresh (state adjusted while rendering, so no frame shows the
  // new page uncovered).
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setLoading(ROUTE_LOADER_MS > 0);
  }
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), ROUTE_LOADER_MS);
    return () => clearTimeout(timer);
  }, [loading, pathname]);
  return loading;
}

/**
 * The full-screen loader of every path change: white, two pulsing rings turning in opposite
 * directions, and 'Loading...' fading in. Asked for less motion, the rings stand still and the
 * text is simply there; the second still applies.
 */
export function RouteLoader() {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="route-loader"
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center bg-white"
    >
      <div className="relative size-24 animate-loader-in motion-reduce:animate-none">
        <span className="absolute inset-0 animate-ring rounded-full border-4 border-clay-700 border-t-transparent motion-reduce:animate-none" />
        <span className="absolute inset-3 animate-ring-reverse rounded-full border-4 border-clay-400 border-b-transparent motion-reduce:animate-none" />
      </div>
      <p className="mt-6 animate-loader-text font-display text-xl tracking-wide text-clay-700 motion-reduce:animate-none">
        Loading...
      </p>
    </div>
  );
}
