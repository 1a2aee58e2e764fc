import { PROPERTY_TYPE_LABELS } from '../domain/property';
import type { ApiProperty } from '../validation/property-response';
import type { JsonLdObject } from './json-ld';

/**
 * schema.org RealEstateListing of a property page, so search engines can show it as a listing: an Offer with the
 * price in COP, the PostalAddress and, when known, the GeoCoordinates. `origin` makes URLs absolute.
 */
export function listingJsonLd(property: ApiProperty, origin: string): JsonLdObject {
  const url = `${origin}/property/${property._id}`;
  const { location: l } = property;
  const available = property.status === 'disponible' || property.status === 'reservado';
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: property.title,
    description: property.description,
    url,
    datePosted: property.createdAt,
    dateModified: property.updatedAt,
    image: property.images.map((img) => new URL(img.url, origin).toString()),
    category: PROPERTY_TYPE_LABELS[property.type],
    offers: {
      '@type': 'Offer',
      price: property.price,
      priceCurrency: 'COP',
      businessFunction:
        property.operation === 'arriendo'
          ? 'http://purl.org/goodrelations/v1#LeaseOut'
          : 'http://purl.org/goodrelations/v1#Sell',
      availability: available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      url,
    },
    contentLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: l.address || undefined,
        addressLocality: l.city || undefined,
        addressRegion: l.state || undefined,
        postalCode: l.zipCode || undefined,
        addressCountry: 'CO',
      },
      ...(l.coordinates && {
        geo: { '@type': 'GeoCoordinates', latitude: l.coordinates.lat, longitude: l.coordinates.lng },
      }),
    },
  };
}
