import type { StatementCharge } from '@/lib/domain/rentals/types';
import { formatPrice } from '@/lib/format';

import { CHARGE_STATUS_BADGE, CHARGE_STATUS_LABELS, dayText, periodText, pesos } from './labels';

type Charge = Pick<StatementCharge, 'period' | 'due' | 'canon' | 'adminFee' | 'amount' | 'paid' | 'status'>;

/** Charges shown at once; the older ones fold under "Ver cobros anteriores" (a lease of years has dozens). */
const SHOWN = 6;

function ChargeRow({ charge }: { charge: Charge }) {
  return (
    <li
      data-testid="statement-charge"
      className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-1 py-2.5"
    >
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-ink">{periodText(charge.period)}</p>
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
        className={`col-span-2 justify-self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ${CHARGE_STATUS_BADGE[charge.status]}`}
      >
        {CHARGE_STATUS_LABELS[charge.status]}
      </span>
    </li>
  );
}

/**
 * The monthly charges, newest first: period, due day, canon plus administración, what was paid and
 * the status; past the first six, the rest fold away (a <details>, so it works without script).
 * Rows, not a table, so a phone shows them without scrolling sideways. Server-safe.
 */
export function StatementCharges({ charges }: { charges: Charge[] }) {
  if (charges.length === 0) return <p className="text-sm text-muted">Aún no hay cobros generados.</p>;
  const newest = [...charges].reverse();
  const older = newest.slice(SHOWN);
  return (
    <div data-testid="statement-charges">
      <ul className="divide-y divide-slate-100">
        {newest.slice(0, SHOWN).map((charge) => (
          <ChargeRow key={charge.period} charge={charge} />
        ))}
      </ul>
      {older.length > 0 && (
        <details className="mt-1 border-t border-slate-100 pt-2">
          <summary className="cursor-pointer text-sm font-semibold text-primary">
            Ver cobros anteriores ({older.length})
          </summary>
          <ul className="divide-y divide-slate-100">
            {older.map((charge) => (
              <ChargeRow key={charge.period} charge={charge} />
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
