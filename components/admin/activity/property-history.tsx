'use client';

import { useState } from 'react';

import { useLoad } from '@/components/admin/shared/use-load';
import { Pager } from '@/components/ui/pager';
import type { ActivityItem } from '@/lib/validation/activity';

import { Section } from '../section';
import { ActivityEntry } from './activity-entry';

/** A property's own history on its edit page (GET /api/properties/{id}/activity). */
export function PropertyHistory({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const list = useLoad<ActivityItem[]>(`/api/properties/${encodeURIComponent(id)}/activity?page=${page}&limit=10`);
  return (
    <Section title="Historial de cambios">
      {list.error ? (
        <p className="text-sm text-rose-700">No se pudo cargar el historial: {list.error}</p>
      ) : list.loading ? (
        <p role="status" className="text-sm text-muted">
          Cargando historial...
        </p>
      ) : !list.data?.length ? (
        <p className="text-sm text-muted">Todavía no hay cambios registrados.</p>
      ) : (
        <ul data-testid="property-history" className="-mx-4 divide-y divide-slate-100">
          {list.data.map((item) => (
            <ActivityEntry key={item.id} item={item} showRecord={false} />
          ))}
        </ul>
      )}
      <Pager className="mt-4" page={page} pages={list.pagination?.pages ?? 1} onPage={setPage} />
    </Section>
  );
}
