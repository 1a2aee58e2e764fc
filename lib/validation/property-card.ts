import { OPERATION_LABELS, PROPERTY_TYPE_LABELS, type PropertyCardModel } from '../domain/property';
import { formatArea, formatPrice, joinLocation } from '../format';
import type { ApiProperty } from './property-response';

/** The card of a listing, from its API shape: pure, so client lists (favourites, compare) draw it too. */
export function toPropertyCard(p: ApiProperty): PropertyCardModel {
  const cover = p.images[0];
  return {
    id: p._id,
    href: `/property/${p._id}`,
    title: p.title,
    formattedPrice: formatPrice(p.price),
    priceSuffix: p.operation === 'arriendo' && p.price > 0 ? '/mes' : '',
    location: joinLocation([p.location.neighborhood, p.location.locality, p.location.city]),
    beds: p.features.bedrooms,
    baths: p.features.bathrooms,
    area: formatArea(p.features.area),
    image: cover ? { url: cover.url, alt: cover.alt || p.title } : null,
    typeLabel: PROPERTY_TYPE_LABELS[p.type],
    operationLabel: OPERATION_LABELS[p.operation] ?? 'Disponible',
    featured: p.featured,
    status: p.status,
    previousPrice: p.priceDrop ? formatPrice(p.priceDrop.from) : null,
  };
}
