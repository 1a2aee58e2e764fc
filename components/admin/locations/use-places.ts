'use client';

import { AdminApiError } from '@/components/admin/api-client';
import { useLoad } from '@/components/admin/shared/use-load';

/**
 * A list of the public locations API (null path: nothing chosen, an empty list). A failure
 * reads as 'Error cargando {what}: {msg}' (docs/product-rules.md#messages) and leaves the list empty.
 */
export function usePlaces<T>(path: string | null, what: string) {
  const load = useLoad<T[]>(path);
  return {
    items: path === null ? [] : load.loading ? null : (load.data ?? []),
    error: load.error ? `Error cargando ${what}: ${load.error}` : null,
    reload: load.reload,
  };
}

const messageOf = (error: unknown) => (error instanceof AdminApiError ? error.message : 'Error desconocido');

/** Runs a write and turns a refusal into '{prefix}: {server message}'. */
export async function write(
  prefix: string,
  run: () => Promise<{ message?: string }>,
): Promise<{ ok: boolean; message: string }> {
  try {
    const { message } = await run();
    return { ok: true, message: message ?? 'Cambios guardados' };
  } catch (error) {
    return { ok: false, message: `${prefix}: ${messageOf(error)}` };
  }
}
