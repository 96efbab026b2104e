import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, type ReactNode } from 'react';

/** Spec §9: the More Products scroller moves 300 px a step; cards are at least 250 px wide. */
export const SCROLLER_STEP_PX = 300;

/**
 * A row of cards that scrolls sideways, by swipe, trackpad or the two buttons. Each child is one
 * card (wrapped in a list item here).
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
      <button
        type="button"
        onClick={() => scroll(-1)}
        aria-label="Scroll left"
        className="absolute -left-2 top-1/3 z-10 flex size-10 items-center justify-center rounded-full bg-white text-clay-800 shadow-md hover:bg-clay-100 md:-left-5"
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={() => scroll(1)}
        aria-label="Scroll right"
        className="absolute -right-2 top-1/3 z-10 flex size-10 items-center justify-center rounded-full bg-white text-clay-800 shadow-md hover:bg-clay-100 md:-right-5"
      >
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
