'use client';

import { useEffect, useState } from 'react';

import { AdminApiError, adminFetch } from '@/components/admin/api-client';

type Pagination = { page: number; limit: number; total: number; pages: number };
type Loaded<T> = { url: string; version: number; data: T | null; pagination?: Pagination; error: string | null };

/**
 * GET `url` from the /api contract whenever it changes (null: nothing to load). While the
 * answer for the current url is pending, `data` is null (the screens show their loading state);
 * a failure leaves `data` empty and `error` holds the server's message.
 */
export function useLoad<T>(url: string | null) {
  const [state, setState] = useState<Loaded<T> | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!url) return;
    let live = true;
    adminFetch<T>(url).then(
      ({ data, pagination }) => live && setState({ url, version, data, pagination, error: null }),
      (error: unknown) =>
        live &&
        setState({
          url,
          version,
          data: null,
          error: error instanceof AdminApiError ? error.message : 'Error desconocido',
        }),
    );
    return () => {
      live = false;
    };
  }, [url, version]);

  const current = state && state.url === url && state.version === version ? state : null;
  return {
    loading: url !== null && current === null,
    data: current?.data ?? null,
    pagination: current?.pagination,
    /** The Pager's pages and total (one page, none, while loading). */
    pager: { pages: current?.pagination?.pages ?? 1, total: current?.pagination?.total ?? 0 },
    error: current?.error ?? null,
    reload: () => setVersion((v) => v + 1),
  };
}
