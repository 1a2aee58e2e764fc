// Content-Security-Policy. Pure: next.config.ts, proxy.ts and the tests import it.
//
// Pages (proxy.ts): scripts run only from our origin, the two analytics hosts Settings can turn
// on, and inline scripts that carry the request's nonce or whose sha256 is listed. Every page is
// partially prerendered (Cache Components): its static shell is built once at `next build`, so
// its inline scripts cannot carry a per-request nonce; they are fixed per build, so the proxy
// lists their hashes (lib/security/shell-hashes.ts reads them from that route's shell). The rest
// of the page is rendered per request, and Next puts the nonce it reads from the request's
// Content-Security-Policy on every script it writes then; our own inline scripts (theme
// attribute, analytics bootstrap) take it from the x-nonce request header. 'unsafe-inline' stays
// only as the fallback of CSP1 browsers: any browser that understands nonces or hashes ignores
// it when one is present. No 'strict-dynamic': Next's <script src> chunks in the shell carry no
// nonce, 'self' allows them.
//
// Every other response (next.config.ts headers: /api, /_next, uploads, files, and `next dev`,
// whose HMR and eval the nonce policy would block) gets the same policy with 'unsafe-inline'
// and no nonce: none of them runs an inline script.

import { TILE_ORIGINS } from '../maps/tiles';

/**
 * Hosts of the players the pages embed: the contact page's office map, and the videos of
 * components/property/video-modal.tsx. Property and listing maps are drawn in the page from
 * tiles (TILE_ORIGINS, images), not framed.
 */
export const FRAME_HOSTS = [
  'https://www.openstreetmap.org',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

/** Settings > Integraciones tags (lib/analytics.ts): their scripts, beacons and pixels. */
const ANALYTICS_SCRIPTS = ['https://www.googletagmanager.com', 'https://connect.facebook.net'];
const ANALYTICS_CONNECT = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://www.googletagmanager.com',
  'https://www.facebook.com',
];
const ANALYTICS_IMAGES = [
  'https://www.google-analytics.com',
  'https://www.googletagmanager.com',
  'https://www.facebook.com',
];

// Media stored in Cloudinary (CLOUDINARY_URL). Allowed whether or not the variable is set when
// the app is built (headers are fixed at build time), because media uploaded there stay
// referenced after it is removed; a CDN of images and videos, never of scripts.
const CLOUDINARY = 'https://res.cloudinary.com';

export interface CspOptions {
  /** `next dev` needs eval for React's debugging and websockets for HMR. */
  dev?: boolean;
  /** Served over https: ask the browser to upgrade any http:// subresource. */
  https?: boolean;
  /** This response's nonce (base64): its request-time inline scripts carry it. */
  nonce?: string;
  /** sha256 (base64) of the inline scripts of the page's prerendered shell. */
  hashes?: readonly string[];
}

export function contentSecurityPolicy({ dev = false, https = false, nonce, hashes = [] }: CspOptions = {}): string {
  const inline = [...(nonce ? [`'nonce-${nonce}'`] : []), ...hashes.map((hash) => `'sha256-${hash}'`)];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline, "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...ANALYTICS_SCRIPTS],
    // Inline styles: the Settings colours (<style>), React style attributes, Swiper, swagger-ui.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', CLOUDINARY, ...ANALYTICS_IMAGES, ...TILE_ORIGINS],
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

/** Request header the page's nonce reaches our own inline scripts in (app/(site)/layout.tsx). */
export const NONCE_HEADER = 'x-nonce';

/** HSTS for https deployments: two years, subdomains included (the agency's whole domain is https). */
export const HSTS = 'max-age=63072000; includeSubDomains';
