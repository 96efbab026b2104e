import type { ReactNode } from 'react';
import { formatCalendarDate } from '@terracraft/shared/dates';
import { PAGE_TEXT, POLICY_LAST_UPDATED } from '@terracraft/shared/pages';
import { PageHeader } from './page-header';
import { PageMeta } from './page-meta';

/**
 * A policy document (privacy, terms, shipping and returns): a heading band with the date of the
 * last revision, an optional summary, then the document as readable prose.
 */
export function LegalPage({
  page,
  intro,
  children,
}: {
  page: 'privacyPolicy' | 'termsAndConditions' | 'shippingAndReturns';
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { title, description } = PAGE_TEXT[page];
  const revised = (POLICY_LAST_UPDATED as Partial<Record<typeof page, string>>)[page];
  // As dates are written in India: "24 November 2026".
  const lastUpdated = revised ? formatCalendarDate(revised) : undefined;
  return (
    <>
      <PageMeta title={title} description={description} />
      <PageHeader
        title={title}
        subtitle={lastUpdated ? <>Last updated: {lastUpdated}</> : undefined}
      />
      <article className="mx-auto max-w-3xl px-4 py-12 text-clay-800 md:py-16">
        {intro ? (
          <div className="mb-4 rounded-2xl bg-white p-6 text-lg leading-relaxed shadow-sm ring-1 ring-clay-100 [&_a]:font-semibold [&_a]:text-terracotta [&_a]:underline-offset-2 hover:[&_a]:underline">
            {intro}
          </div>
        ) : null}
        <div className="[&_a]:font-semibold [&_a]:text-terracotta [&_a]:underline-offset-2 hover:[&_a]:underline [&_h2]:mb-4 [&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-clay-900 [&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-clay-900 [&_li]:pl-1 [&_p]:mb-4 [&_p]:leading-relaxed [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
          {children}
        </div>
      </article>
    </>
  );
}
