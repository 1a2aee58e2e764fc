import Link from 'next/link';

import { formatShortDate } from '@/lib/format';
import type { ApiLead } from '@/lib/validation/lead-admin';

import { formatDateTime, LEAD_KIND_LABELS, LEAD_STATUS_BADGE, LEAD_STATUS_LABELS } from './labels';

const excerpt = (text: string) => (text.length > 180 ? `${text.slice(0, 177)}...` : text);

function Fact({ label, children, wide }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={`flex gap-1 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-muted">{label}:</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** One lead of the pipeline: who, how to reach them, what they asked, whose it is and where it stands. */
export function LeadCard({ lead }: { lead: ApiLead }) {
  return (
    <li data-testid="lead-row" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-primary">{LEAD_KIND_LABELS[lead.kind]}</p>
          <h2 className="mt-0.5 text-base font-semibold text-ink">
            <Link href={`/admin/leads/${lead.id}`} className="hover:underline">
              {lead.name}
            </Link>
          </h2>
        </div>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${LEAD_STATUS_BADGE[lead.status]}`}>
          {LEAD_STATUS_LABELS[lead.status]}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Fact label="Email">
          <a href={`mailto:${lead.email}`} className="break-all text-primary hover:underline">
            {lead.email}
          </a>
        </Fact>
        <Fact label="Teléfono">
          {lead.phone ? (
            <a href={`tel:${lead.phone}`} className="text-primary hover:underline">
              {lead.phone}
            </a>
          ) : (
            'No proporcionado'
          )}
        </Fact>
        <Fact label="Asesor">{lead.assignee?.name ?? 'Sin asignar'}</Fact>
        <Fact label="Recibida">{formatShortDate(lead.createdAt)}</Fact>
        {lead.visit && (
          <Fact label="Visita" wide>
            {formatDateTime(lead.visit.start)}
            {lead.visit.state === 'cancelled' ? ' (cancelada)' : ''}
          </Fact>
        )}
        {lead.propertyId && (
          <Fact label="Inmueble">
            <Link href={`/property/${lead.propertyId}`} target="_blank" className="text-primary hover:underline">
              Ver inmueble<span className="sr-only"> de {lead.name} (se abre en una pestaña nueva)</span>
            </Link>
          </Fact>
        )}
        {lead.planId && <Fact label="Plan">{lead.planId}</Fact>}
        {lead.city && (
          <Fact label="Ciudad">
            {lead.city}
            {lead.address ? ` · ${lead.address}` : ''}
          </Fact>
        )}
        <Fact label="Consentimiento" wide>
          {lead.consent.accepted
            ? `Aceptó la Política de Privacidad el ${formatShortDate(lead.consent.at)}`
            : 'Sin consentimiento'}
          {lead.acceptMarketing ? ' · acepta comunicaciones comerciales' : ''}
        </Fact>
      </dl>
      {(lead.subject || lead.message) && (
        <p className="mt-3 rounded-lg bg-surface px-3 py-2 text-sm text-ink">
          {lead.subject && <strong className="font-semibold">{lead.subject}: </strong>}
          {excerpt(lead.message)}
        </p>
      )}
      <Link
        href={`/admin/leads/${lead.id}`}
        className="mt-3 inline-block rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-ink hover:bg-slate-50"
      >
        Abrir<span className="sr-only"> la solicitud de {lead.name}</span>
      </Link>
    </li>
  );
}
