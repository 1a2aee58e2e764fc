import { leadStatusOf } from '@/lib/domain/leads';
import type { ApiLeadEvent } from '@/lib/validation/lead-admin';

import { formatDateTime, LEAD_STATUS_LABELS } from './labels';

const statusName = (value: string | null) => {
  const status = leadStatusOf(value);
  return status ? LEAD_STATUS_LABELS[status] : (value ?? '');
};

/** One entry in words: who did what. */
function describe(event: ApiLeadEvent): React.ReactNode {
  const who = event.actor || 'El sistema';
  switch (event.type) {
    case 'created':
      return 'Solicitud recibida';
    case 'status':
      return `${who} cambió el estado de ${statusName(event.from)} a ${statusName(event.to)}`;
    case 'assignment':
      return event.actor
        ? `${who} reasignó la solicitud de ${event.from ?? 'Sin asignar'} a ${event.to ?? 'Sin asignar'}`
        : `Asignada automáticamente a ${event.to ?? 'Sin asignar'}`;
    case 'note':
      return (
        <>
          <span className="font-semibold">Nota de {who}:</span>{' '}
          <span className="whitespace-pre-line">{event.text}</span>
        </>
      );
    case 'visit':
      return event.text;
    case 'converted':
      return `${who} la convirtió en ${event.to === 'owner' ? 'propietario' : 'demanda'}`;
  }
}

/** The lead's history, newest first. */
export function LeadTimeline({ events }: { events: ApiLeadEvent[] }) {
  const ordered = [...events].reverse();
  return (
    <section aria-labelledby="historial" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="historial" className="font-semibold text-ink">
        Historial
      </h2>
      <ol className="mt-3 space-y-3" data-testid="lead-timeline">
        {ordered.map((event, index) => (
          <li key={`${event.at}-${index}`} className="border-l-2 border-primary/30 pl-3 text-sm">
            <p className="text-ink">{describe(event)}</p>
            <p className="text-xs text-muted">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
