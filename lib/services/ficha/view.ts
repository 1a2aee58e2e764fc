// The ficha's view model (docs/ficha.md): what the page prints, from the listing, the agency's
// settings and the listing's canonical URL. Pure: unit-tested without a stack.
import {
  descriptionOpening,
  FICHA_PRICE_NOTES,
  FICHA_STATUS_NOTES,
  fichaDate,
  formatWhatsapp,
  initialsOf,
  type FichaView,
} from '../../domain/ficha';
import { OPERATION_LABELS, PROPERTY_TYPE_LABELS } from '../../domain/property';
import type { SiteSettings } from '../../domain/settings';
import { formatArea, formatNumber, formatPrice, joinLocation } from '../../format';
import type { ApiProperty } from '../../validation/property-response';

/** The photos in the gallery's order: the one marked main first, then by `order`. */
export function fichaPhotos(images: ApiProperty['images'], count = 3): string[] {
  const sorted = [...images].sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.order - b.order);
  return sorted.slice(0, count).map((image) => image.url);
}

/** The agency's reference code ('' only for a row the code migration has not reached yet). */
export function fichaCode(property: ApiProperty): string {
  return (property.code ?? '').trim();
}

/** "ficha-IB-0001.pdf" (the id when the listing has no code yet). */
export function fichaFileName(property: ApiProperty): string {
  const name = (fichaCode(property) || property._id).replace(/[^\w.-]+/g, '-');
  return `ficha-${name}.pdf`;
}

function priceLines(property: ApiProperty): Array<[string, string]> {
  const { price, adminFee } = property;
  if (!(price > 0)) return [['Precio', 'A consultar']];
  if (property.operation === 'venta') {
    const lines: Array<[string, string]> = [['Precio de venta', `${formatPrice(price)} COP`]];
    if (adminFee > 0) lines.unshift(['Administración mensual', `${formatPrice(adminFee)} COP`]);
    return lines;
  }
  return [
    ['Canon mensual', `${formatPrice(price)} COP`],
    ['Administración mensual', adminFee > 0 ? `${formatPrice(adminFee)} COP` : 'Sin administración'],
    ['Total mensual', `${formatPrice(price + adminFee)} COP`],
  ];
}

function facts(property: ApiProperty): Array<[string, string]> {
  const f = property.features;
  const rows: Array<[string, string | false]> = [
    ['Área', f.area > 0 && formatArea(f.area)],
    ['Habitaciones', f.bedrooms > 0 && String(f.bedrooms)],
    ['Baños', f.bathrooms > 0 && String(f.bathrooms)],
    ['Parqueaderos', String(f.parking)],
    ['Estrato', property.estrato !== null && property.estrato > 0 && String(property.estrato)],
    ['Piso', f.floor > 0 && (f.totalFloors > 1 ? `${f.floor} de ${f.totalFloors}` : String(f.floor))],
    ['Construcción', f.yearBuilt > 0 && String(f.yearBuilt)],
    ['Precio por m²', property.pricePerM2 > 0 && `$ ${formatNumber(property.pricePerM2)}`],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== false);
}

const YES: Array<[keyof Pick<ApiProperty, 'elevator' | 'gatedCommunity' | 'petsAllowed'>, string]> = [
  ['elevator', 'Ascensor'],
  ['gatedCommunity', 'Conjunto cerrado'],
  ['petsAllowed', 'Admite mascotas'],
];

/** The address as far as the location flag allows: the full one, or only barrio, localidad and ciudad. */
export function fichaAddress(property: ApiProperty): string {
  const { address, neighborhood, locality, city } = property.location;
  return joinLocation([property.showExactLocation ? address : '', neighborhood, locality, city]);
}

/** Everything the ficha prints, from the listing, the agency's settings and the listing's canonical URL. */
export function fichaView(property: ApiProperty, settings: SiteSettings, canonicalUrl: string, at: Date): FichaView {
  const { general, appearance } = settings;
  const url = new URL(canonicalUrl);
  url.searchParams.set('utm_source', 'ficha');
  const { price } = property;
  return {
    title: property.title,
    code: fichaCode(property),
    kind: `${PROPERTY_TYPE_LABELS[property.type] ?? 'Inmueble'} ${OPERATION_LABELS[property.operation].toLowerCase()}`,
    status: FICHA_STATUS_NOTES[property.status] ?? '',
    prices: priceLines(property),
    priceNote: price > 0 ? FICHA_PRICE_NOTES[property.operation] : FICHA_PRICE_NOTES.none,
    facts: facts(property),
    amenities: [...property.amenities, ...YES.filter(([key]) => property[key]).map(([, label]) => label)],
    description: descriptionOpening(property.description),
    address: fichaAddress(property),
    approximate: !property.showExactLocation,
    agent: {
      name: property.agent.name,
      phone: property.agent.phone,
      whatsapp: formatWhatsapp(property.agent.whatsapp || general.whatsapp),
      email: property.agent.email,
    },
    agency: {
      name: general.siteName,
      initials: initialsOf(general.siteName),
      phone: general.contactPhone,
      whatsapp: formatWhatsapp(general.whatsapp),
      email: general.contactEmail,
      address: general.address,
      website: url.host,
      colour: appearance.primaryColor,
    },
    url: url.toString(),
    photos: fichaPhotos(property.images),
    generatedOn: fichaDate(at),
  };
}
