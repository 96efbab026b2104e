import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { CollectionTiles } from './collection-tiles';

/** Spec §9: autoplay every 2 s, looping. */
export const COLLECTION_AUTOPLAY_MS = 2000;

/** The collection tiles, sliding by themselves (embla), with previous and next buttons. */
export default function CollectionCarousel() {
  const [viewport, embla] = useEmblaCarousel({ loop: true, align: 'start' }, [
    Autoplay({
      delay: COLLECTION_AUTOPLAY_MS,
      stopOnInteraction: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
    }),
  ]);
  return (
    <>
      <CollectionTiles viewportRef={viewport} />
      <button
        type="button"
        onClick={() => embla?.scrollPrev()}
        aria-label="Previous collections"
        className="absolute -left-2 top-[40%] flex size-10 items-center justify-center rounded-full bg-white text-clay-800 shadow-md hover:bg-clay-100 md:-left-5"
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={() => embla?.scrollNext()}
        aria-label="Next collections"
        className="absolute -right-2 top-[40%] flex size-10 items-center justify-center rounded-full bg-white text-clay-800 shadow-md hover:bg-clay-100 md:-right-5"
      >
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
    </>
  );
}
