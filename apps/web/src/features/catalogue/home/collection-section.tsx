import { lazy, Suspense } from 'react';
import { SectionHeading } from '../components/section-heading';
import { CollectionTiles } from './collection-tiles';

// The carousel library loads after the page has rendered, keeping the home page's first load
// light; until then the tiles stand still in the same place.
const CollectionCarousel = lazy(() => import('./collection-carousel'));

/** Shop by Collection: the six collection tiles in a self-moving carousel. */
export function CollectionSection() {
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
      >
        <Suspense fallback={<CollectionTiles />}>
          <CollectionCarousel />
        </Suspense>
      </div>
    </section>
  );
}
