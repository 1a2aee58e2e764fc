import Link from 'next/link';

import type { ApiLead } from '@/lib/validation/lead-admin';

import { LEAD_KIND_LABELS } from './labels';
import { LeadFacts } from './lead-facts';
import { LeadStatusBadge } from './lead-status-badge';

const excerpt = (text: string) => (text.length > 180 ? `${text.slice(0, 177)}...` : text);

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
        <LeadStatusBadge status={lead.status} />
      </div>
      <div className="mt-3">
        <LeadFacts lead={lead} />
      </div>
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
