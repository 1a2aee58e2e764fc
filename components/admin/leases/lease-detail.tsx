'use client';

import Link from 'next/link';
import { useState } from 'react';

import { Notice, type NoticeState } from '@/components/admin/shared/notice';
import { useFlash } from '@/components/admin/shared/use-flash';
import { useLoad } from '@/components/admin/shared/use-load';
import { periodIndexOf, periodStart } from '@/lib/domain/rentals/periods';
import { bogotaDay } from '@/lib/domain/visits';
import type { IncreaseDueRow } from '@/lib/validation/lease-increases';

import type { ApiLease, ApiStatement } from './api-types';
import { ExpenseForm } from './expense-form';
import { IncreaseForm, type IncreaseAllowance } from './increase-form';
import { dayText, pesos } from './labels';
import { GuaranteeFacts, TenantFacts, TermsFacts } from './lease-facts';
import { LeaseHistory } from './lease-history';
import { LeaseIncreases, LeaseNotices } from './lease-notices';
import { LeasePanel } from './lease-panel';
import { LeaseStatusBadge } from './lease-status-badge';
import { LeaseTermsForm } from './lease-terms-form';
import { PaymentForm } from './payment-form';
import { ReversePayment } from './reverse-payment';
import { StatementCharges } from './statement-charges';
import { StatementPayments } from './statement-payments';
import { StatementSummary } from './statement-summary';
import { TenantLinkPanel } from './tenant-link-panel';
import { TerminateForm } from './terminate-form';

/**
 * The earliest day an increase may take effect: 12 months at the current canon (art. 20), and a
 * period not yet charged (the first to start after today).
 */
function allowanceOf(lease: ApiLease, due: IncreaseDueRow[] | null): IncreaseAllowance {
  const today = bogotaDay(new Date());
  const next = periodStart(lease.startDate, periodIndexOf(lease.startDate, today) + 1);
  const row = due?.find((item) => item.leaseId === lease.id);
  const earliest = [lease.nextIncreaseDate, row?.effectiveDate ?? '', next].sort().at(-1)!;
  return { from: earliest, maxPercent: row?.maxPercent ?? null, ipcYear: row?.ipcYear ?? null };
}

/**
 * One lease: its terms, tenant and guarantee; its statement (charges, payments, reversals for
 * admins); the forms of a running lease (its terms, payment, expense, increase, tenant link,
 * termination);
 * the increases with their letters, the notices and reminders sent, and the history.
 */
export function LeaseDetail({ id, isAdmin }: { id: string; isAdmin: boolean }) {
  const lease = useLoad<ApiLease>(`/api/leases/${id}`);
  const statement = useLoad<ApiStatement>(`/api/leases/${id}/statement`);
  // The allowed maximum of the next increase, when it is due (the dashboard's list).
  const due = useLoad<IncreaseDueRow[]>('/api/leases/increases-due');
  const [notice, setNotice] = useState<NoticeState>(null);
  const [saves, setSaves] = useState(0);
  const data = lease.data;
  useFlash(setNotice);

  const saved = (next: NonNullable<NoticeState>) => {
    setNotice(next);
    setSaves((n) => n + 1);
    lease.reload();
    statement.reload();
  };
  const running = data !== null && data.status !== 'terminado';

  return (
    <section className="space-y-5">
      <Link href="/admin/arriendos" className="inline-block text-sm font-semibold text-primary hover:underline">
        ← Volver a arriendos
      </Link>
      <Notice notice={notice} onClose={() => setNotice(null)} floating />
      {lease.error && <Notice notice={{ kind: 'error', text: lease.error }} />}
      {lease.loading && (
        <p role="status" className="rounded-xl border border-slate-200 bg-white p-8 text-center text-muted">
          Cargando contrato...
        </p>
      )}
      {data && (
        <>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-xs font-semibold uppercase tracking-wide text-primary">
                <Link href={`/admin/properties/edit/${data.property.id}`} className="hover:underline">
                  {data.property.title}
                </Link>
              </p>
              <h1 className="break-words text-2xl font-bold text-ink">{data.tenant.name}</h1>
              <p className="text-sm text-muted">Contrato de arrendamiento · Asesor: {data.agent.name}</p>
            </div>
            <LeaseStatusBadge status={data.status} large />
          </div>
          <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="min-w-0 space-y-5">
              <LeasePanel id="estado-cuenta" title="Estado de cuenta">
                {statement.error && <p className="text-sm text-rose-700">{statement.error}</p>}
                {statement.loading && (
                  <p role="status" className="text-sm text-muted">
                    Cargando estado de cuenta...
                  </p>
                )}
                {statement.data && (
                  <>
                    <StatementSummary statement={statement.data} />
                    <a
                      href={`/api/leases/${data.id}/statement.pdf`}
                      className="inline-block text-sm font-semibold text-primary hover:underline"
                    >
                      Descargar estado de cuenta (PDF)
                    </a>
                    <h3 className="pt-2 text-sm font-semibold text-ink">Cobros</h3>
                    <StatementCharges charges={statement.data.charges} />
                    <h3 className="pt-2 text-sm font-semibold text-ink">Pagos</h3>
                    <StatementPayments
                      payments={statement.data.payments}
                      action={
                        isAdmin
                          ? (payment) => <ReversePayment leaseId={data.id} payment={payment} onSaved={saved} />
                          : undefined
                      }
                    />
                    {statement.data.expenses.length > 0 && (
                      <>
                        <h3 className="pt-2 text-sm font-semibold text-ink">Gastos del inmueble</h3>
                        <ul data-testid="lease-expenses" className="divide-y divide-slate-100">
                          {[...statement.data.expenses].reverse().map((expense) => (
                            <li key={expense.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                              <span className="min-w-0 text-ink">
                                {dayText(expense.date)} · {expense.description}
                              </span>
                              <span className="font-semibold text-ink">{pesos(expense.amount)}</span>
                            </li>
                          ))}
                        </ul>
                      </>
                    )}
                  </>
                )}
              </LeasePanel>
              <LeasePanel id="condiciones" title="Condiciones">
                <TermsFacts lease={data} />
              </LeasePanel>
              <LeasePanel id="arrendatario" title="Arrendatario">
                <TenantFacts lease={data} />
              </LeasePanel>
              <LeasePanel id="garantia" title="Garantía">
                <GuaranteeFacts lease={data} />
              </LeasePanel>
              {running && <LeaseTermsForm key={`condiciones-${data.updatedAt}`} lease={data} onSaved={saved} />}
              <LeasePanel id="incrementos" title="Incrementos">
                <LeaseIncreases lease={data} />
              </LeasePanel>
              <LeasePanel id="avisos" title="Avisos y recordatorios enviados">
                <LeaseNotices lease={data} />
              </LeasePanel>
            </div>
            <div className="min-w-0 space-y-5">
              {/* An ended lease may still be owed: payments and expenses stay open. */}
              <PaymentForm
                key={`pago-${data.updatedAt}`}
                leaseId={data.id}
                startDate={data.startDate}
                onSaved={saved}
              />
              {running && (
                <IncreaseForm
                  key={`incremento-${data.updatedAt}-${due.data ? 'max' : ''}`}
                  leaseId={data.id}
                  currentRent={data.monthlyRent}
                  allowance={allowanceOf(data, due.data)}
                  onSaved={saved}
                />
              )}
              <ExpenseForm leaseId={data.id} onSaved={saved} />
              {running && (
                <>
                  <TenantLinkPanel leaseId={data.id} initialUrl={data.tenantLink?.url ?? null} />
                  <TerminateForm leaseId={data.id} tenantName={data.tenant.name} onSaved={saved} />
                </>
              )}
            </div>
          </div>
          <LeaseHistory id={data.id} version={saves} />
        </>
      )}
    </section>
  );
}
