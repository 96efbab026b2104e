import type { ReactNode } from 'react';
import { CONSOLE_TEXT } from '@terracraft/shared/pages';
import { PageMeta } from '../../components/page-meta';
import { cn } from '../../lib/cn';

/**
 * A page of the console: its title (also the document's, "Orders · Console | TerraCraft"), an
 * optional line under it, actions on the right, and the page.
 */
export function ConsolePage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl">
      <PageMeta title={`${title} · ${CONSOLE_TEXT.title}`} description={CONSOLE_TEXT.description} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold text-clay-900">{title}</h1>
          {description ? <p className="mt-1 text-clay-700">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-3">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}

/**
 * A white card grouping part of a page, with an optional heading. In a grid of cards it may be
 * narrower than what it holds (a wide table scrolls inside itself), so a phone's screen is wide
 * enough for it.
 */
export function Panel({
  title,
  actions,
  children,
  className,
}: {
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn('min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-clay-100', className)}
    >
      {title || actions ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {title ? <h2 className="text-xl font-semibold text-clay-900">{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
