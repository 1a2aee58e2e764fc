// The lease API's answers as the screens read them. Provisional: replaced by the response types of
// lib/validation/leases.ts once that lands.
import type {
  ContactChannel,
  Guarantee,
  LeaseIncrease,
  LeaseNotice,
  LeaseStatus,
  RentStep,
  Statement,
  Tenant,
} from '@/lib/domain/rentals/types';
import type { ActivityItem } from '@/lib/validation/activity';

export interface ApiLeaseRow {
  id: string;
  tenant: Tenant;
  property: { id: string; title: string; code?: string };
  agent: { id: string; name: string };
  monthlyRent: number;
  adminFee: number;
  status: LeaseStatus;
  balance: number;
  nextIncreaseDate: string | null;
  startDate: string;
  currentTermEnd: string;
}

export interface ApiLease extends ApiLeaseRow {
  owner: { id: string; name: string };
  tenantConsent: { accepted: boolean; at: string };
  contactChannels: ContactChannel[];
  guarantee: Guarantee;
  rents: RentStep[];
  termMonths: number;
  graceDays: number;
  commissionPercent: number;
  commercialValue: number | null;
  paidThrough: string | null;
  terminatedAt: string | null;
  terminationReason: string;
  increases: Array<Omit<LeaseIncrease, 'createdAt' | 'notifiedAt'> & { createdAt: string; notifiedAt: string | null }>;
  notices: Array<Omit<LeaseNotice, 'at'> & { at: string }>;
  tenantLink: { url: string; createdAt: string } | null;
  createdAt: string;
  updatedAt: string;
  history?: ActivityItem[];
}

export type ApiStatement = Statement;
