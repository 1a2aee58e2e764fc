import Link from 'next/link';

import { LeadStatusBadge } from '@/components/admin/leads/lead-status-badge';
import { bogotaTime } from '@/lib/domain/visits';
import type { AgendaItem } from '@/lib/validation/visits';

/** One visit in the agenda: when, who, where, and whose (when every agent is shown). */
export function AgendaVisit({ visit, showAgent }: { visit: AgendaItem; showAgent: boolean }) {
  return (
    <li data-testid="agenda-visit" className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <p className="font-semibold text-primary">
        <time dateTime={visit.start}>{bogotaTime(new Date(visit.start))}</time> –{' '}
        <time dateTime={visit.end}>{bogotaTime(new Date(visit.end))}</time>
      </p>
      <p className="mt-1 font-semibold text-ink">
        <Link href={`/admin/leads/${visit.leadId}`} className="hover:underline">
          {visit.name}
        </Link>
      </p>
      {visit.phone && (
        <p>
          <a href={`tel:${visit.phone}`} className="text-primary hover:underline">
            {visit.phone}
          </a>
        </p>
      )}
      {visit.property && (
        <p className="mt-1 text-muted">
          <Link href={`/property/${visit.property.id}`} target="_blank" className="hover:underline">
            {visit.property.title}
            <span className="sr-only"> (se abre en una pestaña nueva)</span>
          </Link>
        </p>
      )}
      {showAgent && <p className="mt-1 text-muted">Asesor: {visit.agent?.name ?? 'Oficina'}</p>}
      <p className="mt-2">
        <LeadStatusBadge status={visit.status} />
      </p>
    </li>
  );
}
