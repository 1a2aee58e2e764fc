import { escapeRegex, normalizeText } from '../text';

/**
 * The search words as regex sources over `searchText`: lowercase without accents, and a phone
 * number written with spaces, dots or a + reduced to its digits, as phones are stored there.
 */
export function searchPatterns(q: string): string[] {
  return normalizeText(q)
    .split(/\s+/)
    .map((word) => (/^[+\d().-]+$/.test(word) && /\d/.test(word) ? word.replace(/\D/g, '') : word))
    .filter(Boolean)
    .slice(0, 8)
    .map(escapeRegex);
}
