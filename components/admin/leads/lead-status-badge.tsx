import type { LeadStatus } from '@/lib/domain/leads';

import { LEAD_STATUS_BADGE, LEAD_STATUS_LABELS } from './labels';

/** A lead's status as a coloured pill (`large` on the lead's own page). */
export function LeadStatusBadge({ status, large }: { status: LeadStatus; large?: boolean }) {
  const size = large ? 'px-3 py-1 text-sm' : 'px-2.5 py-0.5 text-xs';
  return (
    <span className={`whitespace-nowrap rounded-full font-semibold ${size} ${LEAD_STATUS_BADGE[status]}`}>
      {LEAD_STATUS_LABELS[status]}
    </span>
  );
}
