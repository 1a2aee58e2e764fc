// Client demands (demandas): what a buyer or tenant is looking for, crossed with the listings
// (the cruce). docs/demands-and-cruce.md. Pure: no server imports.

export const DEMAND_STATUSES = ['activa', 'en_pausa', 'cerrada'] as const;
export type DemandStatus = (typeof DEMAND_STATUSES)[number];

export const DEMAND_STATUS_LABELS: Record<DemandStatus, string> = {
  activa: 'Activa',
  en_pausa: 'En pausa',
  cerrada: 'Cerrada',
};
