import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Native and Node-only packages stay out of the server bundle.
  serverExternalPackages: ['mongoose', 'sharp', '@node-rs/argon2'],
  images: {
    formats: ['image/avif', 'image/webp'],
    // Uploaded media is served by app/uploads/[...path]/route.ts (DESIGN.md §6).
    localPatterns: [{ pathname: '/uploads/**' }, { pathname: '/images/**' }],
  },
};

export default nextConfig;
