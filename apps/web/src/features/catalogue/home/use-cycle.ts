import { useCallback, useEffect, useState, type FocusEvent } from 'react';

/**
 * An index over `length` items that moves on by itself every `intervalMs` (unless paused) and
 * wraps around at both ends. Moving by hand restarts the wait.
 */
export function useCycle(length: number, intervalMs?: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const go = useCallback((next: number) => setIndex(((next % length) + length) % length), [length]);
  useEffect(() => {
    if (paused || !intervalMs || length < 2) return;
    const timer = setTimeout(() => go(index + 1), intervalMs);
    return () => clearTimeout(timer);
  }, [paused, intervalMs, length, index, go]);
  return {
    index,
    go,
    next: () => go(index + 1),
    previous: () => go(index - 1),
    /** Spread on the carousel: hovering or focusing it pauses the motion. */
    pauseProps: {
      onMouseEnter: () => setPaused(true),
      onMouseLeave: () => setPaused(false),
      onFocus: () => setPaused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      },
    },
  };
}
