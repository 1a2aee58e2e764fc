// How a demand reads on its screens: status colours, the operation from the client's side, the
// budget in pesos and the zone. Pure: unit-tested.
import type { DemandStatus } from '@/lib/domain/demands';
import { PROPERTY_TYPE_LABELS, type Operation, type PropertyType } from '@/lib/domain/property';
import { formatNumber, formatPrice } from '@/lib/format';

export { DEMAND_STATUS_LABELS } from '@/lib/domain/demands';

export const DEMAND_STATUS_BADGE: Record<DemandStatus, string> = {
  activa: 'bg-green-100 text-green-900',
  en_pausa: 'bg-amber-100 text-amber-900',
  cerrada: 'bg-slate-200 text-slate-800',
};

/** What the client wants to do: buy what is for sale, rent what is for rent. */
export const DEMAND_OPERATION_LABELS: Record<Operation, string> = { venta: 'Compra', arriendo: 'Arriendo' };

const valid = (value: number | null | undefined): value is number => typeof value === 'number' && value > 0;

/** "$ 300.000.000 a $ 500.000.000", "Hasta $ 500.000.000", "Desde $ 2.000.000", "Sin presupuesto definido". */
export function budgetText(minPrice: number | null | undefined, maxPrice: number | null | undefined): string {
  if (valid(minPrice) && valid(maxPrice)) return `${formatPrice(minPrice)} a ${formatPrice(maxPrice)}`;
  if (valid(maxPrice)) return `Hasta ${formatPrice(maxPrice)}`;
  if (valid(minPrice)) return `Desde ${formatPrice(minPrice)}`;
  return 'Sin presupuesto definido';
}

/** "Chapinero, Usaquén · Bogotá, D.C."; "Cualquier zona" when neither is set. */
export function zoneText(city: string, localities: readonly string[]): string {
  const parts = [localities.join(', '), city].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Cualquier zona';
}

/** "Apartamento, Casa". */
export function typesText(types: readonly PropertyType[]): string {
  return types.map((type) => PROPERTY_TYPE_LABELS[type]).join(', ');
}

/** "Estrato 3 a 5", "Estrato 4 o más", "Estrato hasta 3"; null without one. */
export function estratoText(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return min === max ? `Estrato ${min}` : `Estrato ${min} a ${max}`;
  if (min !== null) return `Estrato ${min} o más`;
  if (max !== null) return `Estrato hasta ${max}`;
  return null;
}

/** The minimums a demand sets, as short phrases ("3+ habitaciones", "80 m² o más", "Con mascotas"). */
export function minimumsText(demand: {
  minBedrooms: number | null;
  minBathrooms: number | null;
  minParking: number | null;
  minArea: number | null;
  petsAllowed: boolean | null;
}): string[] {
  const plus = (value: number | null, one: string, many: string) =>
    value ? `${value}+ ${value === 1 ? one : many}` : null;
  return [
    plus(demand.minBedrooms, 'habitación', 'habitaciones'),
    plus(demand.minBathrooms, 'baño', 'baños'),
    plus(demand.minParking, 'parqueadero', 'parqueaderos'),
    demand.minArea ? `${formatNumber(demand.minArea)} m² o más` : null,
    demand.petsAllowed === true ? 'Con mascotas' : demand.petsAllowed === false ? 'Sin mascotas' : null,
  ].filter((text): text is string => text !== null);
}
