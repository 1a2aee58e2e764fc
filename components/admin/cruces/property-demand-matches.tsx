'use client';

import Link from 'next/link';
import { useState } from 'react';

import { Loaded } from '@/components/admin/shared/loaded';
import { useLoad } from '@/components/admin/shared/use-load';
import { Pager } from '@/components/ui/pager';
import { OPERATION_LABELS } from '@/lib/domain/property';
import { formatPrice } from '@/lib/format';
import type { ApiPropertyMatch } from '@/lib/validation/cruce';

import { Section } from '../section';
import { MatchReasons } from './reasons';

const budget = (min: number | null, max: number | null) =>
  min !== null && max !== null
    ? `${formatPrice(min)} a ${formatPrice(max)}`
    : max !== null
      ? `hasta ${formatPrice(max)}`
      : min !== null
        ? `desde ${formatPrice(min)}`
        : 'sin presupuesto';

/** "Demandas que cumple" on a property's edit page (GET /api/properties/{id}/matches). */
export function PropertyDemandMatches({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const list = useLoad<ApiPropertyMatch[]>(`/api/properties/${encodeURIComponent(id)}/matches?page=${page}&limit=10`);
  return (
    <Section title="Demandas que cumple">
      <Loaded
        list={list}
        failed="No se pudieron cargar las demandas"
        loading="Buscando demandas..."
        empty="Ninguna demanda activa cumple este inmueble (solo cuentan los publicados)."
      >
        {(rows) => (
          <ul data-testid="property-demand-matches" className="-mx-1 divide-y divide-slate-100">
            {rows.map(({ demand, score, reasons }) => (
              <li key={demand.id} className="space-y-1 px-1 py-3">
                <Link href={`/admin/demandas/${demand.id}`} className="font-semibold text-ink hover:underline">
                  {demand.client.name}
                </Link>
                <p className="text-sm text-muted">
                  {OPERATION_LABELS[demand.operation]} · {budget(demand.minPrice, demand.maxPrice)}
                </p>
                <MatchReasons score={score} reasons={reasons} />
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <Pager className="mt-4" page={page} pages={list.pagination?.pages ?? 1} onPage={setPage} />
    </Section>
  );
}
