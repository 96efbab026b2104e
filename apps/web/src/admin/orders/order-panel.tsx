import { useId, type ReactNode } from 'react';

/** A part of the order's page, its heading small above it. */
export function OrderPanel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-clay-100"
    >
      <h2
        id={headingId}
        className="mb-3 font-sans text-sm font-semibold uppercase tracking-wide text-clay-700"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
