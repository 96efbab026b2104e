import { useEffect, useState } from 'react';
import { ROUTE_LOADER_MS } from '../../config/constants';

/**
 * The full-screen loader of every path change: white, two pulsing rings turning in opposite
 * directions, and 'Loading...' fading in. Mounted with the path as its key, so each path change
 * starts it afresh.
 */
export function RouteLoader() {
  const [visible, setVisible] = useState(ROUTE_LOADER_MS > 0);
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), ROUTE_LOADER_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  if (!visible) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="route-loader"
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center bg-white"
    >
      <div className="relative size-24 animate-loader-in">
        <span className="absolute inset-0 animate-ring rounded-full border-4 border-clay-700 border-t-transparent" />
        <span className="absolute inset-3 animate-ring-reverse rounded-full border-4 border-clay-400 border-b-transparent" />
      </div>
      <p className="mt-6 animate-loader-text font-display text-xl tracking-wide text-clay-700">
        Loading...
      </p>
    </div>
  );
}
