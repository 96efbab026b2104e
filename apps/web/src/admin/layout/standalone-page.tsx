import type { ReactNode } from 'react';
import { Logo } from '../../components/logo';
import { PageMeta } from '../../components/page-meta';

/**
 * A console page outside the console's layout: the ways in (setup, invitation) and the pages
 * that turn someone away. The shop's logo above one card.
 */
export function StandalonePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-clay-50 px-4 py-12">
      <PageMeta title={title} />
      <Logo />
      <main
        id="main"
        className="mt-8 w-full max-w-lg rounded-2xl bg-white p-8 shadow-sm ring-1 ring-clay-100"
      >
        {children}
      </main>
    </div>
  );
}
