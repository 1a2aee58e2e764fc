import { placeName } from '../domain/place-slugs';
import { PROPERTY_TYPE_LABELS } from '../domain/property';
import type { ApiProperty } from '../validation/property-response';

// One listing as an <ad> of Trovit's homes XML format (read by Trovit, Mitula, Nestoria and
// other aggregators), following the rules of OpenEstate-IO's schema of it (the copy in
// tests/fixtures/trovit, validated by the integration test). Pure: no server code.

/** Characters XML 1.0 does not allow at all (controls other than tab, newline and return). */
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Anything xmlText changes. */
const NEEDS_ESCAPE = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an element or an attribute (most values need nothing: one test, no copy). */
export function xmlText(value: string): string {
  if (!NEEDS_ESCAPE.test(value)) return value;
  return value.replace(INVALID_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

const element = (name: string, value: string | number, attributes = '') =>
  `<${name}${attributes}>${xmlText(String(value))}</${name}>`;

/** "2026/11/26 21:40:05" (UTC): the DateValue format every version of the schema accepts. */
export function trovitDate(iso: string): string {
  return new Date(iso).toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, '/');
}

/** The schema's description needs at least 30 characters: a short one is led by the title. */
export function trovitContent(property: Pick<ApiProperty, 'title' | 'description' | 'type' | 'location'>): string {
  const description = property.description.trim();
  if (description.length >= 30) return description;
  const text = `${property.title}. ${description}`.trim();
  if (text.length >= 30) return text;
  return `${text} ${PROPERTY_TYPE_LABELS[property.type]} en ${placeName(property.location.city) || 'Colombia'}.`;
}

/** "…. Código: IB-0001" (nothing added without a code). */
export function withCode(content: string, code: string | undefined): string {
  return code ? `${content}\nCódigo: ${code}` : content;
}

/** The floor area as the schema takes it (whole m² from 20 to 50,000), or null to leave it out. */
function floorArea(area: number): number | null {
  const rounded = Math.round(area);
  return rounded >= 20 && rounded <= 50_000 ? rounded : null;
}

/** Where the agency's element goes in an ad (trovitAdParts). */
const AGENCY = Symbol('agency');

/** The <agency> element: the one part of an ad that is not the listing's (the agency's name, in the settings). */
export const trovitAgency = (agency: string) => element('agency', agency);

/**
 * One public listing (already in its public shape: approximate address and point unless the
 * owner allowed the exact ones) as an <ad>; `origin` makes its URLs absolute.
 */
export function trovitAd(property: ApiProperty, origin: string, agency: string): string {
  const [head, tail] = trovitAdParts(property, origin);
  return head + trovitAgency(agency) + tail;
}

/**
 * An <ad> in the two parts around its <agency> element, so that the parts of each listing can be
 * kept and a change of the agency's name writes one element instead of every ad.
 */
export function trovitAdParts(property: ApiProperty, origin: string): [head: string, tail: string] {
  const { location: l, features: f } = property;
  const rent = property.operation === 'arriendo';
  const area = floorArea(f.area);
  const absolute = (url: string) => new URL(url, origin).toString();
  const parts = [
    element('id', property._id),
    element('url', `${origin}/property/${property._id}`),
    element('title', property.title),
    element('type', rent ? 'For Rent' : 'For Sale'),
    // Trovit has no field for the agency's own reference: it closes the text, so a buyer who
    // calls can name it (the <id> stays the database id the portals already know).
    element('content', withCode(trovitContent(property), property.code)),
    // The price in COP, monthly for rentals; a price "a consultar" (0) is left out.
    property.price > 0 &&
      element('price', Math.round(property.price), ` currency="COP"${rent ? ' period="monthly"' : ''}`),
    element('property_type', PROPERTY_TYPE_LABELS[property.type]),
    l.address && element('address', l.address),
    l.neighborhood && element('neighborhood', l.neighborhood),
    l.locality && element('city_area', l.locality),
    l.city && element('city', placeName(l.city)),
    l.state && element('region', l.state),
    element('country', 'CO'),
    l.zipCode && l.zipCode !== '000000' && element('postcode', l.zipCode),
    l.coordinates && element('latitude', l.coordinates.lat),
    l.coordinates && element('longitude', l.coordinates.lng),
    AGENCY,
    area !== null && element('floor_area', area, ' unit="meters"'),
    f.bedrooms > 0 && element('rooms', Math.round(f.bedrooms)),
    f.bathrooms > 0 && element('bathrooms', Math.round(f.bathrooms)),
    element('parking', f.parking > 0 ? 'true' : 'false'),
    f.yearBuilt >= 1700 && element('year', f.yearBuilt),
    property.images.length > 0 &&
      `<pictures>${property.images
        .map(
          (image) =>
            `<picture>${element('picture_url', absolute(image.url))}${image.alt ? element('picture_title', image.alt) : ''}</picture>`,
        )
        .join('')}</pictures>`,
    element('date', trovitDate(property.createdAt)),
  ];
  const at = parts.indexOf(AGENCY);
  const text = (from: typeof parts) => from.filter(Boolean).join('');
  return [`<ad>${text(parts.slice(0, at))}`, `${text(parts.slice(at + 1))}</ad>\n`];
}

export const TROVIT_HEAD = '<?xml version="1.0" encoding="utf-8"?>\n<trovit>\n';
export const TROVIT_TAIL = '</trovit>\n';
