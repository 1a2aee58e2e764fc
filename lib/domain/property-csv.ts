import { normalizeText } from '../text';
import { OPERATION_LABELS, OPERATIONS, PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from './property';

// The one column table of the property CSV (docs/import-export.md): the import template, the
// export and the import all read it, so an exported file imports back unchanged. Each column has
// its template header (`key`), the Spanish headers accepted for it (matched without case or
// accents), how its cell reads, and where its value goes in the property body of POST
// /api/properties. Pure: no server code.

export type CellKind = 'text' | 'integer' | 'decimal' | 'boolean' | 'list' | 'urls' | 'choice';

export interface CsvColumn {
  key: string;
  /** Spanish headers accepted for it (the template's own header is always accepted). */
  aliases: readonly string[];
  kind: CellKind;
  /** Dotted path in the property body; '' for a column the service resolves itself (agentEmail). */
  path: string;
}

const col = (key: string, kind: CellKind, path: string, aliases: string[] = []): CsvColumn => ({
  key,
  kind,
  path,
  aliases,
});

export const PROPERTY_CSV_COLUMNS: readonly CsvColumn[] = [
  col('code', 'text', 'code', ['código', 'codigo de referencia', 'referencia', 'ref', 'cod']),
  col('title', 'text', 'title', ['título', 'nombre', 'titulo del inmueble']),
  col('operation', 'choice', 'operation', ['operación', 'negocio', 'tipo de negocio', 'tipo de operación']),
  col('type', 'choice', 'type', ['tipo', 'tipo de inmueble', 'inmueble', 'clase']),
  col('status', 'choice', 'status', ['estado']),
  col('price', 'integer', 'price', ['precio', 'valor', 'canon', 'precio de venta', 'canon de arriendo', 'precio cop']),
  col('adminFee', 'integer', 'adminFee', [
    'administración',
    'admin',
    'cuota de administración',
    'valor administración',
  ]),
  col('estrato', 'integer', 'estrato', ['estrato socioeconómico']),
  col('bedrooms', 'integer', 'features.bedrooms', ['habitaciones', 'alcobas', 'cuartos', 'dormitorios', 'hab']),
  col('bathrooms', 'integer', 'features.bathrooms', ['baños', 'banos']),
  col('parking', 'integer', 'features.parking', ['parqueaderos', 'parqueadero', 'garajes', 'garaje']),
  col('area', 'decimal', 'features.area', ['área', 'área m2', 'área construida', 'metros', 'm2', 'metros cuadrados']),
  col('floor', 'integer', 'features.floor', ['piso']),
  col('totalFloors', 'integer', 'features.totalFloors', ['pisos', 'número de pisos', 'pisos del edificio']),
  col('yearBuilt', 'integer', 'features.yearBuilt', ['año de construcción', 'año', 'año construcción']),
  col('neighborhood', 'text', 'location.neighborhood', ['barrio', 'sector']),
  col('locality', 'text', 'location.locality', ['localidad', 'código de localidad']),
  col('city', 'text', 'location.city', ['ciudad', 'municipio', 'código de ciudad']),
  col('department', 'text', 'location.state', ['departamento', 'código de departamento']),
  col('address', 'text', 'location.address', ['dirección']),
  col('zipCode', 'text', 'location.zipCode', ['código postal']),
  col('lat', 'decimal', 'location.coordinates.lat', ['latitud']),
  col('lng', 'decimal', 'location.coordinates.lng', ['longitud']),
  col('showExactLocation', 'boolean', 'showExactLocation', ['ubicación exacta', 'mostrar ubicación exacta']),
  col('featured', 'boolean', 'featured', ['destacado', 'destacada']),
  col('syndicate', 'boolean', 'syndicate', ['publicar en portales', 'portales']),
  col('elevator', 'boolean', 'elevator', ['ascensor']),
  col('gatedCommunity', 'boolean', 'gatedCommunity', ['conjunto cerrado']),
  col('petsAllowed', 'boolean', 'petsAllowed', ['mascotas', 'admite mascotas']),
  col('description', 'text', 'description', ['descripción']),
  col('amenities', 'list', 'amenities', ['comodidades', 'amenidades']),
  col('rentalRequirements', 'list', 'rentalRequirements', ['requisitos', 'requisitos de arriendo']),
  col('tags', 'list', 'tags', ['etiquetas']),
  col('keywords', 'list', 'keywords', ['palabras clave']),
  col('priority', 'integer', 'priority', ['prioridad']),
  col('agentEmail', 'text', '', ['asesor', 'correo del asesor', 'email del asesor']),
  col('contactPhone', 'text', 'contactInfo.phone', ['teléfono de contacto', 'teléfono']),
  col('contactWhatsapp', 'text', 'contactInfo.whatsapp', ['whatsapp']),
  col('contactEmail', 'text', 'contactInfo.email', ['correo de contacto', 'email de contacto']),
  col('contactWebsite', 'text', 'contactInfo.website', ['sitio web']),
  col('contactSchedule', 'text', 'contactInfo.schedule', ['horario']),
  col('images', 'urls', 'images', ['imágenes', 'fotos', 'urls de imágenes']),
  col('videos', 'urls', 'videos', ['urls de videos']),
];

export type ColumnKey = (typeof PROPERTY_CSV_COLUMNS)[number]['key'];

/** Between the items of a list cell (amenities, image URLs): a pipe, which no URL or amenity holds. */
export const LIST_SEPARATOR = ' | ';

/** A header folded for matching: no accents, no case, punctuation as spaces ("Área (m²)" -> "area m2"). */
export function foldHeader(header: string): string {
  return normalizeText(header.replace(/²/g, '2'))
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const BY_HEADER = new Map<string, CsvColumn>();
for (const column of PROPERTY_CSV_COLUMNS) {
  for (const name of [column.key, ...column.aliases]) BY_HEADER.set(foldHeader(name), column);
  // The camelCase key split into words ("admin fee", "year built") is accepted too.
  BY_HEADER.set(foldHeader(column.key.replace(/([a-z])([A-Z])/g, '$1 $2')), column);
}

export interface HeaderMap {
  /** For each column found: its index in the row and the header as written in the file. */
  columns: Map<ColumnKey, { index: number; header: string }>;
  /** Headers that name no column (ignored). */
  unknown: string[];
  /** Headers naming a column already found (the first one counts). */
  repeated: string[];
}

export function mapHeaders(headers: readonly string[]): HeaderMap {
  const columns: HeaderMap['columns'] = new Map();
  const unknown: string[] = [];
  const repeated: string[] = [];
  headers.forEach((header, index) => {
    const column = BY_HEADER.get(foldHeader(header));
    if (!column) {
      if (header.trim()) unknown.push(header.trim());
    } else if (columns.has(column.key)) repeated.push(header.trim());
    else columns.set(column.key, { index, header: header.trim() });
  });
  return { columns, unknown, repeated };
}

/** lib/csv.ts guards a cell starting with = + - @ with an apostrophe; reading takes it off again. */
function unguard(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

const CHOICES: Record<string, Record<string, string>> = {
  operation: {
    ...Object.fromEntries(OPERATIONS.map((o) => [o, o])),
    ...Object.fromEntries(Object.entries(OPERATION_LABELS).map(([o, label]) => [normalizeText(label), o])),
    alquiler: 'arriendo',
    arrendamiento: 'arriendo',
    renta: 'arriendo',
  },
  type: {
    ...Object.fromEntries(PROPERTY_TYPES.map((t) => [t, t])),
    ...Object.fromEntries(Object.entries(PROPERTY_TYPE_LABELS).map(([t, label]) => [normalizeText(label), t])),
    apartaestudio: 'apartamento',
    lote: 'terreno',
  },
  status: { publicado: 'disponible', publicada: 'disponible' },
};

const TRUE_WORDS = new Set(['si', 'sí', 'true', 'verdadero', '1', 'x', 'yes']);
const FALSE_WORDS = new Set(['no', 'false', 'falso', '0']);

/**
 * An integer as spreadsheets in Colombia write it: "$ 450.000.000", "450,000,000" or "450000000".
 * What is not such a number goes through as written, for the schema to refuse with its message.
 */
function integerCell(cell: string): string {
  const bare = cell.replace(/^\$\s*|\s*(cop|\$)$/gi, '').replace(/\s+/g, '');
  if (/^-?\d{1,3}(\.\d{3})+$/.test(bare) || /^-?\d{1,3}(,\d{3})+$/.test(bare)) return bare.replace(/[.,]/g, '');
  return bare;
}

/** A decimal with a point or a comma ("72,5"); thousands marks are only read with both present. */
function decimalCell(cell: string): string {
  const bare = cell.replace(/\s+/g, '').replace(/m2$|m²$/i, '');
  if (/^-?\d{1,3}(\.\d{3})+,\d+$/.test(bare)) return bare.replace(/\./g, '').replace(',', '.');
  if (/^-?\d{1,3}(,\d{3})+\.\d+$/.test(bare)) return bare.replace(/,/g, '');
  if (/^-?\d+,\d+$/.test(bare)) return bare.replace(',', '.');
  return bare;
}

function listCell(cell: string): string[] {
  const items = cell.includes('|') ? cell.split('|') : cell.split(/[,;\n]/);
  return items.map((item) => item.trim()).filter(Boolean);
}

/** A non-empty cell as the value the property body takes (the schema still validates it). */
export function cellValue(column: CsvColumn, raw: string): unknown {
  const cell = unguard(raw.replace(/\r\n?/g, '\n')).trim();
  switch (column.kind) {
    case 'integer':
      return integerCell(cell);
    case 'decimal':
      return decimalCell(cell);
    case 'boolean': {
      const word = normalizeText(cell);
      if (TRUE_WORDS.has(word)) return true;
      if (FALSE_WORDS.has(word)) return false;
      return cell; // refused by the schema: "Debe ser verdadero o falso"
    }
    case 'list':
      return listCell(cell);
    case 'urls':
      return cell.split(/\s*\|\s*|\s+/).filter(Boolean);
    case 'choice':
      return CHOICES[column.key]?.[normalizeText(cell)] ?? normalizeText(cell);
    default:
      return column.key === 'code' ? cell.toUpperCase() : cell;
  }
}

/** The non-empty cells of a data row by column key. */
export function rowCells(row: readonly string[], headers: HeaderMap): Partial<Record<ColumnKey, string>> {
  const cells: Partial<Record<ColumnKey, string>> = {};
  for (const [key, { index }] of headers.columns) {
    const cell = row[index]?.trim() ?? '';
    if (cell !== '') cells[key] = row[index];
  }
  return cells;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[parts[parts.length - 1]] = value;
}

/**
 * The property body of a row's cells (only the keys given; an empty cell leaves the field to its
 * default on a create and as stored on an update).
 */
export function cellsToBody(cells: Partial<Record<ColumnKey, string>>, keys?: readonly ColumnKey[]) {
  const body: Record<string, unknown> = {};
  for (const column of PROPERTY_CSV_COLUMNS) {
    const cell = cells[column.key];
    if (!column.path || cell === undefined || (keys && !keys.includes(column.key))) continue;
    setPath(body, column.path, cellValue(column, cell));
  }
  return body;
}

/** The column a validation issue's path points to ('location.coordinates' -> lat). */
export function columnOfPath(path: readonly PropertyKey[]): CsvColumn | undefined {
  const dotted = path.filter((p) => typeof p === 'string').join('.');
  return (
    PROPERTY_CSV_COLUMNS.find((c) => c.path && c.path === dotted) ??
    PROPERTY_CSV_COLUMNS.find((c) => c.path && dotted.startsWith(`${c.path}.`)) ??
    PROPERTY_CSV_COLUMNS.find((c) => c.path && c.path.startsWith(`${dotted}.`))
  );
}

/** What the CSV needs of a stored property (the API shape has all of it). */
export interface CsvProperty {
  code?: string | null;
  title: string;
  operation: string;
  type: string;
  status: string;
  price: number;
  adminFee: number;
  estrato: number | null;
  description: string;
  features: Record<'bedrooms' | 'bathrooms' | 'parking' | 'area' | 'floor' | 'totalFloors' | 'yearBuilt', number>;
  location: {
    neighborhood: string;
    locality: string;
    city: string;
    state: string;
    address: string;
    zipCode: string;
    coordinates: { lat: number; lng: number } | null;
  };
  showExactLocation: boolean;
  featured: boolean;
  syndicate: boolean;
  elevator: boolean;
  gatedCommunity: boolean;
  petsAllowed: boolean;
  amenities: string[];
  rentalRequirements: string[];
  tags: string[];
  keywords: string[];
  priority: number;
  contactInfo: Record<'phone' | 'whatsapp' | 'email' | 'website' | 'schedule', string>;
  images: Array<{ url: string }>;
  videos: string[];
}

const yesNo = (value: boolean) => (value ? 'sí' : 'no');

/** A stored property as the template's cells (`agentEmail`: its agent's e-mail, '' when unassigned). */
export function propertyToCells(p: CsvProperty, agentEmail = ''): Record<ColumnKey, string> {
  const num = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  const list = (items: readonly string[]) => items.join(LIST_SEPARATOR);
  const f = p.features;
  const l = p.location;
  const c = p.contactInfo;
  return {
    code: p.code ?? '',
    title: p.title,
    operation: p.operation,
    type: p.type,
    status: p.status,
    price: num(p.price),
    adminFee: num(p.adminFee),
    estrato: num(p.estrato),
    bedrooms: num(f.bedrooms),
    bathrooms: num(f.bathrooms),
    parking: num(f.parking),
    area: num(f.area),
    floor: num(f.floor),
    totalFloors: num(f.totalFloors),
    yearBuilt: num(f.yearBuilt),
    neighborhood: l.neighborhood,
    locality: l.locality,
    city: l.city,
    department: l.state,
    address: l.address,
    zipCode: l.zipCode,
    lat: num(l.coordinates?.lat),
    lng: num(l.coordinates?.lng),
    showExactLocation: yesNo(p.showExactLocation),
    featured: yesNo(p.featured),
    syndicate: yesNo(p.syndicate),
    elevator: yesNo(p.elevator),
    gatedCommunity: yesNo(p.gatedCommunity),
    petsAllowed: yesNo(p.petsAllowed),
    description: p.description,
    amenities: list(p.amenities),
    rentalRequirements: list(p.rentalRequirements),
    tags: list(p.tags),
    keywords: list(p.keywords),
    priority: num(p.priority),
    agentEmail,
    contactPhone: c.phone,
    contactWhatsapp: c.whatsapp,
    contactEmail: c.email,
    contactWebsite: c.website,
    contactSchedule: c.schedule,
    images: list(p.images.map((image) => image.url)),
    videos: list(p.videos),
  };
}

/** The template's header row. */
export const TEMPLATE_HEADERS: readonly ColumnKey[] = PROPERTY_CSV_COLUMNS.map((c) => c.key);

const foldedText = (value: unknown) => (typeof value === 'string' ? normalizeText(value) : value);

/**
 * The columns of a row whose value differs from the stored property's (what an update would
 * change). Place names and e-mails compare without case or accents.
 */
export function changedColumns(
  cells: Partial<Record<ColumnKey, string>>,
  stored: Record<ColumnKey, string>,
): ColumnKey[] {
  const changed: ColumnKey[] = [];
  for (const column of PROPERTY_CSV_COLUMNS) {
    const cell = cells[column.key];
    if (cell === undefined) continue;
    const loose = ['locality', 'city', 'department', 'agentEmail'].includes(column.key);
    const a = cellValue(column, cell);
    const b = stored[column.key] === '' ? emptyValue(column) : cellValue(column, stored[column.key]);
    const same = loose ? foldedText(a) === foldedText(b) : sameValue(column, a, b);
    if (!same) changed.push(column.key);
  }
  return changed;
}

function emptyValue(column: CsvColumn): unknown {
  return column.kind === 'list' || column.kind === 'urls' ? [] : '';
}

function sameValue(column: CsvColumn, a: unknown, b: unknown): boolean {
  if (column.kind === 'integer' || column.kind === 'decimal') return Number(a) === Number(b) && a !== '' && b !== '';
  return JSON.stringify(a) === JSON.stringify(b);
}
