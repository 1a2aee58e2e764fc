// The compact form of a public property held in memory (lib/services/catalogue/store.ts) and
// written in the catalogue's snapshot (catalogue-snapshot.ts). What the documents' own form costs
// at 19,000 listings: 111 MB of heap (ObjectIds, a fresh copy of every repeated string, objects
// in dictionary mode). Here: ids as their hex strings (what sift and the sort compare anyway),
// the schema's fields only (nothing a read of models/property.ts can see is dropped but `__v`),
// every object built with one literal shape, and repeated values shared: strings (places,
// contacts, image URLs the scaled catalogue reuses), lists of strings (amenities, tags) and dates.
// Rows are shared and never modified (store.ts), so sharing their parts is safe.

type Doc = Record<string, unknown>;
type Obj = Record<string, unknown> | null | undefined;

/** Shares equal values between rows: one pool per copy of the catalogue. */
export class Interner {
  private strings = new Map<string, string>();
  private lists = new Map<string, readonly string[]>();
  private dates = new Map<number, Date>();

  str<T>(value: T): T {
    if (typeof value !== 'string') return value;
    const known = this.strings.get(value);
    if (known !== undefined) return known as T;
    this.strings.set(value, value);
    return value;
  }

  /** A list of strings (a list of anything else is copied as it is). */
  list<T>(value: T): T {
    if (!Array.isArray(value)) return value;
    if (!value.every((v) => typeof v === 'string')) return [...value] as T;
    const key = value.join('\u0000');
    const known = this.lists.get(key);
    if (known && known.length === value.length) return known as T;
    const list = value.map((v: string) => this.str(v));
    this.lists.set(key, list);
    return list as T;
  }

  /** A Date (from a Date, an ISO string or a time in ms); other values as they are. */
  date<T>(value: T): T | Date {
    if (value === null || value === undefined) return value;
    const time =
      value instanceof Date
        ? value.getTime()
        : typeof value === 'string' || typeof value === 'number'
          ? new Date(value).getTime()
          : NaN;
    if (Number.isNaN(time)) return value;
    const known = this.dates.get(time);
    if (known) return known;
    const date = new Date(time);
    this.dates.set(time, date);
    return date;
  }
}

const id = (v: unknown) => (v === null || v === undefined ? v : String(v));

function location(l: Obj, p: Interner) {
  if (!l) return l;
  const c = l.coordinates as Obj;
  return {
    address: p.str(l.address),
    neighborhood: p.str(l.neighborhood),
    locality: p.str(l.locality),
    localityCode: p.str(l.localityCode),
    city: p.str(l.city),
    cityCode: p.str(l.cityCode),
    state: p.str(l.state),
    departmentCode: p.str(l.departmentCode),
    coordinates: c ? { lat: c.lat, lng: c.lng } : c,
    zipCode: p.str(l.zipCode),
  };
}

function features(f: Obj, p: Interner) {
  if (!f) return f;
  return {
    bedrooms: f.bedrooms,
    bathrooms: f.bathrooms,
    parking: f.parking,
    area: f.area,
    areaUnit: p.str(f.areaUnit),
    floor: f.floor,
    totalFloors: f.totalFloors,
    yearBuilt: f.yearBuilt,
  };
}

function contactInfo(c: Obj, p: Interner) {
  if (!c) return c;
  return {
    phone: p.str(c.phone),
    whatsapp: p.str(c.whatsapp),
    email: p.str(c.email),
    website: p.str(c.website),
    schedule: p.str(c.schedule),
  };
}

const images = (list: unknown, p: Interner) =>
  Array.isArray(list)
    ? list.map((img: Doc) => ({ url: p.str(img.url), alt: p.str(img.alt), isMain: img.isMain, order: img.order }))
    : list;

const priceHistory = (list: unknown, p: Interner) =>
  Array.isArray(list) ? list.map((point: Doc) => ({ price: point.price, at: p.date(point.at) })) : list;

function lastDrop(d: Obj, p: Interner) {
  if (!d) return d;
  return { from: d.from, to: d.to, pct: d.pct, at: p.date(d.at) };
}

/**
 * A property document (lean, or as the snapshot stores it) in its compact form: every field of
 * the schema, a missing one as undefined (which every reader treats as missing).
 */
export function compactProperty(doc: Doc, p: Interner): Doc {
  return {
    _id: id(doc._id),
    title: doc.title,
    slug: doc.slug,
    code: doc.code,
    description: doc.description,
    price: doc.price,
    currency: p.str(doc.currency),
    type: p.str(doc.type),
    operation: p.str(doc.operation),
    status: p.str(doc.status),
    featured: doc.featured,
    showExactLocation: doc.showExactLocation,
    syndicate: doc.syndicate,
    location: location(doc.location as Obj, p),
    features: features(doc.features as Obj, p),
    estrato: doc.estrato,
    adminFee: doc.adminFee,
    elevator: doc.elevator,
    gatedCommunity: doc.gatedCommunity,
    petsAllowed: doc.petsAllowed,
    rentalRequirements: p.list(doc.rentalRequirements),
    images: images(doc.images, p),
    videos: p.list(doc.videos),
    amenities: p.list(doc.amenities),
    agentId: id(doc.agentId),
    contactInfo: contactInfo(doc.contactInfo as Obj, p),
    views: doc.views,
    favorites: doc.favorites,
    inquiries: doc.inquiries,
    tags: p.list(doc.tags),
    keywords: p.list(doc.keywords),
    pricePerM2: doc.pricePerM2,
    priceHistory: priceHistory(doc.priceHistory, p),
    lastDrop: lastDrop(doc.lastDrop as Obj, p),
    priority: doc.priority,
    version: doc.version,
    searchText: doc.searchText,
    createdAt: p.date(doc.createdAt),
    updatedAt: p.date(doc.updatedAt),
  };
}
