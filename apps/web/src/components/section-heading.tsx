import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** The centred title of a home or listing section. */
export function SectionHeading({
  id,
  title,
  subtitle,
  className,
  as: Heading = 'h2',
}: {
  id?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  className?: string;
  as?: 'h1' | 'h2';
}) {
  return (
    <div className={cn('mb-8 text-center', className)}>
      <Heading id={id} className="text-3xl font-semibold text-clay-900 md:text-4xl">
        {title}
      </Heading>
      <span aria-hidden="true" className="mx-auto mt-3 block h-1 w-16 rounded-full bg-terracotta" />
      {subtitle ? <p className="mx-auto mt-4 max-w-2xl text-clay-700">{subtitle}</p> : null}
    </div>
  );
}
