/**
 * Browser tests shorten a few timings (the 1 s route loader, for instance) by defining
 * `window.__TERRACRAFT_TEST__` before the app starts. Nothing else sets it.
 */
interface TestOverrides {
  loaderMs?: number;
}

export function testOverride<K extends keyof TestOverrides>(key: K): TestOverrides[K] | undefined {
  if (typeof window === 'undefined') return undefined;
  const overrides = (window as { __TERRACRAFT_TEST__?: TestOverrides }).__TERRACRAFT_TEST__;
  return overrides?.[key];
}
