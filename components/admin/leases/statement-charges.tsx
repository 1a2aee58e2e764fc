import type { StatementCharge } from '@/lib/domain/rentals/types';
import { formatPrice } from '@/lib/format';

import { CHARGE_STATUS_BADGE, CHARGE_STATUS_LABELS, dayText, periodText, pesos } from './labels';

/**
 * The monthly charges, newest first: period, due day, canon plus administración, what was paid and
 * the status. Rows, not a table, so a phone shows them without scrolling sideways. Server-safe.
 */
export function StatementCharges({
  charges,
}: {
  charges: Array<Pick<StatementCharge, 'period' | 'due' | 'canon' | 'adminFee' | 'amount' | 'paid' | 'status'>>;
}) {
  if (charges.length === 0) return <p className="text-sm text-muted">Aún no hay cobros generados.</p>;
  return (
    <ul data-testid="statement-charges" className="divide-y divide-slate-100">
      {[...charges].reverse().map((charge) => (
        <li
          key={charge.period}
          data-testid="statement-charge"
          className="flex flex-wrap items-start justify-between gap-2 py-2.5"
        >
          <div className="min-w-0 text-sm">
            <p className="font-semibold capitalize text-ink">{periodText(charge.period)}</p>
            <p className="text-xs text-muted">
              Vence {dayText(charge.due)} · Canon {formatPrice(charge.canon)}
              {charge.adminFee > 0 && ` + administración ${formatPrice(charge.adminFee)}`}
            </p>
          </div>
          <div className="text-right text-sm">
            <p className="font-semibold text-ink">{pesos(charge.amount)}</p>
            <p className="text-xs text-muted">Pagado {pesos(charge.paid)}</p>
          </div>
          <span
            className={`w-full rounded-full px-2.5 py-0.5 text-center text-xs font-semibold sm:w-auto ${CHARGE_STATUS_BADGE[charge.status]}`}
          >
            {CHARGE_STATUS_LABELS[charge.status]}
          </span>
        </li>
      ))}
    </ul>
  );
}
