'use client';

import Link from 'next/link';

import { formatDuration } from '@/components/admin/leads/labels';
import { LeadStatusBadge } from '@/components/admin/leads/lead-status-badge';
import { useLoad } from '@/components/admin/shared/use-load';
import { LEAD_STATUSES } from '@/lib/domain/leads';
import { formatNumber } from '@/lib/format';
import type { LeadStats } from '@/lib/validation/lead-admin';

import { CardStates } from './card-states';

export function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-xl bg-surface p-4">
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold text-ink">{value}</p>
      <p className="mt-1 text-xs text-muted">{note}</p>
    </div>
  );
}

/** The dashboard's lead figures (the caller's own for an agent), from GET /api/leads/stats. */
export function LeadFigures() {
  const stats = useLoad<LeadStats>('/api/leads/stats');
  const data = stats.data;
  return (
    <section aria-labelledby="lead-figures" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="lead-figures" className="font-semibold text-ink">
          Solicitudes
        </h2>
        <Link href="/admin/leads" className="text-sm font-semibold text-primary hover:underline">
          Ver todas
        </Link>
      </div>
      <CardStates
        load={stats}
        failed="No se pudieron cargar las cifras de solicitudes"
        loading="Cargando cifras de solicitudes..."
      />
      {data && (
        <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_1fr_2fr]">
          <Figure label="Este mes" value={formatNumber(data.thisMonth)} note="Solicitudes recibidas" />
          <Figure
            label="Primer contacto"
            value={
              data.medianFirstContactMinutes === null ? 'Sin datos' : formatDuration(data.medianFirstContactMinutes)
            }
            note="Mediana de las solicitudes de este mes"
          />
          <ul aria-label="Solicitudes por estado" className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
            {LEAD_STATUSES.map((status) => (
              <li
                key={status}
                className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2"
              >
                <LeadStatusBadge status={status} />
                <span className="font-semibold text-ink">{formatNumber(data.byStatus[status] ?? 0)}</span>
              </li>
            ))}
            {data.unassigned > 0 && (
              <li className="col-span-full text-sm font-medium text-amber-900">
                {formatNumber(data.unassigned)} sin asignar
              </li>
            )}
          </ul>
        </div>
      )}
    </section>
  );
}
