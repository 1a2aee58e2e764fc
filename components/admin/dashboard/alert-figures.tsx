'use client';

import { useLoad } from '@/components/admin/shared/use-load';
import { formatNumber } from '@/lib/format';

import { CardStates } from './card-states';
import { Figure } from './lead-figures';

interface AlertStats {
  visitorsWithAlerts: number;
  sentLast30Days: number;
}

/** The saved searches' alert figures, from GET /api/alerts/stats. */
export function AlertFigures() {
  const stats = useLoad<AlertStats>('/api/alerts/stats');
  return (
    <section aria-labelledby="alert-figures" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="alert-figures" className="font-semibold text-ink">
        Alertas de búsquedas guardadas
      </h2>
      <CardStates load={stats} failed="No se pudieron cargar las cifras de alertas" />
      {stats.data && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Figure
            label="Visitantes con alertas activas"
            value={formatNumber(stats.data.visitorsWithAlerts)}
            note="Con al menos una búsqueda y su autorización"
          />
          <Figure
            label="Alertas enviadas"
            value={formatNumber(stats.data.sentLast30Days)}
            note="Correos en los últimos 30 días"
          />
        </div>
      )}
    </section>
  );
}
