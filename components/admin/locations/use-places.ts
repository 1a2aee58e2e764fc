'use client';

import { useCallback, useEffect, useState } from 'react';
import { AdminApiError, adminFetch } from '@/components/admin/api-client';

const messageOf = (error: unknown) => (error instanceof AdminApiError ? error.message : 'Error desconocido');

/**
 * Loads a list from the public locations API whenever `path` changes (null: nothing chosen).
 * A failure reports SPEC §8's 'Error cargando {what}: {msg}' and leaves the list empty.
 */
export function usePlaces<T>(path: string | null, what: string, onError: (text: string) => void) {
  const [items, setItems] = useState<T[] | null>(null);
  const reload = useCallback(async () => {
    if (!path) return setItems([]);
    setItems(null);
    try {
      setItems((await adminFetch<T[]>(path)).data);
    } catch (error) {
      setItems([]);
      onError(`Error cargando ${what}: ${messageOf(error)}`);
    }
  }, [path, what, onError]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { items, reload };
}

/** Runs a write and turns a refusal into '{prefix}: {server message}'. */
export async function write(prefix: string, run: () => Promise<{ message?: string }>): Promise<{ ok: true; message: string } | { ok: false; message: string }> {
  try {
    const { message } = await run();
    return { ok: true, message: message ?? 'Cambios guardados' };
  } catch (error) {
    return { ok: false, message: `${prefix}: ${messageOf(error)}` };
  }
}
