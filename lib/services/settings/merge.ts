import { DEFAULT_SETTINGS, SETTINGS_SECTIONS, type SiteSettings } from '../../domain/settings';

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Objects keyed by data rather than by name (DANE's IPC by year): stored keys beyond the defaults are kept. */
const OPEN_RECORDS: ReadonlyMap<string, RegExp> = new Map([['rentals.ipc', /^\d{4}$/]]);

/** A default of null stands for a number not recorded yet (the usury rate): a stored number or null replaces it. */
const fits = (value: unknown, fallback: unknown) =>
  fallback === null
    ? value === null || (typeof value === 'number' && Number.isFinite(value))
    : value !== null && typeof value === typeof fallback;

/**
 * Stored values over the defaults, key by key and into nested objects (social links, Cloudinary).
 * Only keys the defaults know are read, and only with the default's type: a stray stored key
 * (a secret saved by an old version, say) never reaches a caller. Open records keep every stored
 * number under a key of their pattern.
 */
function mergeKnown<T extends Plain>(defaults: T, stored: unknown, path = ''): T {
  const out: Plain = { ...defaults };
  if (!isPlain(stored)) return out as T;
  const open = OPEN_RECORDS.get(path);
  if (open) {
    for (const [key, value] of Object.entries(stored))
      if (open.test(key) && typeof value === 'number' && Number.isFinite(value)) out[key] = value;
    return out as T;
  }
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = stored[key];
    const at = path ? `${path}.${key}` : key;
    if (isPlain(fallback)) out[key] = mergeKnown(fallback, value, at);
    else if (value !== undefined && fits(value, fallback)) out[key] = value;
  }
  return out as T;
}

/** Stored settings over the defaults, section by section (a missing key keeps its default). */
export function mergeSettings(stored: Partial<Record<keyof SiteSettings, unknown>> | null): SiteSettings {
  const merged = structuredClone(DEFAULT_SETTINGS);
  if (!stored) return merged;
  for (const section of SETTINGS_SECTIONS)
    Object.assign(merged[section], mergeKnown(merged[section], stored[section], section));
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
