import { useRef, type ReactNode } from 'react';
import { CarouselArrow } from '../../components/carousel/carousel-controls';

/** Spec §9: the More Products scroller moves 300 px a step; cards are at least 250 px wide. */
const SCROLLER_STEP_PX = 300;

/**
 * A row of cards that scrolls sideways, by swipe, trackpad or the two buttons. Each child is one
 * card (wrapped in a list item here). It scrolls natively, not as a carousel: the row is a
 * scrolling box of its own, 300 px a step.
 */
export function ProductScroller({ label, children }: { label: string; children: ReactNode[] }) {
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.current?.scrollBy({
      left: direction * SCROLLER_STEP_PX,
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  };
  return (
    <div className="relative">
      <ul
        ref={track}
        aria-label={label}
        data-testid="product-scroller"
        // relative: screen-reader-only text in the cards is absolutely positioned and must be clipped here too.
        className="relative flex gap-5 overflow-x-auto scroll-smooth px-1 pb-4 pt-1 [scrollbar-width:thin]"
      >
        {children.map((child, index) => (
          <li key={index} className="flex w-[250px] min-w-[250px] shrink-0">
            {child}
          </li>
        ))}
      </ul>
      <CarouselArrow
        direction="previous"
        label="Scroll left"
        onClick={() => scroll(-1)}
        className="absolute -left-2 top-1/3 z-10 md:-left-5"
      />
      <CarouselArrow
        direction="next"
        label="Scroll right"
        onClick={() => scroll(1)}
        className="absolute -right-2 top-1/3 z-10 md:-right-5"
      />
    </div>
  );
}
