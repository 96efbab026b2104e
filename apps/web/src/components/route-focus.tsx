import { useEffect, useRef, useState } from 'react';
import { useLocation } from '../lib/router';

/** How long to wait for a page's heading (its data may still be on the way) before giving up. */
const HEADING_WAIT_MS = 10_000;

/**
 * After each move to another page (not the first load, where the browser starts at the top as
 * usual), focus goes to the new page's main heading and its title is said in a polite live
 * region: a screen reader then reads where the shopper landed, and the next Tab starts from the
 * page's content instead of the link just followed. It waits for the route loader to go and the
 * page to stop being inert, and for the heading of a page whose data is still loading.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const firstLoad = useRef(true);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const deadline = performance.now() + HEADING_WAIT_MS;
    const from = document.activeElement;
    let frame = 0;
    const settle = () => {
      const main = document.getElementById('main');
      // Only a heading that is shown: while the next page's code loads, React keeps the last
      // page in place, hidden (display: none), and its heading must not take focus.
      const heading = [...(main?.querySelectorAll<HTMLElement>('h1') ?? [])].find(
        (candidate) => candidate.getClientRects().length > 0,
      );
      const loading =
        document.querySelector('[data-testid="route-loader"]') !== null ||
        main?.closest('[inert]') !== null;
      const now = document.activeElement;
      if (!loading && now && now !== from && now !== document.body && main?.contains(now)) {
        // The shopper (or the page itself) has already put focus somewhere on the new page.
        setAnnouncement(document.title);
        return;
      }
      if (heading && !loading) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
        setAnnouncement(document.title);
        return;
      }
      if (performance.now() < deadline) frame = requestAnimationFrame(settle);
      else if (main) {
        main.tabIndex = -1;
        main.focus({ preventScroll: true });
        setAnnouncement(document.title);
      }
    };
    setAnnouncement('');
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}
