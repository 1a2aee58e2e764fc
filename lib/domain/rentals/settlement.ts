// The owner's monthly settlement (liquidación), docs/rentals.md#the-owners-settlement: for each
// lease, the money collected in the month, minus the agency's commission on the canon collected,
// minus IVA on that commission, minus the month's expenses, minus the owner's withholdings. Every
// figure is integer pesos, rounded half up once per figure (never summed from rounded parts). Pure.

import { IVA_PERCENT } from './ledger-messages';
import type { LedgerEntry, Statement, Withholding } from './types';

/** round(amount × percent / 100), half up, exact for percentages of up to 4 decimals. */
export function percentOf(amount: number, percent: number): number {
  const scaled = Math.round(percent * 10_000);
  return Math.round((amount * scaled) / 1_000_000);
}

export interface SettlementLeaseInput {
  leaseId: string;
  commissionPercent: number;
  /** The lease's statement (its payments' allocations say which part went to the canon). */
  statement: Pick<Statement, 'payments'>;
  /** The lease's ledger entries (its expenses are read from them). */
  entries: readonly LedgerEntry[];
}

export interface WithholdingAmount extends Withholding {
  amount: number;
}

export interface SettlementLine {
  leaseId: string;
  /** Payments dated in the month and not reversed (interest, canon, administración and credit alike). */
  collected: number;
  /** Of those payments, what went to the canon: the base of the commission and the withholdings. */
  canonCollected: number;
  commission: number;
  iva: number;
  expenses: number;
  withholdings: number;
  withholdingDetail: WithholdingAmount[];
  net: number;
}

export interface SettlementFigures {
  month: string;
  lines: SettlementLine[];
  /** Σ net: what the agency pays the owner (negative: the month's expenses exceed what came in). */
  total: number;
  totals: Omit<SettlementLine, 'leaseId' | 'withholdingDetail'>;
}

const inMonth = (day: string, month: string) => day.slice(0, 7) === month;

/** One lease's line of the month `month` (AAAA-MM). */
export function settlementLine(lease: SettlementLeaseInput, month: string, withholdings: readonly Withholding[]) {
  const paid = lease.statement.payments.filter((p) => p.reversal === null && inMonth(p.date, month));
  const collected = paid.reduce((sum, p) => sum + p.amount, 0);
  const canonCollected = paid.reduce((sum, p) => sum + (p.allocation?.canon ?? 0), 0);
  const commission = percentOf(canonCollected, lease.commissionPercent);
  const iva = percentOf(commission, IVA_PERCENT);
  const expenses = lease.entries
    .filter((entry) => entry.kind === 'expense' && inMonth(entry.date, month))
    .reduce((sum, entry) => sum + entry.amount, 0);
  const withholdingDetail = withholdings.map((w) => ({ ...w, amount: percentOf(canonCollected, w.percent) }));
  const withheld = withholdingDetail.reduce((sum, w) => sum + w.amount, 0);
  return {
    leaseId: lease.leaseId,
    collected,
    canonCollected,
    commission,
    iva,
    expenses,
    withholdings: withheld,
    withholdingDetail,
    net: collected - commission - iva - expenses - withheld,
  } satisfies SettlementLine;
}

/** The owner's settlement of `month`: one line per lease, in the order given, and the totals. */
export function settlementFigures(
  leases: readonly SettlementLeaseInput[],
  month: string,
  withholdings: readonly Withholding[],
): SettlementFigures {
  const lines = leases.map((lease) => settlementLine(lease, month, withholdings));
  const sum = (key: keyof SettlementFigures['totals']) => lines.reduce((total, line) => total + line[key], 0);
  const totals = {
    collected: sum('collected'),
    canonCollected: sum('canonCollected'),
    commission: sum('commission'),
    iva: sum('iva'),
    expenses: sum('expenses'),
    withholdings: sum('withholdings'),
    net: sum('net'),
  };
  return { month, lines, total: totals.net, totals };
}

/** Whether a ledger shows money in or out in `month` (a month worth a settlement). */
export function hasActivityIn(entries: readonly LedgerEntry[], month: string): boolean {
  return entries.some((entry) => (entry.kind === 'payment' || entry.kind === 'expense') && inMonth(entry.date, month));
}

/** The months (AAAA-MM) with a payment or an expense in any of the ledgers, newest first. */
export function activeMonths(ledgers: ReadonlyArray<readonly LedgerEntry[]>): string[] {
  const months = new Set<string>();
  for (const entries of ledgers)
    for (const entry of entries)
      if (entry.kind === 'payment' || entry.kind === 'expense') months.add(entry.date.slice(0, 7));
  return [...months].sort().reverse();
}

/** The month before AAAA-MM. */
export function previousMonth(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return index === 1 ? `${year - 1}-12` : `${year}-${String(index - 1).padStart(2, '0')}`;
}
