'use client';

import Link from 'next/link';

import { useLoad } from '@/components/admin/shared/use-load';
import { MANDATE_ENDING_DAYS } from '@/lib/domain/mandates';
import { formatShortDate } from '@/lib/format';
import type { EndingMandate } from '@/lib/validation/mandates';

import { CardStates } from './card-states';

const left = (days: number) => (days === 0 ? 'Vence hoy' : days === 1 ? 'Falta 1 día' : `Faltan ${days} días`);
const ROW = 'flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3';

/** The dashboard's "Mandatos por vencer" (GET /api/mandates/ending; an agent's own). docs/mandates.md. */
export function EndingMandates() {
  const ending = useLoad<EndingMandate[]>('/api/mandates/ending');
  const rows = ending.data;
  return (
    <section aria-labelledby="ending-mandates" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="ending-mandates" className="font-semibold text-ink">
        Mandatos por vencer
      </h2>
      <p className="mt-1 text-sm text-muted">Terminan hoy o en los próximos {MANDATE_ENDING_DAYS} días.</p>
      <CardStates load={ending} failed="No se pudieron cargar los mandatos" loading="Cargando mandatos..." />
      {rows && rows.length === 0 && (
        <p className="mt-3 text-sm text-muted">Ningún mandato vence en los próximos {MANDATE_ENDING_DAYS} días.</p>
      )}
      {rows && rows.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100" aria-label="Mandatos por vencer">
          {rows.map((row) => (
            <li key={row.propertyId} data-testid="ending-mandate" className={ROW}>
              <div className="min-w-0">
                <Link
                  href={`/admin/properties/edit/${row.propertyId}`}
                  className="font-medium text-primary hover:underline"
                >
                  {row.propertyTitle || 'Propiedad sin título'}
                </Link>
                <p className="text-sm text-muted">
                  Propietario: {row.owner.name || 'Sin nombre'} · Fin:{' '}
                  {formatShortDate(`${row.endDate}T12:00:00-05:00`)}
                </p>
              </div>
              <span
                className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${row.daysLeft <= 7 ? 'bg-rose-100 text-rose-900' : 'bg-amber-100 text-amber-900'}`}
              >
                {left(row.daysLeft)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
