import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // `npm run dev` is also opened as http://127.0.0.1:3000; without this Next 16 blocks its dev
  // scripts there and client components never hydrate (forms stay disabled).
  allowedDevOrigins: ['127.0.0.1'],
  poweredByHeader: false,
  // Public reads are cached with 'use cache' + cacheTag and revalidated by every write (DESIGN.md §8).
  cacheComponents: true,
  partialPrefetching: true,
  // Native and Node-only packages stay out of the server bundle.
  serverExternalPackages: ['mongoose', 'sharp', '@node-rs/argon2', 'swagger-ui-dist'],
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
        ],
      },
    ];
  },
  images: {
    // WebP only: AVIF encodes several times slower, which a small server feels on first views.
    formats: ['image/webp'],
    // Uploaded media is served by app/uploads/[...path]/route.ts (DESIGN.md §6).
    localPatterns: [{ pathname: '/uploads/**' }, { pathname: '/images/**' }],
  },
};

export default nextConfig;
