// Featured carousel constants (docs/product-rules.md#home) (pure: used by the home section and its tests).

/** How many featured properties the home carousel shows (three slides of three on desktop). */
export const FEATURED_LIMIT = 9;
/** Auto-advance delay. */
export const FEATURED_AUTOPLAY_MS = 5000;

/** Arrows, indicators, wrapping and auto-advance only with more than three cards. */
export function featuredHasControls(count: number): boolean {
  return count > 3;
}
