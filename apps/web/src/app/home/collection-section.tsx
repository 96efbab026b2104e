import { Link } from '../../lib/router';
import { COLLECTIONS } from '@terracraft/shared/catalogue/categories';
import { CarouselArrow } from '../../components/carousel/carousel-controls';
import { useCarousel } from '../../components/carousel/use-carousel';
import { SectionHeading } from '../../components/section-heading';
import { SmartImage } from '../../components/smart-image';

/** Spec §9: autoplay every 2 s, looping once there are more than five tiles. */
const COLLECTION_AUTOPLAY_MS = 2000;
const LOOP_ABOVE = 5;

/**
 * Shop by Collection: the six collections as picture tiles in a row that moves by itself,
 * 2 / 2 / 3 / 4 / 5 visible by screen width and 20 px apart (spec §9), with previous and next.
 */
export function CollectionSection() {
  const [viewportRef, carousel] = useCarousel({
    options: { loop: COLLECTIONS.length > LOOP_ABOVE, align: 'start' },
    autoplayMs: COLLECTION_AUTOPLAY_MS,
  });
  return (
    <section aria-labelledby="collections-heading" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading
        id="collections-heading"
        title="Shop by Collection"
        subtitle="Storage, light, flowers and everyday essentials, each made by hand."
      />
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label="Collections"
        className="relative"
        {...carousel.pauseProps}
      >
        <div ref={viewportRef} className="overflow-hidden">
          <ul className="-ml-5 flex touch-pan-y">
            {COLLECTIONS.map((collection, index) => (
              <li
                key={collection.key}
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${COLLECTIONS.length}`}
                className="min-w-0 shrink-0 grow-0 basis-1/2 pl-5 md:basis-1/3 lg:basis-1/4 xl:basis-1/5"
              >
                <Link
                  to={collection.path}
                  className="group block overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-clay-100"
                >
                  <SmartImage
                    src={`/media/collections/${collection.key}`}
                    kind="picture"
                    sizes="(min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
                    alt=""
                    width={400}
                    height={400}
                    className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                  <span className="block px-3 py-3 text-center font-semibold text-clay-900 group-hover:text-terracotta">
                    {collection.name}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
        {carousel.ready ? (
          <>
            <CarouselArrow
              direction="previous"
              label="Previous collections"
              onClick={carousel.previous}
              className="absolute -left-2 top-[40%] md:-left-5"
            />
            <CarouselArrow
              direction="next"
              label="Next collections"
              onClick={carousel.next}
              className="absolute -right-2 top-[40%] md:-right-5"
            />
          </>
        ) : null}
      </div>
    </section>
  );
}
