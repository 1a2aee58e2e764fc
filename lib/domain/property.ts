// Property vocabularies and view shapes shared by models, validation, services and UI (no server imports).

export const PROPERTY_TYPES = ['casa', 'apartamento', 'oficina', 'local', 'terreno', 'finca', 'bodega'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const OPERATIONS = ['venta', 'arriendo'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** One coherent status model (docs/product-rules.md#property-statuses). */
export const PROPERTY_STATUSES = [
  'borrador',
  'pendiente',
  'disponible',
  'reservado',
  'vendido',
  'arrendado',
  'inactivo',
] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

/** Words of the old admin accepted as aliases of the stored statuses (docs/product-rules.md#property-statuses). */
export const LEGACY_STATUSES: Readonly<Record<string, PropertyStatus>> = {
  draft: 'borrador',
  pending: 'pendiente',
  published: 'disponible',
};

/** A status word as stored: legacy aliases mapped, anything else returned as given (for validation). */
export function toStoredStatus(word: string): string {
  const key = word.trim().toLowerCase();
  return LEGACY_STATUSES[key] ?? key;
}

/** Statuses the public catalogue lists. */
export const LISTED_STATUSES: readonly PropertyStatus[] = ['disponible', 'reservado'];
/** Statuses whose detail page stays reachable for the public (with a badge). */
export const PUBLIC_STATUSES: readonly PropertyStatus[] = ['disponible', 'reservado', 'vendido', 'arrendado'];

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  casa: 'Casa',
  apartamento: 'Apartamento',
  oficina: 'Oficina',
  local: 'Local Comercial',
  terreno: 'Terreno',
  finca: 'Finca',
  bodega: 'Bodega',
};

export const OPERATION_LABELS: Record<Operation, string> = {
  venta: 'En venta',
  arriendo: 'En arriendo',
};

export const MAX_PROPERTY_IMAGES = 20;
export const MAX_PROPERTY_VIDEOS = 5;

/** Spanish messages of the properties API, shared by services and tests. */
export const PROPERTY_MESSAGES = {
  notFound: 'Propiedad no encontrada',
  invalidId: 'ID de propiedad no válido',
  created: 'Propiedad creada exitosamente',
  updated: 'Propiedad actualizada exitosamente',
  deleted: 'Propiedad eliminada exitosamente',
  conflict: 'La propiedad fue modificada por otra persona. Recarga la página para ver los cambios antes de guardar.',
  agentUnavailable: 'El asesor seleccionado no existe o está inactivo',
  onlyAdminAssigns: 'Solo un administrador puede asignar la propiedad a otro asesor',
} as const;

/** What a listing card shows (docs/product-rules.md#property, trimmed to the card). */
export interface PropertyCardModel {
  id: string;
  href: string;
  title: string;
  formattedPrice: string;
  priceSuffix: string;
  location: string;
  beds: number;
  baths: number;
  area: string;
  image: { url: string; alt: string } | null;
  typeLabel: string;
  operationLabel: string;
  featured: boolean;
  status: PropertyStatus;
  /** The price before a reduction of the last 90 days ('Bajó de precio'), formatted; null otherwise. */
  previousPrice: string | null;
}
