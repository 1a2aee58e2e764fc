import type { MetadataRoute } from 'next';
import { connection } from 'next/server';

import { absoluteUrl } from '@/lib/seo/site';

// At request time so the sitemap address follows the running SITE_URL, not the build's.
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/admin', '/api', '/login', '/register', '/forgot-password', '/reset-password'],
      },
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
