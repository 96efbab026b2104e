import type { ReactNode } from 'react';
import { SmartImage } from '../../components/smart-image';
import { cn } from '../../lib/cn';

/** A band of the About page: its heading, and an eyebrow above it, centred over its content. */
export function Section({
  id,
  title,
  eyebrow,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  eyebrow?: string;
  tone?: 'plain' | 'tinted' | 'dark';
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={
        tone === 'dark' ? 'bg-clay-900' : tone === 'tinted' ? 'bg-clay-100/60' : 'bg-clay-50'
      }
    >
      <div className="mx-auto max-w-7xl px-4 py-16 md:py-20">
        <header className="mb-10 text-center">
          {eyebrow ? (
            <p
              className={cn(
                'text-sm font-semibold uppercase tracking-widest',
                tone === 'dark' ? 'text-clay-300' : 'text-terracotta',
              )}
            >
              {eyebrow}
            </p>
          ) : null}
          <h2
            id={headingId}
            className={cn(
              'mt-2 text-3xl font-semibold md:text-4xl',
              tone === 'dark' ? 'text-white' : 'text-clay-900',
            )}
          >
            {title}
          </h2>
        </header>
        {children}
      </div>
    </section>
  );
}

/** Prose beside a picture, side by side from 1024 px; `reverse` puts the picture second. */
export function TextWithImage({
  image,
  reverse,
  children,
}: {
  image: { src: string; alt: string };
  reverse?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <SmartImage
        src={image.src}
        kind="picture"
        alt={image.alt}
        width={800}
        height={600}
        sizes="(min-width: 1024px) 600px, 100vw"
        className={cn(
          'aspect-[4/3] w-full rounded-2xl object-cover shadow-md',
          reverse && 'lg:order-last',
        )}
      />
      <div className="space-y-5 text-base leading-relaxed text-clay-700 md:text-lg">{children}</div>
    </div>
  );
}
