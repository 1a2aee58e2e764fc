// Client demands (demandas): what a buyer or tenant is looking for, crossed with the listings
// (the cruce). docs/demands.md. Pure: no server imports.

import type { Operation, PropertyType } from './property';

export const DEMAND_STATUSES = ['activa', 'en_pausa', 'cerrada'] as const;
export type DemandStatus = (typeof DEMAND_STATUSES)[number];

export const DEMAND_STATUS_LABELS: Record<DemandStatus, string> = {
  activa: 'Activa',
  en_pausa: 'En pausa',
  cerrada: 'Cerrada',
};

/**
 * What the client looks for: the fields the cruce matches listings on (lib/domain/demand-match.ts).
 * Stored, matched, shown and logged alike; null or empty means no criterion.
 */
export interface DemandCriteria {
  operation: Operation;
  types?: PropertyType[] | null;
  /** A city code ("11001") or name, like the public list's `city`. */
  city?: string | null;
  /** Locality codes or names (barrios too), like the public list's `neighborhood`: any one matches. */
  localities?: string[] | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  minBedrooms?: number | null;
  minBathrooms?: number | null;
  minParking?: number | null;
  minArea?: number | null;
  estratoMin?: number | null;
  estratoMax?: number | null;
  petsAllowed?: boolean | null;
}

/** The criteria's keys, in the order the API shows them and the activity log compares them. */
export const DEMAND_CRITERIA = [
  'operation',
  'types',
  'city',
  'localities',
  'minPrice',
  'maxPrice',
  'minBedrooms',
  'minBathrooms',
  'minParking',
  'minArea',
  'estratoMin',
  'estratoMax',
  'petsAllowed',
] as const satisfies ReadonlyArray<keyof DemandCriteria>;
export type DemandCriterion = (typeof DEMAND_CRITERIA)[number];

/** What a user can meet on the demands' API and screens (docs/demands.md). */
export const DEMAND_MESSAGES = {
  created: 'Demanda creada exitosamente',
  updated: 'Demanda actualizada exitosamente',
  deleted: 'Demanda eliminada exitosamente',
  notFound: 'Demanda no encontrada',
  invalidId: 'ID de demanda no válido',
  consent:
    'Debes contar con la autorización del cliente para el tratamiento de sus datos personales (Ley 1581 de 2012)',
  clientRequired: 'Los datos del cliente son obligatorios',
  clientName: 'El nombre del cliente es obligatorio',
  clientPhone: 'El teléfono del cliente es obligatorio',
  phoneInvalid: 'El teléfono no es válido',
  emailInvalid: 'El email no es válido',
  operation: 'La operación debe ser venta o arriendo',
  types: 'Selecciona al menos un tipo de inmueble',
  typeInvalid: 'Tipo de inmueble no válido',
  estrato: 'El estrato debe estar entre 1 y 6',
  priceOrder: 'El precio mínimo no puede ser mayor que el máximo',
  estratoOrder: 'El estrato mínimo no puede ser mayor que el máximo',
  status: 'El estado debe ser activa, en_pausa o cerrada',
  petsAllowed: 'Mascotas debe ser verdadero, falso o null',
  invalidAgent: 'ID de asesor no válido',
  agentUnavailable: 'El asesor no existe o está inactivo',
  onlyAdminAssigns: 'Solo un administrador puede asignar la demanda a otro asesor',
  emptyPatch: 'Indica al menos un dato de la demanda para actualizar',
} as const;

/** The price and estrato bounds a demand may set; null or undefined: no bound. */
export interface DemandRanges {
  minPrice?: number | null;
  maxPrice?: number | null;
  estratoMin?: number | null;
  estratoMax?: number | null;
}

const inOrder = (min: number | null | undefined, max: number | null | undefined) =>
  min === null || min === undefined || max === null || max === undefined || min <= max;

/**
 * The cross-field rules of a demand: a minimum above its maximum. Checked on the request's own
 * fields by the schemas and, for a partial update, on the stored demand with the patch over it.
 */
export function demandRangeIssues(ranges: DemandRanges): Array<{ field: keyof DemandRanges; message: string }> {
  const issues: Array<{ field: keyof DemandRanges; message: string }> = [];
  if (!inOrder(ranges.minPrice, ranges.maxPrice))
    issues.push({ field: 'minPrice', message: DEMAND_MESSAGES.priceOrder });
  if (!inOrder(ranges.estratoMin, ranges.estratoMax))
    issues.push({ field: 'estratoMin', message: DEMAND_MESSAGES.estratoOrder });
  return issues;
}

/** The rules above as the routes list them (their `rules`, in the OpenAPI document's 400). */
export const DEMAND_RULES = [
  `un precio mínimo mayor que el máximo ('${DEMAND_MESSAGES.priceOrder}')`,
  `un estrato mínimo mayor que el máximo ('${DEMAND_MESSAGES.estratoOrder}')`,
] as const;
