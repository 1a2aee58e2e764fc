import 'server-only';

import type { MetadataRoute } from 'next';

import type { Page } from '../domain/pagination';
import { marketPagePath } from '../domain/place-slugs';
import { siteOrigin } from '../env';
import { listMarketPlaces } from '../services/market';
import { listNews } from '../services/news';
import { listSitemapProperties } from '../services/properties';
import { listPublicAgents } from '../services/users';
import { newsQuerySchema } from '../validation/news';
import { absoluteUrl as siteUrl } from './site';

/** The public pages that exist without data, with how often they change. */
export const STATIC_PAGES: ReadonlyArray<{
  path: string;
  changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}> = [
  { path: '/', changeFrequency: 'daily', priority: 1 },
  { path: '/listing', changeFrequency: 'daily', priority: 0.9 },
  { path: '/services', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/simulador', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/vender', changeFrequency: 'monthly', priority: 0.7 },
  { path: '/about', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/asesores', changeFrequency: 'monthly', priority: 0.6 },
  { path: '/news', changeFrequency: 'weekly', priority: 0.7 },
  { path: '/contact', changeFrequency: 'yearly', priority: 0.6 },
  { path: '/plan-form', changeFrequency: 'yearly', priority: 0.3 },
  { path: '/terms', changeFrequency: 'yearly', priority: 0.2 },
  { path: '/privacy', changeFrequency: 'yearly', priority: 0.2 },
];

const PAGE_SIZE = 100;
/** A ceiling far above the catalogue (one sitemap file holds 50 000 URLs). */
const MAX_PAGES = 400;

/** Every item of a paged (cached) public read. */
async function everyItem<T>(read: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const first = await read(1);
  const pages = Math.min(first.pagination.pages, MAX_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => read(i + 2)));
  return [first, ...rest].flatMap((page) => page.items);
}

/**
 * The sitemap: static pages, every listed property, every published news item, every active
 * agent's page and every city and localidad page with listings, through the cached services.
 */
export async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const [properties, news, agents, places] = await Promise.all([
    listSitemapProperties(),
    everyItem((page) => listNews(newsQuerySchema.parse({ page, limit: PAGE_SIZE }))),
    listPublicAgents(),
    listMarketPlaces(),
  ]);
  // Read once: siteOrigin() parses the environment, and the sitemap has an entry per listing.
  const origin = siteOrigin();
  const absoluteUrl = (path: string) => siteUrl(path, origin);
  return [
    ...STATIC_PAGES.map(({ path, changeFrequency, priority }) => ({
      url: absoluteUrl(path),
      changeFrequency,
      priority,
    })),
    ...properties.map((p) => ({
      url: absoluteUrl(`/property/${p.id}`),
      lastModified: p.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: p.featured ? 0.8 : 0.7,
    })),
    ...news.map((n) => ({
      url: absoluteUrl(`/news/${n.slug || n._id}`),
      lastModified: n.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.5,
    })),
    // Every city and localidad page with at least one listing (a known place without any is noindex).
    ...places.map((place) => ({
      url: absoluteUrl(marketPagePath(place.operation, place.city, place.locality || undefined)),
      changeFrequency: 'daily' as const,
      priority: place.localityCode ? 0.6 : 0.7,
    })),
    ...agents.map((a) => ({
      url: absoluteUrl(`/asesores/${a.slug}`),
      changeFrequency: 'monthly' as const,
      priority: 0.5,
    })),
  ];
}
