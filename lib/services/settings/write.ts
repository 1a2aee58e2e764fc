import 'server-only';

import { Settings } from '../../../models/settings';
import { invalidate, TAGS } from '../../cache/tags';
import { connectDb } from '../../db';
import { SETTINGS_SECTIONS, type SiteSettings } from '../../domain/settings';
import type { SettingsImport, SettingsUpdate } from '../../validation/settings';
import { toSetPaths } from './merge';
import { readAdminSettings } from './read';

// Every write upserts the single "site" document, expires the settings tag, and answers the
// admin's fresh view of the whole settings.

async function write(update: Record<string, unknown>): Promise<SiteSettings> {
  await connectDb();
  if (Object.keys(update).length > 0) {
    await Settings.updateOne({ key: 'site' }, { $set: update }, { upsert: true });
    invalidate(TAGS.settings);
  }
  return readAdminSettings();
}

/** Merges validated values into one stored section (keys not sent keep their value). */
export function updateSettings({ section, values }: SettingsUpdate): Promise<SiteSettings> {
  return write(toSetPaths(section, values));
}

/** Back to SPEC §3's defaults: every stored section emptied. */
export function resetSettings(): Promise<SiteSettings> {
  return write(Object.fromEntries(SETTINGS_SECTIONS.map((s) => [s, {}])));
}

/** Replaces each section the validated file has (missing keys fall back to defaults); others stay. */
export function importSettings(file: SettingsImport): Promise<SiteSettings> {
  return write(Object.fromEntries(SETTINGS_SECTIONS.filter((s) => file[s] !== undefined).map((s) => [s, file[s]])));
}
