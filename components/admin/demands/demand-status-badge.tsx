import type { DemandStatus } from '@/lib/domain/demands';

import { DEMAND_STATUS_BADGE, DEMAND_STATUS_LABELS } from './labels';

/** A demand's status as a coloured pill (`large` on the demand's own page). */
export function DemandStatusBadge({ status, large }: { status: DemandStatus; large?: boolean }) {
  const size = large ? 'px-3 py-1 text-sm' : 'px-2.5 py-0.5 text-xs';
  return (
    <span className={`whitespace-nowrap rounded-full font-semibold ${size} ${DEMAND_STATUS_BADGE[status]}`}>
      {DEMAND_STATUS_LABELS[status]}
    </span>
  );
}
