import type { SiteSettings } from './domain/settings';

// Settings > Apariencia on the public site (docs/public-site-and-seo.md#appearance).
// Pure: unit-tested, used by the chrome.

type Appearance = SiteSettings['appearance'];

const HEX = /^#([0-9a-f]{6})$/i;

/** The colour mixed towards black by `amount` (0..1): the hover/dark shade of a brand colour. */
export function darken(hex: string, amount = 0.25): string {
  const match = HEX.exec(hex);
  if (!match) return hex;
  const value = parseInt(match[1], 16);
  const channels = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((c) => Math.round(c * (1 - amount)));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** A safe #rrggbb or the fallback (settings are validated, but a hand-edited document is not). */
function colour(value: string, fallback: string): string {
  return HEX.test(value) ? value.toLowerCase() : fallback;
}

/**
 * The CSS that overrides the Tailwind tokens (app/globals.css) with the configured colours.
 * Only colours reach it, and only as validated hex strings, so it cannot inject CSS.
 */
export function appearanceCss(appearance: Appearance): string {
  const primary = colour(appearance.primaryColor, '#00317d');
  const secondary = colour(appearance.secondaryColor, '#ff9e00');
  return `:root{--color-primary:${primary};--color-primary-dark:${darken(primary)};--color-secondary:${secondary};}`;
}

/**
 * The theme the public site declares on <html data-theme>. A documented choice (docs/public-site-and-seo.md): the
 * public pages keep their light palette, whose contrast is checked on white, for every theme;
 * 'dark' and 'auto' are exposed on the attribute for the admin panel and future styling.
 */
export function themeAttribute(appearance: Appearance): 'light' | 'dark' | 'auto' {
  return appearance.theme === 'dark' || appearance.theme === 'auto' ? appearance.theme : 'light';
}
