'use client';

import Link from 'next/link';
import { useState } from 'react';

import { Notice, type NoticeState } from '@/components/admin/news/notice';
import { useLoad } from '@/components/admin/news/use-load';
import { formatShortDate } from '@/lib/format';
import type { ApiLeadDetail } from '@/lib/validation/lead-admin';

import { formatDateTime, LEAD_KIND_LABELS, LEAD_STATUS_BADGE, LEAD_STATUS_LABELS } from './labels';
import { LeadFollowUp } from './lead-followup';
import { LeadTimeline } from './lead-timeline';
import { useAssignees } from './use-assignees';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/** One lead: its data, consent and property, its follow-up (status, agent, notes) and its timeline. */
export function LeadDetail({ id, isAdmin }: { id: string; isAdmin: boolean }) {
  const lead = useLoad<ApiLeadDetail>(`/api/leads/${id}`);
  const assignees = useAssignees(isAdmin);
  const [notice, setNotice] = useState<NoticeState>(null);
  const data = lead.data;

  return (
    <section className="space-y-5">
      <Link href="/admin/leads" className="text-sm font-semibold text-primary hover:underline">
        ← Volver a solicitudes
      </Link>
      <Notice notice={notice} onClose={() => setNotice(null)} floating />
      {lead.error && <Notice notice={{ kind: 'error', text: lead.error }} />}
      {lead.loading && (
        <p role="status" className="rounded-xl border border-slate-200 bg-white p-8 text-center text-muted">
          Cargando solicitud...
        </p>
      )}
      {data && (
        <>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <p className="text-xs font-semibold uppercase tracking-wide text-primary">
                {LEAD_KIND_LABELS[data.kind]}
              </p>
              <h1 className="text-2xl font-bold text-ink">{data.name}</h1>
            </div>
            <span className={`rounded-full px-3 py-1 text-sm font-semibold ${LEAD_STATUS_BADGE[data.status]}`}>
              {LEAD_STATUS_LABELS[data.status]}
            </span>
          </div>
          <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="min-w-0 space-y-5">
              <dl className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:p-5">
                <Row label="Email">
                  <a href={`mailto:${data.email}`} className="text-primary hover:underline">
                    {data.email}
                  </a>
                </Row>
                <Row label="Teléfono">{data.phone || 'No proporcionado'}</Row>
                <Row label="Asesor">{data.assignee?.name ?? 'Sin asignar'}</Row>
                <Row label="Recibida">{formatDateTime(data.createdAt)}</Row>
                {data.visit && (
                  <Row label="Visita">
                    {formatDateTime(data.visit.start)}
                    {data.visit.state === 'cancelled' ? ' (cancelada por el visitante)' : ''}
                  </Row>
                )}
                {data.property && (
                  <Row label="Inmueble">
                    <Link
                      href={`/property/${data.property.id}`}
                      target="_blank"
                      className="text-primary hover:underline"
                    >
                      {data.property.title}
                      <span className="sr-only"> (se abre en una pestaña nueva)</span>
                    </Link>
                  </Row>
                )}
                {data.planId && <Row label="Plan">{data.planId}</Row>}
                {data.city && <Row label="Ciudad">{[data.city, data.address].filter(Boolean).join(' · ')}</Row>}
                {data.subject && <Row label="Asunto">{data.subject}</Row>}
                {data.message && <Row label="Mensaje">{data.message}</Row>}
                <Row label="Consentimiento">
                  {data.consent.accepted
                    ? `Aceptó la Política de Privacidad el ${formatShortDate(data.consent.at)}`
                    : 'Sin consentimiento'}
                  {data.acceptMarketing ? ' · acepta comunicaciones comerciales' : ''}
                </Row>
              </dl>
              <LeadTimeline events={data.timeline} />
            </div>
            <LeadFollowUp
              key={data.updatedAt}
              lead={data}
              assignees={isAdmin ? assignees : null}
              onSaved={(next) => {
                setNotice(next);
                if (next.kind === 'success') lead.reload();
              }}
            />
          </div>
        </>
      )}
    </section>
  );
}
