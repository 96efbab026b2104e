import { Link } from '../../lib/router';
import {
  CarouselArrow,
  CarouselDots,
  CarouselPauseButton,
} from '../../components/carousel/carousel-controls';
import { useCarousel } from '../../components/carousel/use-carousel';
import { SmartImage } from '../../components/smart-image';
import { paths } from '../../config/paths';

/** The home slider (spec §2, §9): three slides, 4 s apart, wrapping at both ends. */
const SLIDE_INTERVAL_MS = 4000;

const SLIDES = [
  {
    title: 'Authentic Handicrafts for Every Home',
    description:
      'Bamboo, jute, terracotta and brass, shaped by hand in workshops across India and made to be lived with every day.',
    buttonText: 'Shop Now',
    image: '/media/home/slide-1',
    alt: 'Handwoven bamboo lamps and jute baskets arranged in a sunlit living room',
  },
  {
    title: 'Beautiful Crafts from Local Artisans',
    description:
      'Every piece carries the skill of a maker and the story of a village. Buy directly and fairly from the people who make it.',
    buttonText: 'Explore Now',
    image: '/media/home/slide-2',
    alt: 'An artisan shaping a terracotta vase on a potter’s wheel',
  },
  {
    title: 'Handmade Gifts for Every Occasion',
    description:
      'From Diwali to housewarmings, find thoughtful, eco-friendly gifts that last longer than the wrapping paper.',
    buttonText: 'Gift Now',
    image: '/media/home/slide-3',
    alt: 'Gift-wrapped brass and ceramic pieces with marigold flowers',
  },
] as const;

export function HeroSlider() {
  const [viewportRef, carousel] = useCarousel({
    options: { loop: true, watchDrag: false },
    autoplayMs: SLIDE_INTERVAL_MS,
  });
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured collections"
      className="relative h-[70vh] max-h-[640px] min-h-[420px] overflow-hidden bg-clay-900"
      {...carousel.pauseProps}
    >
      <div ref={viewportRef} className="h-full overflow-hidden">
        <div className="flex h-full">
          {SLIDES.map((slide, position) => {
            const current = position === carousel.selected;
            return (
              <div
                key={slide.title}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${SLIDES.length}`}
                aria-hidden={!current}
                inert={!current}
                className="relative h-full min-w-0 shrink-0 grow-0 basis-full"
              >
                <SmartImage
                  src={slide.image}
                  kind="banner"
                  sizes="100vw"
                  alt={slide.alt}
                  width={1600}
                  height={800}
                  priority={position === 0}
                  // The next slides are beside the first, out of view: fetched now all the
                  // same, so that they are there when they slide in.
                  loading="eager"
                  className="absolute inset-0 size-full object-cover"
                />
                <div className="absolute inset-0 bg-gradient-to-r from-clay-900/85 via-clay-900/60 to-clay-900/20" />
                <div className="relative mx-auto flex h-full max-w-7xl items-center px-6 pb-16 md:px-20 md:pb-0">
                  <div className="max-w-xl text-white">
                    <h2 className="text-4xl font-semibold leading-tight md:text-6xl">
                      {slide.title}
                    </h2>
                    <p className="mt-5 text-base text-clay-50 md:text-lg">{slide.description}</p>
                    <Link
                      to={paths.shop}
                      className="mt-8 inline-flex items-center justify-center rounded-full bg-white px-7 py-3 text-sm font-semibold text-clay-800 shadow transition-colors hover:bg-clay-100"
                    >
                      {slide.buttonText}
                    </Link>
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {carousel.ready ? (
        <>
          <CarouselArrow
            direction="previous"
            label="Previous slide"
            onClick={carousel.previous}
            variant="overlay"
            className="absolute bottom-[3.25rem] left-3 z-20 md:bottom-auto md:left-6 md:top-1/2 md:-translate-y-1/2"
          />
          <CarouselArrow
            direction="next"
            label="Next slide"
            onClick={carousel.next}
            variant="overlay"
            className="absolute bottom-[3.25rem] right-3 z-20 md:bottom-auto md:right-6 md:top-1/2 md:-translate-y-1/2"
          />
          <CarouselDots
            count={SLIDES.length}
            selected={carousel.selected}
            onSelect={carousel.scrollTo}
            label={(position) => `Go to slide ${position + 1}`}
            variant="bar"
            className="absolute inset-x-0 bottom-16 z-20"
          />
          <CarouselPauseButton
            paused={carousel.paused}
            onToggle={carousel.togglePaused}
            what="slides"
            className="absolute bottom-[3.25rem] right-[4.25rem] z-20 md:bottom-14 md:right-6"
          />
        </>
      ) : null}
    </section>
  );
}
