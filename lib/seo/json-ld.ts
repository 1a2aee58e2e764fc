import type { SiteSettings } from '../domain/settings';

// schema.org JSON-LD: the one serialiser, and the agency's block. Pages render every block
// (this one, listing-jsonld.ts, news-jsonld.ts) through components/seo/json-ld.tsx.

export type JsonLdObject = { '@context'?: string; '@type': string } & Record<string, unknown>;

/** The agency as a schema.org RealEstateAgent, from Settings > General. */
export function realEstateAgentJsonLd(general: SiteSettings['general'], origin: string): JsonLdObject {
  const sameAs = Object.values(general.social).filter((url): url is string => Boolean(url));
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${origin}/#agencia`,
    name: general.siteName,
    description: general.description,
    url: `${origin}/`,
    logo: `${origin}/icon.svg`,
    image: `${origin}/images/og-default.jpg`,
    email: general.contactEmail,
    telephone: general.contactPhone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: general.address,
      addressLocality: 'Bogotá',
      addressRegion: 'Bogotá D.C.',
      addressCountry: 'CO',
    },
    areaServed: [
      { '@type': 'City', name: 'Bogotá' },
      { '@type': 'AdministrativeArea', name: 'Cundinamarca' },
    ],
    ...(sameAs.length > 0 && { sameAs }),
  };
}

/** The JSON for a <script type="application/ld+json">; `<` escaped so no value can close the tag. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
