import type { LeaseStatus } from '@/lib/domain/rentals/types';

import { LEASE_STATUS_BADGE, LEASE_STATUS_LABELS } from './labels';

/** A lease's status as a coloured pill (`large` on the lease's own page). */
export function LeaseStatusBadge({ status, large }: { status: LeaseStatus; large?: boolean }) {
  const size = large ? 'px-3 py-1 text-sm' : 'px-2.5 py-0.5 text-xs';
  return (
    <span
      data-testid="lease-status"
      className={`whitespace-nowrap rounded-full font-semibold ${size} ${LEASE_STATUS_BADGE[status]}`}
    >
      {LEASE_STATUS_LABELS[status]}
    </span>
  );
}
