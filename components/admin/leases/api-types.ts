// The lease API's answers as the screens read them.
export type { ApiLease, ApiLeaseRow, TenantStatement } from '@/lib/validation/leases';
export type { ApiStatement } from '@/lib/validation/lease-statement';
