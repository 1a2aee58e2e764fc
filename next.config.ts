import path from 'node:path';

import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';

import { env, runtime } from './lib/env';
import { contentSecurityPolicy, HSTS } from './lib/security/csp';
import { HTML_LIMITED_BOTS } from './lib/seo/html-limited-bots';

// Headers are fixed when the app is built (routes-manifest): set SITE_URL for `npm run build`.
// Read through lib/env.ts like the app: a malformed variable stops the build, naming it.
const { SITE_URL, REDIS_URL } = env();
const httpsSite = (SITE_URL ?? '').startsWith('https://');
const csp = contentSecurityPolicy({ dev: runtime.development(), https: httpsSite });
const hsts = { key: 'Strict-Transport-Security', value: HSTS };

const nextConfig: NextConfig = {
  // `npm run dev` is also opened as http://127.0.0.1:3000; without this Next 16 blocks its dev
  // scripts there and client components never hydrate (forms stay disabled).
  allowedDevOrigins: ['127.0.0.1'],
  poweredByHeader: false,
  // The type check is `npm run typecheck` (tsc over the same tsconfig: the app, the tests and
  // .next/types), which `npm test`, `npm run check` and CI run; the build does not run it a second
  // time (about 40 s of CI, docs/testing.md#the-time-budget).
  typescript: { ignoreBuildErrors: true },
  // Blocking metadata (in <head> before the page streams) for every document load, browsers'
  // included: proxy.ts marks them (lib/seo/html-limited-bots.ts). The cost is the first byte of an
  // uncached render (docs/public-site-and-seo.md#metadata-in-head).
  htmlLimitedBots: HTML_LIMITED_BOTS,
  // Public reads are cached with 'use cache' + cacheTag and revalidated by every write (docs/architecture.md#caches).
  cacheComponents: true,
  // Off: on, every page's HTML embeds a second "runtime prefetch" render of itself (costs in
  // docs/performance.md#first-paint). Links still prefetch the static shells.
  partialPrefetching: false,
  // Native and Node-only packages stay out of the server bundle.
  // pdfkit reads its fonts' metrics from its own files at run time (the ficha, docs/ficha.md).
  serverExternalPackages: [
    'mongoose',
    'sharp',
    '@node-rs/argon2',
    'swagger-ui-dist',
    'redis',
    '@redis/client',
    'pdfkit',
    'qrcode',
  ],
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
          // Pages get proxy.ts's instead (same policy plus a script nonce and the shell's hashes).
          { key: 'Content-Security-Policy', value: csp },
          ...(httpsSite ? [hsts] : []),
        ],
      },
      // HSTS only over https: behind a TLS-terminating proxy that says so. Never on plain http
      // (a browser would then refuse the http-only local and test servers for two years).
      ...(httpsSite
        ? []
        : [
            {
              source: '/:path*',
              has: [{ type: 'header' as const, key: 'x-forwarded-proto', value: 'https' }],
              headers: [hsts],
            },
          ]),
    ];
  },
  images: {
    // WebP only: AVIF encodes several times slower, which a small server feels on first views.
    formats: ['image/webp'],
    // Uploaded media is served by app/uploads/[...path]/route.ts (docs/architecture.md#media-and-uploads).
    localPatterns: [{ pathname: '/uploads/**' }, { pathname: '/images/**' }],
    // Media stored in Cloudinary (CLOUDINARY_URL) go through the optimiser too, so the browser
    // fetches them from our origin; without this next/image refuses their URLs.
    remotePatterns: [{ protocol: 'https', hostname: 'res.cloudinary.com', pathname: '/**' }],
  },
};

/**
 * With REDIS_URL, `next start` keeps the 'use cache' entries and the incremental cache in Redis
 * for every instance (cache-handlers/, docs/operations.md#what-is-shared); without it, Next's
 * own in-memory and file-system caches as before. The build never needs Redis.
 */
// Paths from the project directory, where `next build` and `next start` run.
const sharedCache: NextConfig = {
  cacheHandler: path.resolve('cache-handlers/incremental.mjs'),
  cacheHandlers: {
    default: path.resolve('cache-handlers/use-cache.mjs'),
    remote: path.resolve('cache-handlers/use-cache.mjs'),
  },
};

export default function config(phase: string): NextConfig {
  return REDIS_URL && phase !== PHASE_PRODUCTION_BUILD ? { ...nextConfig, ...sharedCache } : nextConfig;
}
