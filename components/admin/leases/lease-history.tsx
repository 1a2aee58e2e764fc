'use client';

import { useState } from 'react';

import { ActivityEntry } from '@/components/admin/activity/activity-entry';
import { Loaded } from '@/components/admin/shared/loaded';
import { useLoad } from '@/components/admin/shared/use-load';
import { Pager } from '@/components/ui/pager';
import type { ActivityItem } from '@/lib/validation/activity';

import { LeasePanel } from './lease-panel';

/** The lease's history from the activity log (GET /api/leases/{id}/activity), newest first. */
export function LeaseHistory({ id, version }: { id: string; version: number }) {
  const [page, setPage] = useState(1);
  const list = useLoad<ActivityItem[]>(
    `/api/leases/${encodeURIComponent(id)}/activity?page=${page}&limit=10&v=${version}`,
  );
  return (
    <LeasePanel id="historial" title="Historial">
      <Loaded
        list={list}
        failed="No se pudo cargar el historial"
        loading="Cargando historial..."
        empty="Todavía no hay cambios registrados."
      >
        {(rows) => (
          <ul data-testid="lease-history" className="-mx-4 divide-y divide-slate-100 sm:-mx-5">
            {rows.map((item) => (
              <ActivityEntry key={item.id} item={item} />
            ))}
          </ul>
        )}
      </Loaded>
      <Pager className="mt-4" page={page} pages={list.pagination?.pages ?? 1} onPage={setPage} />
    </LeasePanel>
  );
}
