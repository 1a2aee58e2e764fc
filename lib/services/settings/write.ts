import 'server-only';

import { Settings } from '../../../models/settings';
import { invalidate, TAGS } from '../../cache/tags';
import { connectDb } from '../../db';
import type { Actor } from '../../domain/activity';
import { InvalidError } from '../../domain/errors';
import { rateRefusal } from '../../domain/rentals/rates';
import { SETTINGS_SECTIONS, type SettingsSection, type SiteSettings } from '../../domain/settings';
import type { SettingsImport, SettingsUpdate } from '../../validation/settings';
import { logUpdate } from '../activity';
import { mergeSettings, toSetPaths } from './merge';
import { loadSettings, readAdminSettings } from './read';

// Every write upserts the single "site" document, expires the settings tag, records what changed
// in the activity log, and answers the admin's fresh view of the whole settings.

async function write(
  update: Record<string, unknown>,
  sections: readonly SettingsSection[],
  actor: Actor,
): Promise<SiteSettings> {
  await connectDb();
  if (Object.keys(update).length === 0) return readAdminSettings();
  const before = await readAdminSettings();
  await Settings.updateOne({ key: 'site' }, { $set: update }, { upsert: true });
  await invalidate(TAGS.settings);
  const after = await readAdminSettings();
  await logUpdate(actor, { entity: 'settings', id: 'site', label: 'Configuración' }, before, after, sections);
  return after;
}

/** Rules across fields of a section, on the values it would hold after the write (400 otherwise). */
function checkRentals(rentals: SiteSettings['rentals']): void {
  const refusal = rateRefusal(rentals);
  if (refusal) throw new InvalidError(refusal.message, refusal.code);
}

/** Merges validated values into one stored section (keys not sent keep their value). */
export async function updateSettings({ section, values }: SettingsUpdate, actor: Actor): Promise<SiteSettings> {
  if (section === 'rentals') checkRentals({ ...(await loadSettings()).rentals, ...values });
  return write(toSetPaths(section, values), [section], actor);
}

/** Back to the defaults (docs/product-rules.md#settings): every stored section emptied. */
export function resetSettings(actor: Actor): Promise<SiteSettings> {
  return write(Object.fromEntries(SETTINGS_SECTIONS.map((s) => [s, {}])), SETTINGS_SECTIONS, actor);
}

/** Replaces each section the validated file has (missing keys fall back to defaults); others stay. */
export async function importSettings(file: SettingsImport, actor: Actor): Promise<SiteSettings> {
  const sections = SETTINGS_SECTIONS.filter((s) => file[s] !== undefined);
  if (file.rentals) checkRentals(mergeSettings({ rentals: file.rentals }).rentals);
  return write(Object.fromEntries(sections.map((s) => [s, file[s]])), sections, actor);
}
