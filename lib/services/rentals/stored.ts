import type { Types } from 'mongoose';

import type { DocumentType } from '../../domain/owners';
import type {
  ContactChannel,
  CoSigner,
  GuaranteeType,
  LeaseIncrease,
  LeaseNotice,
  RentStep,
} from '../../domain/rentals/types';

type Id = Types.ObjectId;

/** A stored lease (lean), models/lease.ts. */
export interface StoredLease {
  _id: Id;
  propertyId: Id;
  ownerId: Id;
  tenant: { name: string; documentType: DocumentType; documentNumber: string; phone: string; email: string };
  tenantConsent: { accepted: boolean; at: Date };
  contactChannels: ContactChannel[];
  guarantee: {
    type: GuaranteeType;
    coSigners: Array<CoSigner & { phone: string; email: string }>;
    insurer: { name: string; policyNumber: string } | null;
  };
  rents: RentStep[];
  adminFee: number;
  startDate: string;
  termMonths: number;
  graceDays: number;
  commissionPercent: number;
  commercialValue: number | null;
  paidThrough: string | null;
  nextPeriod: string;
  terminatedAt: string | null;
  terminationReason: string;
  increases: LeaseIncrease[];
  notices: LeaseNotice[];
  claims: Record<string, unknown>;
  tenantLink: { id?: string | null; createdAt?: Date | null; revokedAt?: Date | null } | null;
  createdBy: string | null;
  searchText: string;
  createdAt: Date;
  updatedAt: Date;
}
