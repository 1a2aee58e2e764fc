import { dayText, periodText, pesos } from '@/components/admin/leases/labels';
import { IVA_PERCENT } from '@/lib/domain/rentals/ledger-messages';
import type { ApiSettlement, ApiSettlementLine } from '@/lib/validation/settlements';

type Figures = Pick<ApiSettlementLine, 'collected' | 'commission' | 'iva' | 'expenses' | 'withholdings' | 'net'>;

/** The subtraction, line by line: what was collected, what the agency and the law take, the net. */
function Figures({ figures }: { figures: Figures }) {
  const rows: Array<[string, number, boolean?]> = [
    ['Recaudado', figures.collected],
    ['Comisión de administración', -figures.commission],
    [`IVA de la comisión (${IVA_PERCENT} %)`, -figures.iva],
    ['Gastos del inmueble', -figures.expenses],
    ['Retenciones', -figures.withholdings],
    ['Neto a pagar', figures.net, true],
  ];
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value, total]) => (
        <div key={label} className={`contents ${total ? 'font-bold text-ink' : 'text-ink'}`}>
          <dt className={total ? 'border-t border-slate-200 pt-1' : 'text-muted'}>{label}</dt>
          <dd className={`text-right tabular-nums ${total ? 'border-t border-slate-200 pt-1' : ''}`}>{pesos(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * "Liquidaciones" on the owner's link (/propietario/{token}): each month with money on their
 * leases, newest first: per lease, what was collected minus the commission, its IVA, the expenses
 * and the owner's withholdings, the net, and whether the agency has paid it. A server component.
 */
export function OwnerSettlements({ settlements }: { settlements: ApiSettlement[] }) {
  return (
    <section aria-label="Liquidaciones" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-bold text-ink">Liquidaciones</h2>
      <p className="mt-1 text-sm text-muted">
        Lo recaudado de tus arriendos cada mes, menos la comisión de la agencia, su IVA, los gastos del inmueble y tus
        retenciones.
      </p>
      <ul className="mt-4 space-y-5">
        {settlements.map((settlement) => (
          <li key={settlement.month} data-testid="owner-settlement" className="space-y-3 rounded-xl bg-surface p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-ink">{periodText(`${settlement.month}-01`)}</h3>
              <p className="text-sm text-muted">
                {settlement.payout ? `Pagada el ${dayText(settlement.payout.date)}` : 'Pendiente de pago'}
              </p>
            </div>
            {settlement.lines.map((line) => (
              <div key={line.leaseId} className="space-y-2">
                {settlement.lines.length > 1 && <p className="text-sm font-semibold text-ink">{line.property.title}</p>}
                <Figures figures={line} />
              </div>
            ))}
            {settlement.lines.length > 1 && (
              <p className="text-right font-bold text-ink">Total a pagar: {pesos(settlement.total)}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
