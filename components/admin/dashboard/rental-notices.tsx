'use client';

import Link from 'next/link';

import { useLoad } from '@/components/admin/shared/use-load';
import { dayInWords } from '@/lib/domain/owner-report';
import { INCREASE_LOOKAHEAD_DAYS } from '@/lib/domain/rentals/notice-windows';
import { formatPercent, formatPrice } from '@/lib/format';
import type { EndingRow, IncreaseDueRow } from '@/lib/validation/lease-increases';

import { CardStates } from './card-states';

const ROW = 'flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3';
const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';
const day = (d: string) => dayInWords(d, true);
const left = (days: number) => (days === 0 ? 'Vence hoy' : days === 1 ? 'Falta 1 día' : `Faltan ${days} días`);

function LeaseLink({ id, title, tenant }: { id: string; title: string; tenant: string }) {
  return (
    <Link href={`/admin/arriendos/${id}`} className="font-medium text-primary hover:underline">
      {title || 'Inmueble sin título'} · {tenant}
    </Link>
  );
}

/** "Incrementos por aplicar" (GET /api/leases/increases-due; an agent's own). docs/rentals.md. */
export function IncreasesDue() {
  const load = useLoad<IncreaseDueRow[]>('/api/leases/increases-due');
  const rows = load.data;
  return (
    <section aria-labelledby="increases-due" className={CARD}>
      <h2 id="increases-due" className="font-semibold text-ink">
        Incrementos por aplicar
      </h2>
      <p className="mt-1 text-sm text-muted">
        Contratos que cumplen doce meses con el mismo canon en los próximos {INCREASE_LOOKAHEAD_DAYS} días, con el
        máximo que permite la Ley 820 (artículo 20).
      </p>
      <CardStates load={load} failed="No se pudieron cargar los incrementos" loading="Cargando incrementos..." />
      {rows && rows.length === 0 && <p className="mt-3 text-sm text-muted">Ningún incremento por aplicar.</p>}
      {rows && rows.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100" aria-label="Incrementos por aplicar">
          {rows.map((row) => (
            <li key={row.leaseId} data-testid="increase-due" className={ROW}>
              <div className="min-w-0">
                <LeaseLink id={row.leaseId} title={row.property.title} tenant={row.tenantName} />
                <p className="text-sm text-muted">
                  Canon {formatPrice(row.currentRent)} · Desde el {day(row.effectiveDate)}
                </p>
              </div>
              <span className="whitespace-nowrap rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900">
                {row.maxPercent === null
                  ? `IPC ${row.ipcYear} sin registrar`
                  : `Hasta ${formatPercent(row.maxPercent)} · ${formatPrice(row.maxRent)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Contratos por vencer" (GET /api/leases/ending; an agent's own): the notice window of Ley 820 arts. 22-24. */
export function LeasesEnding() {
  const load = useLoad<EndingRow[]>('/api/leases/ending');
  const rows = load.data;
  return (
    <section aria-labelledby="leases-ending" className={CARD}>
      <h2 id="leases-ending" className="font-semibold text-ink">
        Contratos por vencer
      </h2>
      <p className="mt-1 text-sm text-muted">
        El preaviso para terminar un contrato a su vencimiento se da con tres meses de anticipación (Ley 820, artículos
        22 a 24); sin él, se prorroga por un término igual.
      </p>
      <CardStates load={load} failed="No se pudieron cargar los contratos" loading="Cargando contratos..." />
      {rows && rows.length === 0 && <p className="mt-3 text-sm text-muted">Ningún contrato por vencer.</p>}
      {rows && rows.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100" aria-label="Contratos por vencer">
          {rows.map((row) => (
            <li key={row.leaseId} data-testid="lease-ending" className={ROW}>
              <div className="min-w-0">
                <LeaseLink id={row.leaseId} title={row.property.title} tenant={row.tenantName} />
                <p className="text-sm text-muted">
                  Fin del término: {day(row.termEnd)} · Preaviso hasta el {day(row.noticeBy)}
                </p>
              </div>
              <span
                className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${row.daysLeft <= 30 ? 'bg-rose-100 text-rose-900' : 'bg-amber-100 text-amber-900'}`}
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
