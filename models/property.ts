import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

import {
  MAX_PROPERTY_IMAGES,
  MAX_PROPERTY_VIDEOS,
  OPERATIONS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
} from '../lib/domain/property';
import { normalizeText } from '../lib/text';

const imageSchema = new Schema(
  {
    url: { type: String, required: true },
    alt: { type: String, default: '' },
    isMain: { type: Boolean, default: false },
    order: { type: Number, default: 0 },
  },
  { _id: false },
);

const pricePointSchema = new Schema(
  { price: { type: Number, required: true }, at: { type: Date, required: true } },
  { _id: false },
);
const priceDropSchema = new Schema({ from: Number, to: Number, pct: Number, at: Date }, { _id: false });

const propertySchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 200 },
    slug: { type: String, required: true, unique: true },
    /** The agency's reference ("IB-0001", lib/domain/property-code.ts): unique, set on create. */
    code: { type: String, trim: true },
    description: { type: String, default: 'Sin descripción disponible' },
    price: { type: Number, required: true, min: 0, default: 0 },
    currency: { type: String, default: 'COP' },
    type: { type: String, enum: PROPERTY_TYPES, required: true },
    operation: { type: String, enum: OPERATIONS, required: true },
    status: { type: String, enum: PROPERTY_STATUSES, default: 'borrador' },
    featured: { type: Boolean, default: false },
    /** The owner allows the exact point on the public site; otherwise an approximate area (lib/maps/approximate.ts). */
    showExactLocation: { type: Boolean, default: false },
    /** "Publicar en portales": listed in the portals' feed (GET /feeds/trovit.xml) while public. */
    syndicate: { type: Boolean, default: true },
    location: {
      address: { type: String, default: '' },
      neighborhood: { type: String, default: '' },
      locality: { type: String, default: '' },
      localityCode: { type: String, default: '' },
      city: { type: String, default: '' },
      cityCode: { type: String, default: '' },
      state: { type: String, default: '' },
      departmentCode: { type: String, default: '' },
      coordinates: { lat: Number, lng: Number },
      zipCode: { type: String, default: '000000' },
    },
    features: {
      bedrooms: { type: Number, default: 0, min: 0 },
      bathrooms: { type: Number, default: 0, min: 0 },
      parking: { type: Number, default: 0, min: 0 },
      area: { type: Number, default: 0, min: 0 },
      areaUnit: { type: String, default: 'm2' },
      floor: { type: Number, default: 1 },
      totalFloors: { type: Number, default: 1 },
      yearBuilt: { type: Number, default: 2020, min: 1900, max: 2030 },
    },
    // Colombian specifics (docs/product-rules.md#property).
    estrato: { type: Number, min: 1, max: 6 },
    adminFee: { type: Number, min: 0, default: 0 },
    elevator: { type: Boolean, default: false },
    gatedCommunity: { type: Boolean, default: false },
    petsAllowed: { type: Boolean, default: false },
    rentalRequirements: { type: [String], default: [] },
    images: {
      type: [imageSchema],
      default: [],
      validate: [(v: unknown[]) => v.length <= MAX_PROPERTY_IMAGES, `Máximo ${MAX_PROPERTY_IMAGES} imágenes`],
    },
    videos: {
      type: [String],
      default: [],
      validate: [(v: unknown[]) => v.length <= MAX_PROPERTY_VIDEOS, `Máximo ${MAX_PROPERTY_VIDEOS} videos`],
    },
    amenities: { type: [String], default: [] },
    /** The staff member (role 'agent' or 'admin') it is assigned to; the public `agent` block comes from them. */
    agentId: { type: Schema.Types.ObjectId, ref: 'User', index: true },
    contactInfo: {
      phone: String,
      whatsapp: String,
      email: String,
      website: String,
      schedule: String,
    },
    views: { type: Number, default: 0, min: 0 },
    favorites: { type: Number, default: 0, min: 0 },
    inquiries: { type: Number, default: 0, min: 0 },
    tags: { type: [String], default: [] },
    keywords: { type: [String], default: [] },
    pricePerM2: { type: Number, default: 0 },
    /** Every price the property had, oldest first (lib/domain/price-history.ts). */
    priceHistory: { type: [pricePointSchema], default: [] },
    /** The last change when it was a reduction (null after a rise): what `sort=price-drop` reads. */
    lastDrop: { type: priceDropSchema, default: null },
    priority: { type: Number, default: 0 },
    /** Optimistic concurrency: every update must match the stored number and increments it. */
    version: { type: Number, default: 0, min: 0 },
    /** Normalised text (lowercase, no accents) matched by search; rebuilt on every save. */
    searchText: { type: String, default: '', select: false },
  },
  { timestamps: true },
);

/** The fields searchText is built from: select them when recomputing it outside a save. */
export const SEARCH_TEXT_FIELDS = 'code title description type operation location tags';

export function propertySearchText(p: {
  code?: string | null;
  title?: string | null;
  description?: string | null;
  type?: string | null;
  operation?: string | null;
  location?: {
    address?: string | null;
    neighborhood?: string | null;
    locality?: string | null;
    city?: string | null;
    state?: string | null;
  } | null;
  tags?: string[] | null;
}): string {
  const l = p.location ?? {};
  return normalizeText(
    [
      p.code,
      p.title,
      p.type,
      p.operation,
      p.description,
      l.neighborhood,
      l.locality,
      l.city,
      l.state,
      l.address,
      ...(p.tags ?? []),
    ]
      .filter(Boolean)
      .join(' '),
  );
}

export function pricePerM2(price: number | null | undefined, area: number | null | undefined): number {
  return area && area > 0 ? Math.round((price ?? 0) / area) : 0;
}

/** Images in the given order, the first one main. */
export function orderedImages<T extends { url: string; alt?: string | null }>(images: readonly T[]) {
  return images.map((image, index) => ({ url: image.url, alt: image.alt ?? '', order: index, isMain: index === 0 }));
}

// Updates go through findOneAndUpdate, which skips this hook: lib/services/properties computes the
// same fields with the functions above.
propertySchema.pre('validate', function () {
  this.searchText = propertySearchText(this);
  this.pricePerM2 = pricePerM2(this.price, this.features?.area);
  this.images.forEach((image, index) => {
    image.order = index;
    image.isMain = index === 0;
  });
});

// Public catalogue: status filter first, then the equality filters, then the sort/range key.
propertySchema.index({ status: 1, operation: 1, type: 1, price: 1 });
propertySchema.index({ status: 1, createdAt: -1 });
propertySchema.index({ status: 1, featured: 1, priority: -1 });
propertySchema.index({ 'location.cityCode': 1, status: 1 });
propertySchema.index({ 'location.localityCode': 1, status: 1 });
propertySchema.index({ createdAt: -1 });
// Sparse: rows stored before codes existed have none until ensurePropertyCodes() gives them one.
propertySchema.index({ code: 1 }, { unique: true, sparse: true });
propertySchema.index({ status: 1, 'lastDrop.at': -1, 'lastDrop.pct': -1 });

export type PropertyDoc = InferSchemaType<typeof propertySchema>;
export const Property: Model<PropertyDoc> =
  (mongoose.models.Property as Model<PropertyDoc> | undefined) ??
  mongoose.model<PropertyDoc>('Property', propertySchema);
