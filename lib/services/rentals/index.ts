import 'server-only';

// Rentals under administration (docs/rentals.md): leases, their ledger (charges, payments,
// reversals, expenses), Ley 820's increases and notices, arrears within Ley 2300, the owner's
// settlement and the tenant's statement link. Staff records, scoped to the property's agent.

export { appendCharges, appendEntries, appendEntry, openLedger, readLedger } from './ledger-store';
export { recordExpense } from './expenses';
export { ledgerLease, type LedgerLease } from './ledger-lease';
export { recordPayment, reversePayment } from './payments';
export { sendMonthlySettlements } from './settlement-mail';
export { renderSettlementPdf, settlementFileName } from './settlement-pdf';
export { ownerSettlement, ownerSettlementsForLink, recordSettlementPayout } from './settlements';
export { leaseStatement, statementInScope, statementWithLease } from './statement';
export { renderStatementPdf, statementFileName } from './statement-pdf';
export { chargesFor, createDueCharges, runChargeJob } from './charges';
export { createLease, getLease, leaseDetail, listLeases, terminateLease, updateLease } from './leases';
export { leaseInScope, leaseScopeFilter } from './scope';
export type { StoredLease } from './stored';
export { createTenantLink, leaseByTenantToken, revokeTenantLink, tenantLinkUrl } from './tenant-link';
export { runRentalJobs, type RentalJobCounts } from './timed';
export { sendArrearsReminders } from './arrears';
export { applyIncrease, increaseLetterPdf, type ApiIncrease } from './increases';
export { listIncreasesDue, listLeasesEnding, sendLeaseNoticeMails } from './notices';
