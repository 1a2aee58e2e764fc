// The editable terms of a signed lease: the form's values from the lease and the body they make
// (PATCH /api/leases/{id}). Never the canon (an increase) nor the dates. Pure.
import type { ContactChannel } from '@/lib/domain/rentals/types';
import type { ApiLease } from '@/lib/validation/leases';

import { guaranteeBody, number, pesosOrNull, type CoSignerValues } from './sign-values';

export const TERMS_FIELDS = [
  'tenant.phone',
  'tenant.email',
  'guarantee.type',
  'guarantee.insurer.name',
  'guarantee.insurer.policyNumber',
  'adminFee',
  'graceDays',
  'commissionPercent',
  'commercialValue',
] as const;
export type TermsKey = (typeof TERMS_FIELDS)[number];

/** A co-signer as edited; their e-mail, which the form does not show, rides along unchanged. */
export type EditedCoSigner = CoSignerValues & { email?: string };

const decimal = (n: number) => String(n).replace('.', ',');

export const termsValues = (lease: ApiLease): Record<TermsKey, string> => ({
  'tenant.phone': lease.tenant.phone,
  'tenant.email': lease.tenant.email,
  'guarantee.type': lease.guarantee.type,
  'guarantee.insurer.name': lease.guarantee.insurer?.name ?? '',
  'guarantee.insurer.policyNumber': lease.guarantee.insurer?.policyNumber ?? '',
  adminFee: String(lease.adminFee),
  graceDays: String(lease.graceDays),
  commissionPercent: decimal(lease.commissionPercent),
  commercialValue: lease.commercialValue === null ? '' : String(lease.commercialValue),
});

export const termsCoSigners = (lease: ApiLease): EditedCoSigner[] =>
  lease.guarantee.coSigners.map((person) => ({ ...person }));

/** The body of PATCH /api/leases/{id} from the form (the API's schema checks it). */
export function termsBody(values: Record<TermsKey, string>, coSigners: EditedCoSigner[], channels: ContactChannel[]) {
  return {
    tenant: { phone: values['tenant.phone'].trim(), email: values['tenant.email'].trim() },
    contactChannels: channels,
    guarantee: guaranteeBody(values, coSigners),
    adminFee: pesosOrNull(values.adminFee) ?? 0,
    graceDays: number(values.graceDays),
    commissionPercent: number(values.commissionPercent),
    commercialValue: pesosOrNull(values.commercialValue),
  };
}
