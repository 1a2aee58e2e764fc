import type { PropertyCardModel } from '../domain/property';
import type { JsonLdObject } from './json-ld';

/**
 * A localidad page's schema.org blocks: the Place it is about, and an ItemList of the listings it
 * shows (their pages' absolute URLs, in the page's order).
 */
export function marketJsonLd(
  place: { name: string; city: string; region: string; url: string },
  listings: PropertyCardModel[],
  origin: string,
): JsonLdObject[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Place',
      name: place.name,
      url: place.url,
      address: {
        '@type': 'PostalAddress',
        addressLocality: place.city,
        addressRegion: place.region,
        addressCountry: 'CO',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: listings.length,
      itemListElement: listings.map((listing, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: new URL(listing.href, origin).toString(),
        name: listing.title,
      })),
    },
  ];
}
