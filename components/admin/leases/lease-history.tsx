'use client';

import { ActivityEntry } from '@/components/admin/activity/activity-entry';
import type { ActivityItem } from '@/lib/validation/activity';

/** The lease's history from the activity log, newest first, as the owner's page shows theirs. */
export function LeaseHistory({ items }: { items: ActivityItem[] }) {
  return (
    <section aria-labelledby="historial" className="rounded-xl border border-slate-200 bg-white">
      <h2 id="historial" className="border-b border-slate-100 p-4 font-semibold text-ink">
        Historial
      </h2>
      {items.length === 0 ? (
        <p className="p-4 text-sm text-muted">Sin cambios registrados.</p>
      ) : (
        <ul data-testid="lease-history" className="divide-y divide-slate-100">
          {items.map((item) => (
            <ActivityEntry key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
