import Link from 'next/link';

import { MANDATE_STATUS_LABELS, type MandateStatus } from '@/lib/domain/mandates';
import type { ApiOwnerProperty } from '@/lib/validation/owners';

const STATUS_STYLES: Record<MandateStatus, string> = {
  vigente: 'bg-emerald-100 text-emerald-900',
  por_vencer: 'bg-amber-100 text-amber-900',
  vencido: 'bg-rose-100 text-rose-900',
  terminado: 'bg-slate-200 text-slate-800',
};

const day = (value: string) =>
  new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));

export function OwnerProperties({ properties }: { properties: ApiOwnerProperty[] }) {
  return (
    <section aria-labelledby="propiedades-mandatos" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="propiedades-mandatos" className="font-semibold text-ink">
        Propiedades y mandatos
      </h2>
      {properties.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          Aún no tiene inmuebles: el mandato se registra en la página de edición de cada propiedad.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {properties.map((property) => (
            <li key={property.id} data-testid="owner-property" className="py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <Link
                  href={`/admin/properties/edit/${property.id}`}
                  className="min-w-0 break-words font-semibold text-primary hover:underline"
                >
                  {property.title}
                </Link>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[property.mandate.status]}`}
                >
                  {MANDATE_STATUS_LABELS[property.mandate.status]}
                </span>
              </div>
              <p className="mt-1 text-xs text-muted">
                {property.mandate.exclusive ? 'Exclusivo' : 'No exclusivo'} · Comisión{' '}
                {property.mandate.commissionPercent.toLocaleString('es-CO')} % · {day(property.mandate.startDate)} a{' '}
                {day(property.mandate.endDate)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
