import { formatPercent, formatPrice } from '@/lib/format';

import type { ApiLease } from './api-types';
import { CHANNEL_LABELS, dayText } from './labels';

const when = (iso: string) =>
  new Intl.DateTimeFormat('es-CO', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Bogota' }).format(
    new Date(iso),
  );

/** The accepted increases, each with its letter (Ley 820 art. 20) as a PDF. */
export function LeaseIncreases({ lease }: { lease: ApiLease }) {
  if (lease.increases.length === 0) return <p className="text-sm text-muted">Aún no hay incrementos.</p>;
  return (
    <ul data-testid="lease-increases" className="divide-y divide-slate-100">
      {[...lease.increases].reverse().map((increase) => (
        <li key={increase.id} data-testid="lease-increase" className="space-y-1 py-2.5 text-sm">
          <p className="text-ink">
            <span className="font-semibold">{formatPercent(increase.percent)}</span> desde el{' '}
            {dayText(increase.effectiveDate)}: {formatPrice(increase.previousRent)} → {formatPrice(increase.newRent)}
          </p>
          <p className="text-xs text-muted">
            {increase.notifiedAt ? `Notificado al arrendatario el ${when(increase.notifiedAt)}` : 'Sin notificar'}
            {' · '}
            <a
              href={`/api/leases/${lease.id}/increases/${increase.id}/letter.pdf`}
              className="font-semibold text-primary hover:underline"
            >
              Carta de notificación (PDF)
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The notices and collection reminders sent to the tenant, newest first. */
export function LeaseNotices({ lease }: { lease: ApiLease }) {
  if (lease.notices.length === 0) return <p className="text-sm text-muted">Aún no se han enviado avisos.</p>;
  return (
    <ul data-testid="lease-notices" className="divide-y divide-slate-100">
      {[...lease.notices].reverse().map((notice, index) => (
        <li key={`${notice.at}-${index}`} data-testid="lease-notice" className="py-2.5 text-sm">
          <p className="text-ink">{notice.summary}</p>
          <p className="text-xs text-muted">
            {when(notice.at)} · {CHANNEL_LABELS[notice.channel]}
          </p>
        </li>
      ))}
    </ul>
  );
}
