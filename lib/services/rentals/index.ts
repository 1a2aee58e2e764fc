import 'server-only';

// Rentals under administration (docs/rentals.md): leases, their ledger (charges, payments,
// reversals, expenses), Ley 820's increases and notices, arrears within Ley 2300, the owner's
// settlement and the tenant's statement link. Staff records, scoped to the property's agent.

export { appendEntries, appendEntry, openLedger, readLedger } from './ledger-store';
