import Link from 'next/link';

import { Fact } from '@/components/admin/fact';
import { formatShortDate } from '@/lib/format';
import type { ApiDemand } from '@/lib/validation/demands';

import { DemandStatusBadge } from './demand-status-badge';
import { budgetText, DEMAND_OPERATION_LABELS, typesText, zoneText } from './labels';

/** One demand of the list: the client, what they look for, where, for how much, whose it is. */
export function DemandCard({ demand }: { demand: ApiDemand }) {
  const href = `/admin/demandas/${demand.id}`;
  return (
    <li data-testid="demand-row" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-primary">
            {DEMAND_OPERATION_LABELS[demand.operation]} · {typesText(demand.types)}
          </p>
          <h2 className="mt-0.5 text-base font-semibold text-ink">
            <Link href={href} className="hover:underline">
              {demand.client.name}
            </Link>
          </h2>
        </div>
        <DemandStatusBadge status={demand.status} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Fact label="Zona">{zoneText(demand.city, demand.localities)}</Fact>
        <Fact label="Presupuesto">
          <span data-testid="demand-budget">{budgetText(demand.minPrice, demand.maxPrice)}</span>
        </Fact>
        <Fact label="Teléfono">
          <a href={`tel:${demand.client.phone}`} className="text-primary hover:underline">
            {demand.client.phone}
          </a>
        </Fact>
        <Fact label="Asesor">{demand.agent.name}</Fact>
        <Fact label="Registrada">{formatShortDate(demand.createdAt)}</Fact>
      </dl>
      <Link
        href={href}
        className="mt-3 inline-block rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-ink hover:bg-slate-50"
      >
        Abrir<span className="sr-only"> la demanda de {demand.client.name}</span>
      </Link>
    </li>
  );
}
