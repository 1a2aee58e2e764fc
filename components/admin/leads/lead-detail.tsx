'use client';

import Link from 'next/link';
import { useState } from 'react';

import { Notice, type NoticeState } from '@/components/admin/shared/notice';
import { useLoad } from '@/components/admin/shared/use-load';
import type { ApiLeadDetail } from '@/lib/validation/lead-admin';

import { useStaff } from '../users/use-staff';
import { LEAD_KIND_LABELS } from './labels';
import { LeadConvert } from './lead-convert';
import { LeadFacts } from './lead-facts';
import { LeadFollowUp } from './lead-followup';
import { LeadStatusBadge } from './lead-status-badge';
import { LeadTimeline } from './lead-timeline';

/** One lead: its data, consent and property, its follow-up (status, agent, notes) and its timeline. */
export function LeadDetail({ id, isAdmin }: { id: string; isAdmin: boolean }) {
  const lead = useLoad<ApiLeadDetail>(`/api/leads/${id}`);
  const assignees = useStaff({ activeOnly: true, enabled: isAdmin });
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
            <LeadStatusBadge status={data.status} large />
          </div>
          <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="min-w-0 space-y-5">
              <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
                <LeadFacts lead={data} propertyTitle={data.property?.title} />
                {(data.subject || data.message) && (
                  <p className="whitespace-pre-line rounded-lg bg-surface px-3 py-2 text-sm text-ink">
                    {data.subject && <strong className="font-semibold">{data.subject}: </strong>}
                    {data.message}
                  </p>
                )}
              </div>
              <LeadTimeline events={data.timeline} />
            </div>
            <div className="space-y-4">
              <LeadFollowUp
                key={data.updatedAt}
                lead={data}
                assignees={isAdmin ? assignees : null}
                onSaved={(next) => {
                  setNotice(next);
                  if (next.kind === 'success') lead.reload();
                }}
              />
              <LeadConvert
                lead={data}
                onDone={(next) => {
                  setNotice(next);
                  if (next.kind === 'success') lead.reload();
                }}
              />
            </div>
          </div>
        </>
      )}
    </section>
  );
}
