/** One titled card of /cuenta. */
export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export const BUTTON =
  'inline-flex items-center justify-center rounded-xl bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark disabled:opacity-60';
export const SECONDARY =
  'inline-flex items-center justify-center rounded-xl border border-slate-300 px-4 py-2 font-semibold text-ink hover:border-primary hover:text-primary';
