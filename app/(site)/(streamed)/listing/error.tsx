'use client';

/** docs/product-rules.md#catalogue: the catalogue could not be loaded (for example, the database is down). */
export default function ListingError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 text-center md:px-6">
      <h1 className="text-2xl font-bold text-ink">Error al cargar propiedades</h1>
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
