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
