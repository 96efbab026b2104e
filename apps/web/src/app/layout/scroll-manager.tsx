import { useEffect } from 'react';
import { useLocation } from '../../lib/router';

/** Whether the path last changed by Back or Forward (a `popstate`), not by a link. */
let traversed = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => (traversed = true));
  for (const event of ['pushState', 'replaceState']) {
    window.addEventListener(event, () => (traversed = false));
  }
}

/**
 * A new path starts at the top, or at the element a #hash names once the page has rendered it
 * (route chunks load lazily, so it may take a moment to appear). The first page, Back and Forward
 * are left to the browser's own scroll restoration, which puts a page back where the shopper left
 * it: the router renders that page before the browser scrolls (lib/router).
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      if (!traversed) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    let frame = 0;
    let tries = 0;
    const find = () => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) target.scrollIntoView({ block: 'start' });
      else if (tries++ < 120) frame = requestAnimationFrame(find);
    };
    find();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return null;
}
