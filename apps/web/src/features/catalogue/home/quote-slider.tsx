import { Quote } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useCycle } from './use-cycle';

/** Spec §9: three quotes, dots, wraparound, 0.5 s transition. */
export const QUOTE_TRANSITION_MS = 500;
export const QUOTE_INTERVAL_MS = 6000;

export const QUOTES = [
  {
    text: 'The hand is the cutting edge of the mind. What an artisan makes, no machine can repeat.',
    author: 'TerraCraft artisan circle',
    color: 'bg-clay-700',
  },
  {
    text: 'Buy less, choose well, make it last: a handmade piece is made to be kept.',
    author: 'Our buying principle',
    color: 'bg-leaf-dark',
  },
  {
    text: 'Every basket we weave holds a little of our village: its grass, its river and its songs.',
    author: 'Meena Devi, basket weaver, Jharkhand',
    color: 'bg-terracotta',
  },
] as const;

export function QuoteSlider() {
  const { index, go, pauseProps } = useCycle(QUOTES.length, QUOTE_INTERVAL_MS);
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Words we work by"
      className="overflow-hidden"
      {...pauseProps}
    >
      <div
        className="flex transition-transform ease-in-out"
        style={{
          transform: `translateX(-${index * 100}%)`,
          transitionDuration: `${QUOTE_TRANSITION_MS}ms`,
        }}
      >
        {QUOTES.map((quote, position) => (
          <figure
            key={quote.author}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${QUOTES.length}`}
            aria-hidden={position !== index}
            inert={position !== index}
            className={cn('w-full shrink-0 px-4 py-20 text-center text-white', quote.color)}
          >
            <Quote className="mx-auto size-10 opacity-70" aria-hidden="true" />
            <blockquote className="mx-auto mt-6 max-w-3xl font-display text-2xl leading-snug md:text-4xl">
              <p>{quote.text}</p>
            </blockquote>
            <figcaption className="mt-6 text-sm uppercase tracking-widest text-white">
              {quote.author}
            </figcaption>
          </figure>
        ))}
      </div>
      <div className="-mt-12 flex justify-center gap-2 pb-6">
        {QUOTES.map((quote, position) => (
          <button
            key={quote.author}
            type="button"
            onClick={() => go(position)}
            aria-label={`Show quote ${position + 1}`}
            aria-current={position === index ? 'true' : undefined}
            className="relative z-10 flex size-6 items-center justify-center"
          >
            <span
              aria-hidden="true"
              className={cn(
                'block size-2.5 rounded-full transition-colors',
                position === index ? 'bg-white' : 'bg-white/50',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
