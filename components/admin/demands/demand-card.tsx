import Link from 'next/link';

import { Fact } from '@/components/admin/fact';
import { CardHead } from '@/components/admin/list-screen';
import { formatShortDate } from '@/lib/format';
import type { ApiDemand } from '@/lib/validation/demands';

import { DemandStatusBadge } from './demand-status-badge';
import { budgetText, DEMAND_OPERATION_LABELS, typesText, zoneText } from './labels';

/** One demand of the list: the client, what they look for, where, for how much, whose it is. */
export function DemandCard({ demand }: { demand: ApiDemand }) {
  const href = `/admin/demandas/${demand.id}`;
  return (
    <li data-testid="demand-row" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <CardHead
        kicker={`${DEMAND_OPERATION_LABELS[demand.operation]} · ${typesText(demand.types)}`}
        title={
          <Link href={href} className="hover:underline">
            {demand.client.name}
          </Link>
        }
        badge={<DemandStatusBadge status={demand.status} />}
      />
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
