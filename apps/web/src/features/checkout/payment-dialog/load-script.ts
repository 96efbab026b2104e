const loading = new Map<string, Promise<boolean>>();

/**
 * Loads a script once; answers false when it cannot be loaded (blocked, offline), so the caller
 * can say so. A failed load may be tried again.
 */
export function loadScript(src: string): Promise<boolean> {
  const pending = loading.get(src);
  if (pending) return pending;
  const promise = new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve(true);
    script.onerror = () => {
      script.remove();
      loading.delete(src);
      resolve(false);
    };
    document.body.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
