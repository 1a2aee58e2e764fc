'use client';

import { useEffect, useState } from 'react';

import type { ApiProperty } from '@/lib/validation/property-response';

import { readSaved, useSavedIds, writeSaved, type SavedKind } from './saved-ids';

type Loaded = { ids: string; items: ApiProperty[]; failed: boolean };

/**
 * The saved properties, fetched from GET /api/properties/{id} in the saved order. Ids the API
 * no longer knows (deleted or unpublished) are dropped from the stored list.
 */
export function useSavedProperties(kind: SavedKind): { items: ApiProperty[]; loading: boolean; failed: boolean } {
  const ids = useSavedIds(kind);
  const key = ids.join(',');
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    Promise.all(
      key.split(',').map(async (id) => {
        const response = await fetch(`/api/properties/${encodeURIComponent(id)}`);
        if (response.status === 404 || response.status === 400) return { id, gone: true as const };
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { data: ApiProperty };
        return { id, property: body.data };
      }),
    )
      .then((results) => {
        if (cancelled) return;
        const gone = results.filter((r) => 'gone' in r).map((r) => r.id);
        if (gone.length > 0)
          writeSaved(
            kind,
            readSaved(kind).filter((id) => !gone.includes(id)),
          );
        const items = results.flatMap((r) => ('property' in r && r.property ? [r.property] : []));
        setLoaded({ ids: key, items, failed: false });
      })
      .catch(() => !cancelled && setLoaded({ ids: key, items: [], failed: true }));
    return () => {
      cancelled = true;
    };
  }, [key, kind]);

  if (!key) return { items: [], loading: false, failed: false };
  const current = loaded?.ids === key ? loaded : null;
  // While a removal re-fetches, keep showing what is still saved.
  const stale = loaded?.items.filter((p) => ids.includes(p._id)) ?? [];
  return { items: current?.items ?? stale, loading: !current && stale.length === 0, failed: current?.failed ?? false };
}
