import { DEFAULT_SETTINGS, SETTINGS_SECTIONS, type SiteSettings } from '../../domain/settings';

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Stored values over the defaults, key by key and into nested objects (social links, Cloudinary).
 * Only keys the defaults know are read, and only with the default's type: a stray stored key
 * (a secret saved by an old version, say) never reaches a caller.
 */
function mergeKnown<T extends Plain>(defaults: T, stored: unknown): T {
  const out: Plain = { ...defaults };
  if (!isPlain(stored)) return out as T;
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = stored[key];
    if (isPlain(fallback)) out[key] = mergeKnown(fallback, value);
    else if (value !== undefined && value !== null && typeof value === typeof fallback) out[key] = value;
  }
  return out as T;
}

/** Stored settings over the defaults, section by section (a missing key keeps its default). */
export function mergeSettings(stored: Partial<Record<keyof SiteSettings, unknown>> | null): SiteSettings {
  const merged = structuredClone(DEFAULT_SETTINGS);
  if (!stored) return merged;
  for (const section of SETTINGS_SECTIONS) Object.assign(merged[section], mergeKnown(merged[section], stored[section]));
  return merged;
}

/** `{a: 1, b: {c: 2}}` under "general" -> `{'general.a': 1, 'general.b.c': 2}`: a partial `$set`. */
export function toSetPaths(prefix: string, values: Plain): Plain {
  const out: Plain = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (isPlain(value)) Object.assign(out, toSetPaths(`${prefix}.${key}`, value));
    else out[`${prefix}.${key}`] = value;
  }
  return out;
}
