import { dayText, PAYMENT_METHOD_LABELS, pesos } from '@/components/admin/leases/labels';
import { StatementCharges } from '@/components/admin/leases/statement-charges';
import { StatementSummary } from '@/components/admin/leases/statement-summary';
import { PAYMENT_METHODS, type PaymentMethod } from '@/lib/domain/rentals/types';
import { formatPrice } from '@/lib/format';
import type { TenantStatement } from '@/lib/validation/leases';

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const methodLabel = (method: string) =>
  (PAYMENT_METHODS as readonly string[]).includes(method) ? PAYMENT_METHOD_LABELS[method as PaymentMethod] : method;

/**
 * The tenant's statement (/inquilino/{token}): the balance and next due date, how to pay (the
 * agency's bank details from Settings), the charges and the payments. A server component.
 */
export function TenantStatementView({ statement }: { statement: TenantStatement }) {
  return (
    <div className="space-y-6" data-testid="tenant-statement">
      <div>
        <p className="text-xl font-bold text-ink">{statement.propertyTitle}</p>
        <p className="mt-1 text-muted">
          {statement.tenantName} · Canon {formatPrice(statement.monthlyRent)}
          {statement.adminFee > 0 && ` + administración ${formatPrice(statement.adminFee)}`} · cifras al{' '}
          {dayText(statement.asOf)}
        </p>
      </div>
      <StatementSummary statement={statement} tone="site" />
      <Card title="Cómo pagar">
        {statement.bankDetails.trim() ? (
          <p data-testid="bank-details" className="whitespace-pre-line text-ink">
            {statement.bankDetails}
          </p>
        ) : (
          <p className="text-muted">Pregunta a la agencia por los datos para el pago.</p>
        )}
        <p className="mt-3 text-sm text-muted">
          Cada pago cubre primero los intereses de mora y luego el cobro más antiguo (Código Civil, art. 1653).
        </p>
      </Card>
      <Card title="Cobros">
        <StatementCharges charges={statement.charges} />
      </Card>
      <Card title="Pagos">
        {statement.payments.length === 0 ? (
          <p className="text-sm text-muted">Aún no hay pagos registrados.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {[...statement.payments].reverse().map((payment, index) => (
              <li key={`${payment.date}-${index}`} className="flex flex-wrap justify-between gap-2 py-2.5 text-sm">
                <span className="text-ink">
                  {dayText(payment.date)} · {methodLabel(payment.method)}
                </span>
                <span className={payment.reversed ? 'text-muted line-through' : 'font-semibold text-ink'}>
                  {pesos(payment.amount)}
                  {payment.reversed && <span className="sr-only"> (revertido)</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
