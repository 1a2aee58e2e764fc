import type { MetadataRoute } from 'next';
import { connection } from 'next/server';

import { sitemapEntries } from '@/lib/seo/sitemap-entries';

// Read at request time through the cached services (a write expires them): `next build` runs
// without a database, so this must not be prerendered.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  return sitemapEntries();
}
