import { Suspense, useEffect, useId, type ReactNode } from 'react';

/**
 * A part of the page whose code is a chunk of its own, loaded with the page and hydrated after it
 * (the home page's lower sections, a product's information, the footer: decision 46). Until it
 * has hydrated, a click on it does nothing the app sees: a button is lost, a link is followed by
 * the browser as a new page. `whenDeferredPartsHydrated` says when every such part on the page
 * has: main.tsx marks the document as the app's only then.
 */
export function Deferred({
  fallback = null,
  children,
}: {
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const part = useId();
  useEffect(() => {
    if (!hydrated.has(part)) waiting.add(part);
    return () => {
      waiting.delete(part);
      hydrated.delete(part);
      settle();
    };
  }, [part]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <Hydrated part={part} />
    </Suspense>
  );
}

/** The deferred parts on the page that have not hydrated yet, and those that have. */
const waiting = new Set<string>();
const hydrated = new Set<string>();
let whenDone: Array<() => void> = [];

function settle() {
  if (waiting.size > 0) return;
  const callbacks = whenDone;
  whenDone = [];
  for (const callback of callbacks) callback();
}

/**
 * Rendered inside the part's boundary: its effect runs once the part has hydrated, before the
 * effect of the Deferred around it when both come in the same commit.
 */
function Hydrated({ part }: { part: string }) {
  useEffect(() => {
    hydrated.add(part);
    waiting.delete(part);
    settle();
  }, [part]);
  return null;
}

/**
 * Calls `callback` once every deferred part rendered so far has hydrated (at once if none waits).
 * Called from an effect of a component above them all, it runs after theirs, so it sees them all.
 */
export function whenDeferredPartsHydrated(callback: () => void): void {
  whenDone.push(callback);
  settle();
}
