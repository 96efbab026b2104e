import { useEffect, useRef, useState, type FocusEvent } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayType } from 'embla-carousel-autoplay';

interface CarouselSettings {
  /** Embla's options: loop, alignment, dragging… */
  options?: EmblaOptionsType;
  /** Moves on by itself every so many milliseconds; hovering or focusing it pauses it. */
  autoplayMs?: number;
  /** Moves in one step, leaving the animation to CSS (a transition on the track). */
  jump?: boolean;
}

interface Carousel {
  /** False until embla has loaded: controls are shown only once they can move anything. */
  ready: boolean;
  /** The slide (or page of slides) in view. */
  selected: number;
  scrollTo(index: number): void;
  /** Both wrap around: after the last comes the first, before the first the last. */
  next(): void;
  previous(): void;
  /** Stopped by its pause button: it stays put until played again, whatever the pointer does. */
  paused: boolean;
  togglePaused(): void;
  /** Spread on the carousel's region: hovering or focusing any part of it pauses the autoplay. */
  pauseProps: {
    onMouseEnter(): void;
    onMouseLeave(): void;
    onFocus(): void;
    onBlur(event: FocusEvent<HTMLElement>): void;
  };
}

/** Given to the element whose first child is the track of slides, as its `ref`. */
type ViewportRef = (element: HTMLElement | null) => void;

/**
 * A carousel driven by embla (https://www.embla-carousel.com). Embla and its autoplay plugin load
 * in their own chunk, and a carousel starts only once it comes near the screen: setting one up
 * measures its whole layout, work that would otherwise hold up the page's first moments for
 * carousels nobody has scrolled to. Until then the first slide simply stands. The settings are
 * read once, when the carousel first renders.
 */
export function useCarousel(settings: CarouselSettings = {}): [ViewportRef, Carousel] {
  const [{ options, autoplayMs, jump = false }] = useState(settings);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [engine, setEngine] = useState<{ embla: EmblaCarouselType; autoplay?: AutoplayType }>();
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const hold = useRef({ hovered: false, focused: false, paused: false });
  const held = () => hold.current.hovered || hold.current.focused || hold.current.paused;

  useEffect(() => {
    if (!viewport) return;
    let cancelled = false;
    let stopWatching = () => {};
    let embla: EmblaCarouselType | undefined;
    const near = new Promise<void>((resolve) => {
      // Without IntersectionObserver there is no knowing when: it starts at once.
      if (typeof IntersectionObserver === 'undefined') return resolve();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: '50% 0px' },
      );
      observer.observe(viewport);
      stopWatching = () => observer.disconnect();
    });
    const loading = near
      .then(() => import('./embla'))
      .then(({ EmblaCarousel, Autoplay }) => {
        if (cancelled) return;
        // Pausing on hover and focus is done here, for the whole region, arrows and dots included.
        const autoplay = autoplayMs
          ? Autoplay({ delay: autoplayMs, jump, stopOnInteraction: false, stopOnFocusIn: false })
          : undefined;
        const api = EmblaCarousel(viewport, options, autoplay ? [autoplay] : []);
        embla = api;
        const onSelect = () => setSelected(api.selectedScrollSnap());
        api.on('select', onSelect).on('reInit', onSelect);
        // Letting go after a drag starts the autoplay again: not while the carousel is held.
        api.on('pointerUp', () => {
          if (held()) autoplay?.stop();
        });
        if (held()) autoplay?.stop();
        onSelect();
        setEngine({ embla: api, autoplay });
      });
    // Offline, the chunk may not come: the first slide then simply stays.
    loading.catch(() => {});
    return () => {
      cancelled = true;
      stopWatching();
      embla?.destroy();
    };
  }, [viewport, options, autoplayMs, jump]);

  const setHold = (change: Partial<typeof hold.current>) => {
    Object.assign(hold.current, change);
    if (held()) engine?.autoplay?.stop();
    else engine?.autoplay?.play();
  };

  // Moving by hand starts the wait for the next automatic move over.
  const moved = () => engine?.autoplay?.reset();

  const carousel: Carousel = {
    ready: engine !== undefined,
    selected,
    scrollTo(index) {
      engine?.embla.scrollTo(index, jump);
      moved();
    },
    next() {
      if (!engine) return;
      const { embla } = engine;
      if (embla.canScrollNext()) embla.scrollNext(jump);
      else embla.scrollTo(0, jump);
      moved();
    },
    paused,
    togglePaused() {
      setHold({ paused: !paused });
      setPaused(!paused);
    },
    previous() {
      if (!engine) return;
      const { embla } = engine;
      if (embla.canScrollPrev()) embla.scrollPrev(jump);
      else embla.scrollTo(embla.scrollSnapList().length - 1, jump);
      moved();
    },
    pauseProps: {
      onMouseEnter: () => setHold({ hovered: true }),
      onMouseLeave: () => setHold({ hovered: false }),
      onFocus: () => setHold({ focused: true }),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setHold({ focused: false });
        }
      },
    },
  };
  return [setViewport, carousel];
}
