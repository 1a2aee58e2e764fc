import type { SiteSettings } from './domain/settings';

// Settings > Integraciones (docs/public-site-and-seo.md#analytics): the standard tags, only for the ids that are set.

type Integrations = Pick<SiteSettings['integrations'], 'googleAnalytics' | 'facebookPixel'>;

export interface AnalyticsTag {
  id: string;
  /** The external script the browser loads. */
  src: string;
  /** Its inline bootstrap (ids are validated by the settings schema and JSON-encoded here). */
  inline: string;
}

export const GA_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
export const PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

export function analyticsTags({ googleAnalytics, facebookPixel }: Integrations): AnalyticsTag[] {
  const tags: AnalyticsTag[] = [];
  const ga = googleAnalytics.trim();
  if (ga) {
    tags.push({
      id: 'google-analytics',
      src: `${GA_SCRIPT}?id=${encodeURIComponent(ga)}`,
      inline: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(ga)});`,
    });
  }
  const pixel = facebookPixel.trim();
  if (pixel) {
    tags.push({
      id: 'facebook-pixel',
      src: PIXEL_SCRIPT,
      inline:
        "!function(f,n){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[]}(window);" +
        `fbq('init',${JSON.stringify(pixel)});fbq('track','PageView');`,
    });
  }
  return tags;
}
