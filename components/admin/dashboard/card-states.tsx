/** A dashboard card's figures while they load, and why they did not (nothing while neither). */
export function CardStates({
  load,
  failed,
  loading,
}: {
  load: { error: string | null; loading: boolean };
  /** Before the server's message: "No se pudieron cargar los mandatos". */
  failed: string;
  /** The line while loading; none: the card shows nothing meanwhile. */
  loading?: string;
}) {
  return (
    <>
      {load.error && (
        <p role="alert" className="mt-3 text-sm text-rose-800">
          {failed}: {load.error}
        </p>
      )}
      {loading && load.loading && (
        <p role="status" className="mt-3 text-sm text-muted">
          {loading}
        </p>
      )}
    </>
  );
}
