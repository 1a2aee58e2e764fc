import type { ReactNode } from 'react';

/**
 * A section's list as it loads: the refusal, the loading line, the empty line, else `children`
 * with the rows (the panels on a record's page: its history, its matches).
 */
export function Loaded<T>({
  list,
  failed,
  loading,
  empty,
  children,
}: {
  list: { error: string | null; loading: boolean; data: T[] | null };
  /** Before the server's message: "No se pudo cargar el historial". */
  failed: string;
  loading: string;
  empty: ReactNode;
  children: (rows: T[]) => ReactNode;
}) {
  if (list.error)
    return (
      <p className="text-sm text-rose-700">
        {failed}: {list.error}
      </p>
    );
  if (list.loading)
    return (
      <p role="status" className="text-sm text-muted">
        {loading}
      </p>
    );
  if (!list.data?.length) return <p className="text-sm text-muted">{empty}</p>;
  return children(list.data);
}
