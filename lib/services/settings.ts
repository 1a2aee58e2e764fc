import 'server-only';
import { cache } from 'react';
import { connectDb } from '../db';
import { DEFAULT_SETTINGS, SETTINGS_SECTIONS, type SiteSettings } from '../domain/settings';
import { Settings, type SettingsDoc } from '../../models/settings';

/** Stored settings over the defaults, section by section (a missing key keeps its default). */
export function mergeSettings(stored: Partial<SettingsDoc> | null): SiteSettings {
  const merged = structuredClone(DEFAULT_SETTINGS);
  if (!stored) return merged;
  for (const section of SETTINGS_SECTIONS) Object.assign(merged[section], stored[section] ?? {});
  return merged;
}

/**
 * The site settings, read once per request. When the database cannot be read the defaults are
 * used, so the header and footer still render and the page's own error boundary can speak.
 */
export const getSettings = cache(async (): Promise<SiteSettings> => {
  try {
    await connectDb();
    return mergeSettings(await Settings.findOne({ key: 'site' }).lean<SettingsDoc>());
  } catch (error) {
    console.error('Settings unavailable, using defaults:', error instanceof Error ? error.message : error);
    return mergeSettings(null);
  }
});
