import { PROPERTY_STATUSES, PROPERTY_TYPE_LABELS, type PropertyStatus, type PropertyType } from '@/lib/domain/property';

/** Admin labels of the stored statuses (docs/product-rules.md#property-statuses). */
export const STATUS_LABELS: Record<PropertyStatus, string> = {
  borrador: 'Borrador',
  pendiente: 'Pendiente',
  disponible: 'Publicado',
  reservado: 'Reservado',
  vendido: 'Vendido',
  arrendado: 'Arrendado',
  inactivo: 'Inactivo',
};

const STATUS_TONES: Record<PropertyStatus, string> = {
  borrador: 'bg-slate-100 text-slate-700',
  pendiente: 'bg-amber-100 text-amber-900',
  disponible: 'bg-emerald-100 text-emerald-800',
  reservado: 'bg-sky-100 text-sky-900',
  vendido: 'bg-violet-100 text-violet-900',
  arrendado: 'bg-indigo-100 text-indigo-900',
  inactivo: 'bg-rose-100 text-rose-900',
};

export const STATUS_OPTIONS = PROPERTY_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as PropertyStatus] ?? 'Borrador';
}

export function StatusBadge({ status }: { status: string }) {
  const tone = STATUS_TONES[status as PropertyStatus] ?? STATUS_TONES.borrador;
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      {statusLabel(status)}
    </span>
  );
}

export function typeLabel(type: string): string {
  return PROPERTY_TYPE_LABELS[type as PropertyType] ?? type;
}
