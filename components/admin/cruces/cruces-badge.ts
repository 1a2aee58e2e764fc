'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

/** Sent by the cruces screen after "Marcar como vistos", so the sidebar's count follows at once. */
export const CRUCES_SEEN_EVENT = 'cruces:seen';

/**
 * The number of new cruces for the sidebar's badge: one count (GET /api/cruces/count) per page
 * of the panel opened, and again when the cruces are marked seen. Null until known or on failure.
 */
export function useUnseenCruces(): number | null {
  const pathname = usePathname();
  const [count, setCount] = useState<number | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const refresh = () => setVersion((v) => v + 1);
    window.addEventListener(CRUCES_SEEN_EVENT, refresh);
    return () => window.removeEventListener(CRUCES_SEEN_EVENT, refresh);
  }, []);

  useEffect(() => {
    let live = true;
    fetch('/api/cruces/count', { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data?: { unseen?: number } } | null) => live && setCount(body?.data?.unseen ?? null))
      .catch(() => live && setCount(null));
    return () => {
      live = false;
    };
  }, [pathname, version]);

  return count;
}
