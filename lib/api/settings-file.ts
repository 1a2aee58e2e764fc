import 'server-only';

import { SETTINGS_MESSAGES as M, SETTINGS_FILE_MAX_BYTES } from '../domain/settings';
import { settingsImportSchema, type SettingsImport } from '../validation/settings';
import { ApiError } from './errors';
import { readSmallForm } from './small-form';

// Multipart overhead (boundaries, part headers) allowed on top of the file itself.
const FORM_OVERHEAD_BYTES = 8 * 1024;

/**
 * The settings file of POST /api/settings/import (multipart field `settings`), read with a size
 * cap and validated whole: any error is thrown before anything could be stored.
 */
export async function readSettingsFile(request: Request): Promise<SettingsImport> {
  const form = await readSmallForm(request, SETTINGS_FILE_MAX_BYTES + FORM_OVERHEAD_BYTES, {
    tooLarge: M.fileTooLarge,
    notMultipart: M.notMultipart,
    malformed: M.fileMissing,
  });
  const entry = form.get('settings');
  if (entry === null) throw new ApiError(400, M.fileMissing);
  const text = typeof entry === 'string' ? entry : await entry.text();
  if (text.length > SETTINGS_FILE_MAX_BYTES) throw new ApiError(413, M.fileTooLarge);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(400, M.fileNotJson);
  }
  return settingsImportSchema.parse(json);
}
