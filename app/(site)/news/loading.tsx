/** Skeleton of the news list while the page streams. */
export default function NewsLoading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 md:px-6" aria-busy="true" aria-label="Cargando noticias">
      <div className="h-40 animate-pulse rounded-3xl bg-surface" />
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="h-80 animate-pulse rounded-3xl bg-surface" />
        ))}
      </div>
    </div>
  );
}
