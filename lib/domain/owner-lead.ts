import { formatArea, formatPrice } from '../format';
import { PROPERTY_TYPE_LABELS, type Operation, type PropertyType } from './property';
import type { ValuationScope } from './valuation';

// An owner's lead (kind `owner`, from /vender): their property and the estimate they saw, as
// stored and shown to staff. Pure: the service, the e-mail and the admin share the wording.

export interface OwnerEstimate {
  low: number;
  mid: number;
  high: number;
  comparables: number;
  scope: ValuationScope;
}

export interface OwnerDetails {
  operation: Operation;
  type: PropertyType;
  city: string;
  locality: string | null;
  area: number;
  bedrooms: number | null;
  bathrooms: number | null;
  parking: number | null;
  estrato: number | null;
  /** null when there were too few comparables for a figure. */
  estimate: OwnerEstimate | null;
}

const VERB: Record<Operation, string> = { venta: 'vender', arriendo: 'arrendar' };

/** "Apartamento para vender en Chapinero, Bogotá, D.C. · 80 m²": the lead's subject. */
export function ownerSubject(owner: OwnerDetails): string {
  const place = [owner.locality, owner.city].filter(Boolean).join(', ');
  return `${PROPERTY_TYPE_LABELS[owner.type]} para ${VERB[owner.operation]} en ${place} · ${formatArea(owner.area)}`;
}

/** "$ 300.000.000 – $ 380.000.000 (medio $ 340.000.000), 7 comparables de la ciudad". */
export function estimateText(estimate: OwnerEstimate | null): string {
  if (!estimate) return 'Sin estimación: pocos comparables publicados';
  const where = estimate.scope === 'locality' ? 'la localidad' : 'la ciudad';
  return `${formatPrice(estimate.low)} – ${formatPrice(estimate.high)} (medio ${formatPrice(estimate.mid)}), ${estimate.comparables} comparables de ${where}`;
}

/** The lead's message: the property's details, the estimate and the owner's note. */
export function ownerMessage(owner: OwnerDetails, note?: string): string {
  const details = [
    owner.bedrooms !== null && `${owner.bedrooms} habitaciones`,
    owner.bathrooms !== null && `${owner.bathrooms} baños`,
    owner.parking !== null && `${owner.parking} parqueaderos`,
    owner.estrato !== null && `estrato ${owner.estrato}`,
  ].filter(Boolean);
  return [
    ...(details.length ? [details.join(', ')] : []),
    `Estimación: ${estimateText(owner.estimate)}`,
    ...(note ? [note] : []),
  ].join('. ');
}
