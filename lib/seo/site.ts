import { DEFAULT_SETTINGS } from '../domain/settings';
import { siteOrigin } from '../env';

/** The site's name in titles and cards (metadata is static; the JSON-LD reads Settings). */
export const SITE_NAME = DEFAULT_SETTINGS.general.siteName;
export const DEFAULT_OG_IMAGE = {
  url: '/images/og-default.jpg',
  width: 1200,
  height: 630,
  alt: 'Edificio residencial en Bogotá al atardecer',
  type: 'image/jpeg',
};

/**
 * An absolute URL for a site path ("/listing" -> "https://…/listing", lib/env.ts siteOrigin); absolute inputs pass
 * through. `origin`: siteOrigin() read once by a caller making thousands (it parses the environment each call).
 */
export function absoluteUrl(path: string, origin?: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin ?? siteOrigin()}${path.startsWith('/') ? path : `/${path}`}`;
}
