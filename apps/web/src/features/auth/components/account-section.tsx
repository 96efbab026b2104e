import { useId, type ReactNode } from 'react';

/** One titled part of the account page (Profile, Password, Email, Two-factor sign-in). */
export function AccountSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-clay-200 bg-white p-6">
      <h2 id={id} className="font-display text-xl text-clay-900">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-clay-700">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
