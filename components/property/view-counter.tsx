'use client';

import { useEffect } from 'react';

/**
 * Counts one view per property per browser session (after a successful load, failure
 * ignored). The sessionStorage mark keeps re-renders and reloads from counting twice.
 */
export function ViewCounter({ id }: { id: string }) {
  useEffect(() => {
    const key = `inmuebles:visto:${id}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // No storage: count anyway, once per mount.
    }
    fetch(`/api/properties/${encodeURIComponent(id)}/view`, { method: 'POST' }).catch(() => undefined);
  }, [id]);
  return null;
}
