import type { ReactNode } from 'react';

/** The heading band at the top of content pages. */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="bg-clay-100/70 py-12 text-center md:py-16">
      <div className="mx-auto max-w-3xl px-4">
        <h1 className="text-3xl font-semibold text-clay-800 md:text-5xl">{title}</h1>
        {subtitle ? <p className="mt-4 text-base text-clay-700 md:text-lg">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
