import { testOverride } from '../lib/test-overrides';

/** The full-screen loader shown on every path change (spec: 1 s). Browser tests may shorten it. */
export const ROUTE_LOADER_MS = testOverride('loaderMs') ?? 1000;
/** The floating scroll-to-top button appears past this many pixels. */
export const SCROLL_TOP_BUTTON_AFTER_PX = 300;
/** The header turns compact and white past this many pixels. */
export const HEADER_COMPACT_AFTER_PX = 50;

/** Toast durations of the specification, by where the toast is raised. */
export const TOAST_MS = {
  home: 2000,
  related: 2000,
  shop: 3000,
  wishlist: 3000,
  detail: 3000,
  /** The toast library's own default, for every other place. */
  default: 5000,
} as const;
/** Spec §9: More Products and the detail view show at most three of their notices at once. */
export const TOAST_LIMIT = 3;
