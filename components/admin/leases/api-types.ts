// The lease API's answers as the screens read them.
export type { ApiLease, ApiLeaseRow, TenantStatement } from '@/lib/validation/leases';
export type { Statement as ApiStatement } from '@/lib/domain/rentals/types';
