import { StatementCharges } from '@/components/admin/leases/statement-charges';
import { StatementPayments } from '@/components/admin/leases/statement-payments';
import { StatementSummary } from '@/components/admin/leases/statement-summary';
import type { Statement } from '@/lib/domain/rentals/types';

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/**
 * The tenant's statement (/inquilino/{token}): the balance and next due date, how to pay (the
 * agency's bank details from Settings), the charges and the payments. A server component.
 */
export function TenantStatementView({
  propertyTitle,
  statement,
  bankDetails,
}: {
  propertyTitle: string;
  statement: Statement;
  bankDetails: string;
}) {
  return (
    <div className="space-y-6" data-testid="tenant-statement">
      <p className="text-xl font-bold text-ink">{propertyTitle}</p>
      <StatementSummary statement={statement} tone="site" />
      <Card title="Cómo pagar">
        {bankDetails.trim() ? (
          <p data-testid="bank-details" className="whitespace-pre-line text-ink">
            {bankDetails}
          </p>
        ) : (
          <p className="text-muted">Pregunta a la agencia por los datos para el pago.</p>
        )}
        <p className="mt-3 text-sm text-muted">
          Un pago cubre primero los intereses de mora y luego el cobro más antiguo (Código Civil, art. 1653).
        </p>
      </Card>
      <Card title="Cobros">
        <StatementCharges charges={statement.charges} />
      </Card>
      <Card title="Pagos">
        <StatementPayments payments={statement.payments} />
      </Card>
    </div>
  );
}
