import { DEFAULT_SETTINGS } from '../../lib/domain/settings';
import { Settings } from '../../models/settings';

export async function seedSettings() {
  if (await Settings.exists({ key: 'site' })) return { settings: 0 };
  await Settings.create({ key: 'site', ...DEFAULT_SETTINGS });
  return { settings: 1 };
}
