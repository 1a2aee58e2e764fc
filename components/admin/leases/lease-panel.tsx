import type { ReactNode } from 'react';

/** The class of a titled card on the lease's page. */
export const panel = 'space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5';

/** A titled card of the lease's page, labelled by its heading. */
export function LeasePanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={panel}>
      <h2 id={id} className="font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
