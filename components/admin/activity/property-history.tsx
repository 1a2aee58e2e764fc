'use client';

import { useState } from 'react';

import { Loaded } from '@/components/admin/shared/loaded';
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
      <Loaded
        list={list}
        failed="No se pudo cargar el historial"
        loading="Cargando historial..."
        empty="Todavía no hay cambios registrados."
      >
        {(rows) => (
          <ul data-testid="property-history" className="-mx-4 divide-y divide-slate-100">
            {rows.map((item) => (
              <ActivityEntry key={item.id} item={item} showRecord={false} />
            ))}
          </ul>
        )}
      </Loaded>
      <Pager className="mt-4" page={page} pages={list.pagination?.pages ?? 1} onPage={setPage} />
    </Section>
  );
}
