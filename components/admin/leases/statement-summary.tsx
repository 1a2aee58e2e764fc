import type { Statement } from '@/lib/domain/rentals/types';
import { formatPrice } from '@/lib/format';

import { balanceText, dayText, pesos } from './labels';

/**
 * The figures of a statement: the balance, interest, credit, days overdue and the next charge due.
 * A server-safe component shared by the lease's page and the tenant's (/inquilino/{token}).
 */
export function StatementSummary({
  statement,
  tone = 'admin',
}: {
  statement: Pick<Statement, 'balance' | 'daysOverdue' | 'interest' | 'credit' | 'nextDue'>;
  tone?: 'admin' | 'site';
}) {
  const box =
    tone === 'site' ? 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm' : 'rounded-lg bg-surface p-3';
  const owes = statement.balance > 0;
  const facts: Array<[string, string, string?]> = [
    ['Saldo', balanceText(statement.balance), owes ? 'text-rose-800' : 'text-emerald-800'],
    ['Días en mora', String(statement.daysOverdue), statement.daysOverdue > 0 ? 'text-rose-800' : undefined],
    ['Intereses de mora', pesos(statement.interest)],
    [
      'Próximo vencimiento',
      statement.nextDue
        ? `${formatPrice(statement.nextDue.amount)} · ${dayText(statement.nextDue.due)}`
        : 'Nada pendiente',
    ],
  ];
  if (statement.credit > 0) facts.push(['Saldo a favor', pesos(statement.credit), 'text-emerald-800']);
  return (
    <dl data-testid="statement-summary" className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {facts.map(([label, value, color]) => (
        <div key={label} className={box}>
          <dt className="text-xs text-muted">{label}</dt>
          <dd
            data-testid={label === 'Saldo' ? 'statement-balance' : undefined}
            className={`mt-0.5 font-bold ${color ?? 'text-ink'}`}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
