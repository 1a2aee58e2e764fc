import type { FinancingProduct, FinancingResult } from '@/lib/domain/financing';
import { formatPrice } from '@/lib/format';

const cop = (value: number) => (value > 0 ? formatPrice(value) : '$ 0');

function Row({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-muted">{label}</dt>
      <dd data-testid={testId} className={strong ? 'text-2xl font-extrabold text-primary' : 'font-semibold text-ink'}>
        {value}
      </dd>
    </div>
  );
}

/** The simulator's figures, each an estimate (docs/architecture.md#money). */
export function SimulatorResults({
  result,
  product,
  headingLevel,
}: {
  result: FinancingResult | null;
  product: FinancingProduct;
  headingLevel: 2 | 3;
}) {
  const leasing = product === 'leasing';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-label="Resultado de la simulación" className="rounded-2xl bg-surface p-5 sm:p-6">
      <Heading className="text-lg font-bold text-ink">Resultado estimado</Heading>
      <div aria-live="polite">
        {result ? (
          <dl className="mt-3 divide-y divide-slate-200">
            <Row
              label={leasing ? 'Canon mensual' : 'Cuota mensual'}
              value={cop(result.monthlyPayment)}
              testId="sim-monthly"
              strong
            />
            <Row label="Monto financiado" value={cop(result.loan)} testId="sim-loan" />
            <Row label={`Total pagado en ${result.months} meses`} value={cop(result.totalPaid)} testId="sim-total" />
            <Row label="Total intereses" value={cop(result.totalInterest)} testId="sim-interest" />
            <Row label="Ingreso mensual mínimo (cuota ≤ 30 %)" value={cop(result.minIncome)} testId="sim-income" />
            {leasing ? (
              <Row label="Opción de compra (con el último canon)" value={cop(result.buyOption)} testId="sim-option" />
            ) : (
              <Row
                label="Gastos de notaría, registro y beneficencia"
                value={cop(result.closingCosts.total)}
                testId="sim-closing"
              />
            )}
          </dl>
        ) : (
          <p className="mt-3 text-sm text-muted">Completa los datos para ver la cuota.</p>
        )}
      </div>
      <p className="mt-4 text-xs leading-relaxed text-muted">
        Cifras estimadas con cuota fija (sistema francés) y tasa mes vencido equivalente a la efectiva anual. No son una
        oferta de crédito: la entidad financiera fija la tasa, los seguros y el monto según tu estudio de crédito.
        {leasing
          ? ' En leasing habitacional la entidad compra el inmueble: al inicio no pagas notaría, registro ni beneficencia; se pagan al ejercer la opción de compra.'
          : ''}
      </p>
    </section>
  );
}
