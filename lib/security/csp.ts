// Content-Security-Policy of every response (next.config.ts headers). Pure: next.config.ts and
// the tests import it.
//
// Scripts: 'self' plus 'unsafe-inline', no nonce. Every page is partially prerendered (Cache
// Components): its static shell, built once at `next build`, carries Next's inline flight-data
// scripts (`self.__next_f.push`), and a nonce is per request, so a nonce-based policy blocks
// that shell (measured: the home page's shell scripts are refused, the page never hydrates)
// unless every page is rendered whole per request, which loses the static shell the public
// pages are fast with. So the policy relies on what the shell cannot carry: no remote script
// host except the two analytics tags Settings can turn on, no eval, no plugins, no <base>, no
// framing, forms posting only to us. Our own inline scripts (theme attribute, analytics
// bootstrap, JSON-LD) are written from validated settings and escaped JSON.

/** Hosts of the map and video players the pages embed (components/property/map-url.ts, video-modal.tsx, contact page). */
export const FRAME_HOSTS = [
  'https://www.openstreetmap.org',
  'https://maps.google.com',
  'https://www.google.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

/** Settings > Integraciones tags (lib/analytics.ts): their scripts, beacons and pixels. */
const ANALYTICS_SCRIPTS = ['https://www.googletagmanager.com', 'https://connect.facebook.net'];
const ANALYTICS_CONNECT = ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://www.googletagmanager.com', 'https://www.facebook.com'];
const ANALYTICS_IMAGES = ['https://www.google-analytics.com', 'https://www.googletagmanager.com', 'https://www.facebook.com'];

// Media stored in Cloudinary (CLOUDINARY_URL). Allowed whether or not the variable is set when
// the app is built (headers are fixed at build time), because media uploaded there stay
// referenced after it is removed; a CDN of images and videos, never of scripts.
const CLOUDINARY = 'https://res.cloudinary.com';

export interface CspOptions {
  /** `next dev` needs eval for React's debugging and websockets for HMR. */
  dev?: boolean;
  /** Served over https: ask the browser to upgrade any http:// subresource. */
  https?: boolean;
}

export function contentSecurityPolicy({ dev = false, https = false }: CspOptions = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...ANALYTICS_SCRIPTS],
    // Inline styles: the Settings colours (<style>), React style attributes, Swiper, swagger-ui.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', CLOUDINARY, ...ANALYTICS_IMAGES],
    'media-src': ["'self'", 'blob:', CLOUDINARY],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(dev ? ['ws:', 'wss:'] : []), ...ANALYTICS_CONNECT],
    'frame-src': FRAME_HOSTS,
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** HSTS for https deployments: two years, subdomains included (the agency's whole domain is https). */
export const HSTS = 'max-age=63072000; includeSubDomains';
