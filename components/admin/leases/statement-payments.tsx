import type { ReactNode } from 'react';

import type { StatementPayment } from '@/lib/domain/rentals/types';

import { dayText, PAYMENT_METHOD_LABELS, pesos } from './labels';

/** Where a payment went: "Intereses $ x · Canon $ y · Administración $ z · A favor $ w". */
function allocationText(payment: StatementPayment): string {
  const a = payment.allocation;
  if (!a) return '';
  const parts: Array<[string, number]> = [
    ['Intereses', a.interest],
    ['Canon', a.canon],
    ['Administración', a.adminFee],
    ['A favor', a.credit],
  ];
  return parts
    .filter(([, value]) => value > 0)
    .map(([label, value]) => `${label} ${pesos(value)}`)
    .join(' · ');
}

/**
 * The payments received, newest first, each with where it went (Código Civil art. 1653) or its
 * reversal; `action` adds a control under a payment (the admin's "Revertir"). Server-safe.
 */
export function StatementPayments({
  payments,
  action,
}: {
  payments: StatementPayment[];
  action?: (payment: StatementPayment) => ReactNode;
}) {
  if (payments.length === 0) return <p className="text-sm text-muted">Aún no hay pagos registrados.</p>;
  return (
    <ul data-testid="statement-payments" className="divide-y divide-slate-100">
      {[...payments].reverse().map((payment) => (
        <li key={payment.id} data-testid="statement-payment" className="space-y-1 py-2.5 text-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className={`font-semibold ${payment.reversal ? 'text-muted line-through' : 'text-ink'}`}>
                {pesos(payment.amount)}
              </p>
              <p className="text-xs text-muted">
                {dayText(payment.date)} · {PAYMENT_METHOD_LABELS[payment.method]}
                {payment.reference && ` · Ref. ${payment.reference}`}
              </p>
            </div>
            {payment.reversal ? (
              <span className="rounded-full bg-rose-100 px-2.5 py-0.5 text-xs font-semibold text-rose-900">
                Revertido
              </span>
            ) : (
              <p className="text-xs text-muted sm:text-right">{allocationText(payment)}</p>
            )}
          </div>
          {payment.reversal && (
            <p className="text-xs text-muted">
              Revertido el {dayText(payment.reversal.date)}: {payment.reversal.reason}
            </p>
          )}
          {!payment.reversal && action?.(payment)}
        </li>
      ))}
    </ul>
  );
}
