import { Quote } from 'lucide-react';
import { CarouselDots, CarouselPauseButton } from '../../components/carousel/carousel-controls';
import { useCarousel } from '../../components/carousel/use-carousel';
import { cn } from '../../lib/cn';

/** Spec §9: three quotes, dots, wraparound, 0.5 s transition. */
const QUOTE_TRANSITION_MS = 500;
const QUOTE_INTERVAL_MS = 6000;

const QUOTES = [
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
  // Embla moves the track in one step and the CSS transition below animates it, so the slide takes
  // exactly the 0.5 s of the spec; the quotes move by their dots and the autoplay only.
  const [viewportRef, carousel] = useCarousel({
    options: { watchDrag: false },
    autoplayMs: QUOTE_INTERVAL_MS,
    jump: true,
  });
  return (
    <section
      ref={viewportRef}
      aria-roledescription="carousel"
      aria-label="Words we work by"
      className="overflow-hidden"
      {...carousel.pauseProps}
    >
      <div
        className="flex transition-transform ease-in-out"
        style={{ transitionDuration: `${QUOTE_TRANSITION_MS}ms` }}
      >
        {QUOTES.map((quote, position) => (
          <div
            key={quote.author}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${QUOTES.length}`}
            aria-hidden={position !== carousel.selected}
            inert={position !== carousel.selected}
            className={cn(
              'w-full min-w-0 shrink-0 grow-0 px-4 py-20 text-center text-white',
              quote.color,
            )}
          >
            <figure>
              <Quote className="mx-auto size-10 opacity-70" aria-hidden="true" />
              <blockquote className="mx-auto mt-6 max-w-3xl font-display text-2xl leading-snug md:text-4xl">
                <p>{quote.text}</p>
              </blockquote>
              <figcaption className="mt-6 text-sm uppercase tracking-widest text-white">
                {quote.author}
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      {/* As tall with or without its dots, so that nothing below moves when they appear. */}
      <div className="-mt-12 h-12 pb-6">
        {carousel.ready ? (
          <div className="relative flex justify-center">
            <CarouselDots
              count={QUOTES.length}
              selected={carousel.selected}
              onSelect={carousel.scrollTo}
              label={(position) => `Show quote ${position + 1}`}
            />
            <CarouselPauseButton
              paused={carousel.paused}
              onToggle={carousel.togglePaused}
              what="quotes"
              className="absolute bottom-0 right-3 z-10 md:right-6"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
