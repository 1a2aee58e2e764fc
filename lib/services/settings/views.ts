import type { SiteSettings } from '../../domain/settings';

// What each caller may see of the settings (docs/product-rules.md#settings: secrets never leave the server).

/** The part anonymous callers and the public site get: no security, notifications or keys. */
export interface PublicSettings {
  general: SiteSettings['general'];
  appearance: SiteSettings['appearance'];
  integrations: Pick<SiteSettings['integrations'], 'googleAnalytics' | 'facebookPixel' | 'mapsProvider'> & {
    cloudinary: { cloudName: string };
  };
}

export function publicSettings(settings: SiteSettings): PublicSettings {
  const { googleAnalytics, facebookPixel, mapsProvider, cloudinary } = settings.integrations;
  return {
    general: settings.general,
    appearance: settings.appearance,
    integrations: { googleAnalytics, facebookPixel, mapsProvider, cloudinary: { cloudName: cloudinary.cloudName } },
  };
}

/**
 * The admin's view: Cloudinary counts as configured when CLOUDINARY_URL is set
 * (cloudinary://API_KEY:API_SECRET@CLOUD_NAME); its cloud name and API key are shown from
 * there, the secret never.
 */
export function adminSettings(settings: SiteSettings, cloudinaryUrl: string | undefined): SiteSettings {
  const fromUrl = parseCloudinaryUrl(cloudinaryUrl);
  return {
    ...settings,
    integrations: {
      ...settings.integrations,
      cloudinary: {
        configured: fromUrl !== null,
        cloudName: fromUrl?.cloudName || settings.integrations.cloudinary.cloudName,
        apiKey: fromUrl?.apiKey ?? '',
      },
    },
  };
}

/** The settings as a portable file: what POST /api/settings/import takes back (nothing derived). */
export function exportableSettings(settings: SiteSettings) {
  return {
    ...settings,
    integrations: { ...settings.integrations, cloudinary: { cloudName: settings.integrations.cloudinary.cloudName } },
  };
}

function parseCloudinaryUrl(value: string | undefined): { cloudName: string; apiKey: string } | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return { cloudName: url.hostname, apiKey: decodeURIComponent(url.username) };
  } catch {
    return { cloudName: '', apiKey: '' };
  }
}
