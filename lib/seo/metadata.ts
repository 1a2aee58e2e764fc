import type { Metadata } from 'next';

import { DEFAULT_OG_IMAGE, SITE_NAME } from './site';

export interface PageSeo {
  /** The page's own title; the root layout's template appends the site name. */
  title: string;
  description: string;
  /** The canonical path ("/about", "/property/665f…"); resolved against metadataBase (SITE_URL). */
  path: string;
  /** The share card (1200×630, under 300 KB: docs/public-site-and-seo.md#share-cards); default: the site image. */
  images?: Array<{ url: string; alt: string; width: number; height: number; type?: string }>;
  type?: 'website' | 'article';
  /** Articles: ISO dates and author for Open Graph. */
  publishedTime?: string;
  modifiedTime?: string;
  authors?: string[];
  tags?: string[];
}

/**
 * Title, description, canonical URL, Open Graph and Twitter card of a public page, so every
 * page says the same things the same way. Use as `export const metadata = pageMetadata({...})`
 * or return it from generateMetadata.
 */
export function pageMetadata(seo: PageSeo): Metadata {
  const images = seo.images?.length ? seo.images : [DEFAULT_OG_IMAGE];
  const fullTitle = `${seo.title} | ${SITE_NAME}`;
  return {
    title: seo.title,
    description: seo.description,
    alternates: { canonical: seo.path },
    openGraph: {
      title: fullTitle,
      description: seo.description,
      url: seo.path,
      siteName: SITE_NAME,
      locale: 'es_CO',
      type: seo.type ?? 'website',
      images,
      ...(seo.type === 'article' && {
        publishedTime: seo.publishedTime,
        modifiedTime: seo.modifiedTime,
        authors: seo.authors,
        tags: seo.tags,
      }),
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: seo.description,
      images,
    },
  };
}
