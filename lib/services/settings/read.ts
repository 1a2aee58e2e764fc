import 'server-only';

import { cacheLife, cacheTag } from 'next/cache';
import { cache } from 'react';

import { Settings, type SettingsDoc } from '../../../models/settings';
import { TAGS } from '../../cache/tags';
import { connectDb } from '../../db';
import type { SiteSettings } from '../../domain/settings';
import { env } from '../../env';
import { mergeSettings } from './merge';
import { adminSettings, publicSettings, type PublicSettings } from './views';

/**
 * The stored settings straight from the database: for the admin screen and for security values
 * (login limits, session length), which must hold on every instance even without a shared cache.
 */
export async function loadSettings(): Promise<SiteSettings> {
  await connectDb();
  return mergeSettings(await Settings.findOne({ key: 'site' }).lean<SettingsDoc>());
}

/** The settings the public pages show, cached until a settings write; throws when the database fails. */
export async function readSettings(): Promise<SiteSettings> {
  'use cache';
  cacheTag(TAGS.settings);
  cacheLife('max');
  return loadSettings();
}

/**
 * The site settings, once per request. When the database cannot be read the defaults are used
 * (outside the cache, so the fallback is never kept), and the header and footer still render.
 */
export const getSettings = cache(async (): Promise<SiteSettings> => {
  try {
    return await readSettings();
  } catch (error) {
    console.error('Settings unavailable, using defaults:', error instanceof Error ? error.message : error);
    return mergeSettings(null);
  }
});

/** GET /api/settings for anonymous callers and non-admins: the public part, cached. */
export async function readPublicSettings(): Promise<PublicSettings> {
  return publicSettings(await readSettings());
}

/** GET /api/settings for admins: everything, fresh, with Cloudinary's state from the environment. */
export async function readAdminSettings(): Promise<SiteSettings> {
  return adminSettings(await loadSettings(), env().CLOUDINARY_URL);
}
