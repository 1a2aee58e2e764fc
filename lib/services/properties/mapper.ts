// Mappers between the stored property, the API shape (docs/product-rules.md#property) and the card view model.
import { recentDrop, type PriceDrop } from '../../domain/price-history';
import { DEFAULT_AGENT_PHOTO, NO_AGENT } from '../../validation/no-agent';
import { toPropertyCard } from '../../validation/property-card';
import type { ApiProperty } from '../../validation/property-response';
import type { StoredProperty } from '../catalogue';

export type { StoredProperty };
export { DEFAULT_AGENT_PHOTO, NO_AGENT, toPropertyCard };

const str = (v: string | null | undefined, fallback = '') => v ?? fallback;
const num = (v: number | null | undefined, fallback = 0) =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;
const iso = (v: Date | string | null | undefined) => (v ? new Date(v).toISOString() : new Date(0).toISOString());

/** The stored last reduction, complete, or null. */
function storedDrop(drop: StoredProperty['lastDrop']): PriceDrop | null {
  if (!drop?.at || typeof drop.from !== 'number' || typeof drop.to !== 'number') return null;
  return { from: drop.from, to: drop.to, pct: num(drop.pct), at: iso(drop.at) };
}

/**
 * The API shape. `dropSince` (priceDropSince) dates the "Bajó de precio" window: cached reads
 * pass the one of their cache key; without it, no reduction is recent.
 */
export function toApiProperty(doc: StoredProperty, dropSince?: string): ApiProperty {
  const l = doc.location ?? {};
  const f = doc.features ?? {};
  const c = doc.contactInfo ?? {};
  const images = [...(doc.images ?? [])]
    .sort((x, y) => num(x.order) - num(y.order))
    .map((img, index) => ({ url: img.url, alt: str(img.alt), isMain: index === 0, order: index }));
  const lat = l.coordinates?.lat;
  const lng = l.coordinates?.lng;
  const videos = doc.videos ?? [];
  return {
    _id: doc._id.toString(),
    title: str(doc.title),
    slug: str(doc.slug),
    code: str(doc.code),
    description: str(doc.description, 'Sin descripción disponible'),
    price: num(doc.price),
    currency: str(doc.currency, 'COP'),
    type: doc.type ?? 'apartamento',
    operation: doc.operation ?? 'venta',
    status: doc.status ?? 'borrador',
    featured: Boolean(doc.featured),
    showExactLocation: Boolean(doc.showExactLocation),
    // Stored before the flag existed: on, its default.
    syndicate: doc.syndicate !== false,
    location: {
      address: str(l.address),
      neighborhood: str(l.neighborhood),
      locality: str(l.locality),
      localityCode: str(l.localityCode),
      city: str(l.city),
      cityCode: str(l.cityCode),
      state: str(l.state),
      departmentCode: str(l.departmentCode),
      coordinates: typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null,
      zipCode: str(l.zipCode, '000000'),
    },
    features: {
      bedrooms: num(f.bedrooms),
      bathrooms: num(f.bathrooms),
      parking: num(f.parking),
      area: num(f.area),
      areaUnit: str(f.areaUnit, 'm2'),
      floor: num(f.floor, 1),
      totalFloors: num(f.totalFloors, 1),
      yearBuilt: num(f.yearBuilt, 2020),
    },
    estrato: doc.estrato ?? null,
    adminFee: num(doc.adminFee),
    elevator: Boolean(doc.elevator),
    gatedCommunity: Boolean(doc.gatedCommunity),
    petsAllowed: Boolean(doc.petsAllowed),
    rentalRequirements: doc.rentalRequirements ?? [],
    images,
    videos,
    video: videos[0] ?? null,
    amenities: doc.amenities ?? [],
    agentId: doc.agentId ? doc.agentId.toString() : null,
    // Filled from the agent's profile by the read path (agent-blocks.ts).
    agent: NO_AGENT,
    contactInfo: {
      phone: str(c.phone),
      whatsapp: str(c.whatsapp),
      email: str(c.email),
      website: str(c.website),
      schedule: str(c.schedule),
    },
    views: num(doc.views),
    favorites: num(doc.favorites),
    inquiries: num(doc.inquiries),
    tags: doc.tags ?? [],
    keywords: doc.keywords ?? [],
    pricePerM2: num(doc.pricePerM2),
    priceHistory: (doc.priceHistory ?? []).map((point) => ({ price: num(point.price), at: iso(point.at) })),
    priceDrop: dropSince ? recentDrop(storedDrop(doc.lastDrop), dropSince) : null,
    priority: num(doc.priority),
    version: num(doc.version),
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
  };
}

/**
 * The stored fields toPropertyCard reads: what card lists fetch (a mongoose select). The API
 * lists answer whole properties (lib/openapi), so only the pages' lists use it. Every
 * image is fetched: the cover is the lowest `order`, and FerretDB v1 has no `$slice` projection.
 */
export const CARD_FIELDS =
  'title price operation type featured status location.neighborhood location.locality location.city features.bedrooms features.bathrooms features.area images lastDrop';
