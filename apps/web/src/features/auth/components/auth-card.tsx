import type { ReactNode } from 'react';

/** The frame of the account pages: a centred card with the page's heading. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="px-4 py-12 md:py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl border border-clay-100 bg-white p-6 shadow-sm md:p-8">
        <h1 className="text-center text-3xl font-semibold text-clay-800">{title}</h1>
        {intro ? <p className="mt-3 text-center text-sm text-clay-700">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
