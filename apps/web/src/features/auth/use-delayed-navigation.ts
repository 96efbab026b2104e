import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../lib/router';

/**
 * Navigates `delayMs` after `go(path)` is called, running `before` first (clearing a message, for
 * instance). Leaving the page first cancels it.
 */
export function useDelayedNavigation(delayMs: number, before?: () => void) {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  const beforeRef = useRef(before);
  useEffect(() => {
    beforeRef.current = before;
  });
  useEffect(() => {
    if (target === null) return;
    const timer = setTimeout(() => {
      beforeRef.current?.();
      void navigate(target);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [target, delayMs, navigate]);
  return setTarget;
}
