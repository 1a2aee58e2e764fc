import Link from 'next/link';

import { Fact } from '@/components/admin/fact';
import { CardHead } from '@/components/admin/list-screen';
import { formatPrice } from '@/lib/format';

import type { ApiLeaseRow } from './api-types';
import { balanceText, dayText } from './labels';
import { LeaseStatusBadge } from './lease-status-badge';

/** One lease of the list: tenant, property, canon, balance, next increase, whose it is. */
export function LeaseCard({ lease, showAgent }: { lease: ApiLeaseRow; showAgent: boolean }) {
  const href = `/admin/arriendos/${lease.id}`;
  const owes = lease.balance > 0;
  return (
    <li data-testid="lease-row" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <CardHead
        kicker={lease.property.title}
        title={
          <Link href={href} className="hover:underline">
            {lease.tenant.name}
          </Link>
        }
        badge={<LeaseStatusBadge status={lease.status} />}
      />
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Fact label="Canon">{formatPrice(lease.monthlyRent)}</Fact>
        <Fact label="Saldo">
          <span data-testid="lease-balance" className={owes ? 'font-semibold text-rose-800' : 'text-ink'}>
            {balanceText(lease.balance)}
          </span>
          {lease.daysOverdue > 0 && (
            <span className="text-rose-800">
              {' '}
              · {lease.daysOverdue === 1 ? '1 día en mora' : `${lease.daysOverdue} días en mora`}
            </span>
          )}
        </Fact>
        <Fact label="Próximo incremento">{dayText(lease.nextIncreaseDate)}</Fact>
        <Fact label="Fin del término">{dayText(lease.currentTermEnd)}</Fact>
        {showAgent && <Fact label="Asesor">{lease.agent.name}</Fact>}
      </dl>
      <Link
        href={href}
        className="mt-3 inline-block rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-ink hover:bg-slate-50"
      >
        Abrir<span className="sr-only"> el contrato de {lease.tenant.name}</span>
      </Link>
    </li>
  );
}
