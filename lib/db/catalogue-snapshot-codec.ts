// The bytes of the catalogue's snapshot (catalogue-snapshot.ts): the compact rows
// (catalogue-compact.ts) as JSON arrays in the schema's field order (no key repeated 19,000
// times: half the text to parse at start), dates as times in ms, gzip'd. A missing value is
// written as null, which every reader of a row treats as missing. Encoding yields to the event
// loop between slices, so a server writing its snapshot keeps answering.
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';

import { Interner } from './catalogue-compact';

type Doc = Record<string, unknown>;
type Obj = Doc | null | undefined;

const FORMAT = 2;
const SLICE = 1000;
const ROWS_PER_CHUNK = 4000;

const ms = (v: unknown) => (v instanceof Date ? v.getTime() : (v ?? null));
const nested = (o: Obj, keys: readonly string[]): unknown[] | null => (o ? keys.map((k) => o[k] ?? null) : null);
const LOCATION = ['address', 'neighborhood', 'locality', 'localityCode', 'city', 'cityCode', 'state', 'departmentCode'];
const FEATURES = ['bedrooms', 'bathrooms', 'parking', 'area', 'areaUnit', 'floor', 'totalFloors', 'yearBuilt'];
const CONTACT = ['phone', 'whatsapp', 'email', 'website', 'schedule'];
/** Top-level fields copied as they are, in order (the others are encoded apart below). */
const PLAIN = [
  '_id', 'title', 'slug', 'code', 'description', 'price', 'currency', 'type', 'operation', 'status', 'featured',
  'showExactLocation', 'syndicate', 'estrato', 'adminFee', 'elevator', 'gatedCommunity', 'petsAllowed',
  'rentalRequirements', 'videos', 'amenities', 'agentId', 'views', 'favorites', 'inquiries', 'tags', 'keywords',
  'pricePerM2', 'priority', 'version', 'searchText',
] as const; // prettier-ignore

function encodeRow(row: Doc): unknown[] {
  const l = row.location as Obj;
  const c = l?.coordinates as Obj;
  const drop = row.lastDrop as Obj;
  return [
    ...PLAIN.map((k) => row[k] ?? null),
    l ? [...LOCATION.map((k) => l[k] ?? null), c ? [c.lat ?? null, c.lng ?? null] : null, l.zipCode ?? null] : null,
    nested(row.features as Obj, FEATURES),
    nested(row.contactInfo as Obj, CONTACT),
    Array.isArray(row.images)
      ? row.images.map((i: Doc) => [i.url ?? null, i.alt ?? null, i.isMain ?? null, i.order ?? null])
      : null,
    Array.isArray(row.priceHistory) ? row.priceHistory.map((p: Doc) => [p.price ?? null, ms(p.at)]) : null,
    drop ? [drop.from ?? null, drop.to ?? null, drop.pct ?? null, ms(drop.at)] : null,
    ms(row.createdAt),
    ms(row.updatedAt),
  ];
}

type Values = unknown[] | null | undefined;

/**
 * A row back from its arrays, built as compactProperty builds it (the same fields in the same
 * order, so every row shares one shape): no intermediate document, the start's longest step.
 */
function decodeRow(v: unknown[], p: Interner): Doc {
  let at = PLAIN.length;
  const l = v[at++] as Values;
  const c = l?.[LOCATION.length] as Values;
  const f = v[at++] as Values;
  const ci = v[at++] as Values;
  const images = v[at++] as unknown[][] | null;
  const history = v[at++] as unknown[][] | null;
  const d = v[at++] as Values;
  return {
    _id: v[0],
    title: v[1],
    slug: v[2],
    code: v[3],
    description: v[4],
    price: v[5],
    currency: p.str(v[6]),
    type: p.str(v[7]),
    operation: p.str(v[8]),
    status: p.str(v[9]),
    featured: v[10],
    showExactLocation: v[11],
    syndicate: v[12],
    location: l && {
      address: p.str(l[0]),
      neighborhood: p.str(l[1]),
      locality: p.str(l[2]),
      localityCode: p.str(l[3]),
      city: p.str(l[4]),
      cityCode: p.str(l[5]),
      state: p.str(l[6]),
      departmentCode: p.str(l[7]),
      coordinates: c && { lat: c[0], lng: c[1] },
      zipCode: p.str(l[9]),
    },
    features: f && {
      bedrooms: f[0],
      bathrooms: f[1],
      parking: f[2],
      area: f[3],
      areaUnit: p.str(f[4]),
      floor: f[5],
      totalFloors: f[6],
      yearBuilt: f[7],
    },
    estrato: v[13],
    adminFee: v[14],
    elevator: v[15],
    gatedCommunity: v[16],
    petsAllowed: v[17],
    rentalRequirements: p.list(v[18]),
    images: images && images.map((i) => ({ url: p.str(i[0]), alt: p.str(i[1]), isMain: i[2], order: i[3] })),
    videos: p.list(v[19]),
    amenities: p.list(v[20]),
    agentId: v[21],
    contactInfo: ci && {
      phone: p.str(ci[0]),
      whatsapp: p.str(ci[1]),
      email: p.str(ci[2]),
      website: p.str(ci[3]),
      schedule: p.str(ci[4]),
    },
    views: v[22],
    favorites: v[23],
    inquiries: v[24],
    tags: p.list(v[25]),
    keywords: p.list(v[26]),
    pricePerM2: v[27],
    priceHistory: history && history.map((h) => ({ price: h[0], at: p.date(h[1]) })),
    lastDrop: d && { from: d[0], to: d[1], pct: d[2], at: p.date(d[3]) },
    priority: v[28],
    version: v[29],
    searchText: v[30],
    createdAt: p.date(v[at++]),
    updatedAt: p.date(v[at++]),
  };
}

const yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The rows as the snapshot's chunks: each ROWS_PER_CHUNK rows gzip'd on their own, so a start
 * decodes one while the database sends the next.
 */
export async function encodeRows(rows: readonly Doc[]): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for (let start = 0; start < rows.length || chunks.length === 0; start += ROWS_PER_CHUNK) {
    const parts: string[] = [];
    for (let i = start; i < Math.min(rows.length, start + ROWS_PER_CHUNK); i += SLICE) {
      parts.push(
        rows
          .slice(i, Math.min(i + SLICE, start + ROWS_PER_CHUNK))
          .map((row) => JSON.stringify(encodeRow(row)))
          .join(','),
      );
      await yieldToEventLoop();
    }
    chunks.push(await promisify(gzip)(`{"format":${FORMAT},"rows":[${parts.join(',')}]}`, { level: 6 }));
  }
  return chunks;
}

/** The rows of one chunk, compact; throws on a chunk of another format. */
export async function decodeRows(bytes: Buffer, pool = new Interner()): Promise<Doc[]> {
  const parsed = JSON.parse((await promisify(gunzip)(bytes)).toString('utf8')) as { format: number; rows: unknown[][] };
  if (parsed.format !== FORMAT) throw new Error(`catalogue snapshot of format ${parsed.format}, not ${FORMAT}`);
  return parsed.rows.map((values) => decodeRow(values, pool));
}
