'use client';

/** A route's error boundary: what could not be loaded (for example, the database is down) and a retry. */
export function LoadError({ title, retry }: { title: string; retry: () => void }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 text-center md:px-6">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-2 text-muted">Error al conectar con el servidor</p>
      <button
        type="button"
        onClick={() => retry()}
        className="mt-6 rounded-full bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-dark"
      >
        Reintentar
      </button>
    </div>
  );
}
