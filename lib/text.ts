/** Lowercase, accents stripped, spaces folded: "Bogotá,  Chapinero" -> "bogota, chapinero". */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Escapes a user string for use inside a RegExp (RE2-safe: no lookarounds are produced). */
export function escapeRegex(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Builds an accent-insensitive regex source that matches every word of `query`, in any order. */
export function searchTermsPattern(query: string): string[] {
  return normalizeText(query)
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, 8)
    .map(escapeRegex);
}

/** URL slug: lowercase ascii words joined by hyphens. */
export function slugify(value: string): string {
  return normalizeText(value)
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/[\s-]+/g, '-')
    .replace(/^-|-$/g, '');
}

const ACCENT_CLASSES: Record<string, string> = {
  a: '[aáàâäAÁÀÂÄ]',
  e: '[eéèêëEÉÈÊË]',
  i: '[iíìîïIÍÌÎÏ]',
  o: '[oóòôöOÓÒÔÖ]',
  u: '[uúùûüUÚÙÛÜ]',
  n: '[nñNÑ]',
};

/**
 * A regex source matching `value` whatever its accents (use with the `i` option for case): for
 * stored fields that have no normalised copy, such as city names or amenities. RE2-safe.
 */
export function accentInsensitivePattern(value: string): string {
  return escapeRegex(normalizeText(value)).replace(/[aeioun]/g, (c) => ACCENT_CLASSES[c]);
}
