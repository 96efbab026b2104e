import { useLayoutEffect } from 'react';
import { documentTitle, PAGE_TEXT } from '@terracraft/shared/pages';

/**
 * Sets the page's title and description while the page is shown. The server fills them in
 * for the first load; this keeps them right as the shopper moves around. A page that has no
 * description yet (a product still loading) gets the shop's, never the previous page's. Set as
 * the page is committed, not in a later effect, so that whatever reads the title once the page's
 * heading is there (RouteFocus's announcement) reads this page's, not the one before.
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  useLayoutEffect(() => {
    document.title = documentTitle(title);
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', description ?? PAGE_TEXT.home.description);
  }, [title, description]);
  return null;
}
