import { useEffect, useRef, useState, type CSSProperties } from 'react';

/** Card entrance of the spec (§9): 2 s each, 0.2 s apart. */
export const CARD_ANIMATION = { durationS: 2, staggerS: 0.2 } as const;

/**
 * Cards fade and rise in, one after another, when their list scrolls into view. Without motion
 * (prefers-reduced-motion) they are simply there.
 */
export function useReveal<T extends Element>() {
  const ref = useRef<T>(null);
  // Without IntersectionObserver there is no knowing when; the cards just come in.
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  const cardReveal = (index: number): { className: string; style?: CSSProperties } =>
    visible
      ? {
          className: 'motion-safe:animate-card-in',
          style: { animationDelay: `${index * CARD_ANIMATION.staggerS}s` },
        }
      : { className: 'motion-safe:opacity-0' };
  return { ref, cardReveal };
}
