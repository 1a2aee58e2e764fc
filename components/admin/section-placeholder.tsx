/** A panel section whose tools arrive in a later release: says so instead of a 404. */
export function SectionPlaceholder({ title }: { title: string }) {
  return (
    <section>
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-muted">
        Esta sección del panel estará disponible pronto.
      </p>
    </section>
  );
}
