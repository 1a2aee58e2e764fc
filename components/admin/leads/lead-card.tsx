import Link from 'next/link';

import type { LeadStatus } from '@/lib/domain/leads';
import { formatShortDate } from '@/lib/format';
import type { ApiLead } from '@/lib/validation/leads';

import { LEAD_KIND_LABELS, LEAD_STATUS_BADGE, LEAD_STATUS_LABELS } from './labels';

const excerpt = (text: string) => (text.length > 180 ? `${text.slice(0, 177)}...` : text);

/** One stored lead: who, how to reach them, what they asked, their consent and where it stands. */
export function LeadCard({
  lead,
  busy,
  onStatus,
}: {
  lead: ApiLead;
  busy: boolean;
  onStatus: (lead: ApiLead, status: LeadStatus) => void;
}) {
  return (
    <li data-testid="lead-row" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-primary">{LEAD_KIND_LABELS[lead.kind]}</p>
          <p className="mt-0.5 text-base font-semibold text-ink">{lead.name}</p>
        </div>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${LEAD_STATUS_BADGE[lead.status]}`}>
          {LEAD_STATUS_LABELS[lead.status]}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-1">
          <dt className="text-muted">Email:</dt>
          <dd>
            <a href={`mailto:${lead.email}`} className="break-all text-primary hover:underline">
              {lead.email}
            </a>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted">Teléfono:</dt>
          <dd>
            {lead.phone ? (
              <a href={`tel:${lead.phone}`} className="text-primary hover:underline">
                {lead.phone}
              </a>
            ) : (
              'No proporcionado'
            )}
          </dd>
        </div>
        {lead.propertyId && (
          <div className="flex gap-1">
            <dt className="text-muted">Inmueble:</dt>
            <dd>
              <Link href={`/property/${lead.propertyId}`} target="_blank" className="text-primary hover:underline">
                Ver inmueble<span className="sr-only"> (se abre en una pestaña nueva)</span>
              </Link>
            </dd>
          </div>
        )}
        {lead.planId && (
          <div className="flex gap-1">
            <dt className="text-muted">Plan:</dt>
            <dd>{lead.planId}</dd>
          </div>
        )}
        {lead.city && (
          <div className="flex gap-1">
            <dt className="text-muted">Ciudad:</dt>
            <dd>
              {lead.city}
              {lead.address ? ` · ${lead.address}` : ''}
            </dd>
          </div>
        )}
        <div className="flex gap-1">
          <dt className="text-muted">Recibida:</dt>
          <dd>{formatShortDate(lead.createdAt)}</dd>
        </div>
        <div className="flex gap-1 sm:col-span-2">
          <dt className="text-muted">Consentimiento:</dt>
          <dd>
            {lead.consent.accepted
              ? `Aceptó la Política de Privacidad el ${formatShortDate(lead.consent.at)}`
              : 'Sin consentimiento'}
            {lead.acceptMarketing ? ' · acepta comunicaciones comerciales' : ''}
          </dd>
        </div>
      </dl>
      {(lead.subject || lead.message) && (
        <p className="mt-3 rounded-lg bg-surface px-3 py-2 text-sm text-ink">
          {lead.subject && <strong className="font-semibold">{lead.subject}: </strong>}
          {excerpt(lead.message)}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {(['contacted', 'closed'] as const).map((status) => (
          <button
            key={status}
            type="button"
            disabled={busy || lead.status === status}
            onClick={() => onStatus(lead, status)}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-ink hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
          >
            Marcar {LEAD_STATUS_LABELS[status]}
            <span className="sr-only"> la solicitud de {lead.name}</span>
          </button>
        ))}
      </div>
    </li>
  );
}
