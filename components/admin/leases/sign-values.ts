// The signing form's values and the body they make (POST /api/leases). Pure.
import { parsePesos } from '@/components/ui/fields/field';
import type { ContactChannel, GuaranteeType } from '@/lib/domain/rentals/types';

export const SIGN_FIELDS = [
  'tenant.name',
  'tenant.documentType',
  'tenant.documentNumber',
  'tenant.phone',
  'tenant.email',
  'guarantee.type',
  'guarantee.insurer.name',
  'guarantee.insurer.policyNumber',
  'monthlyRent',
  'adminFee',
  'startDate',
  'termMonths',
  'graceDays',
  'commissionPercent',
  'commercialValue',
  'paidThrough',
] as const;
export type SignKey = (typeof SIGN_FIELDS)[number];

export interface CoSignerValues {
  name: string;
  documentType: string;
  documentNumber: string;
  phone: string;
}

export const emptyCoSigner = (): CoSignerValues => ({ name: '', documentType: 'CC', documentNumber: '', phone: '' });

export const initialSignValues = (today: string): Record<SignKey, string> => ({
  'tenant.name': '',
  'tenant.documentType': 'CC',
  'tenant.documentNumber': '',
  'tenant.phone': '',
  'tenant.email': '',
  'guarantee.type': 'codeudor',
  'guarantee.insurer.name': '',
  'guarantee.insurer.policyNumber': '',
  monthlyRent: '',
  adminFee: '0',
  startDate: today,
  termMonths: '12',
  graceDays: '5',
  commissionPercent: '10',
  commercialValue: '',
  paidThrough: '',
});

export const number = (text: string) => (text.trim() === '' ? NaN : Number(text.trim().replace(',', '.')));
export const pesosOrNull = (text: string) => (text.trim() === '' ? null : parsePesos(text));

type GuaranteeKey = 'guarantee.type' | 'guarantee.insurer.name' | 'guarantee.insurer.policyNumber';

/** The guarantee as the API takes it, from either form: only the rows its type uses. */
export function guaranteeBody<C extends CoSignerValues>(values: Record<GuaranteeKey, string>, coSigners: C[]) {
  const type = values['guarantee.type'] as GuaranteeType;
  return {
    type,
    coSigners:
      type === 'codeudor'
        ? coSigners.map((person) => ({
            ...person,
            name: person.name.trim(),
            documentNumber: person.documentNumber.trim(),
            phone: person.phone.trim(),
          }))
        : [],
    insurer:
      type === 'afianzadora'
        ? {
            name: values['guarantee.insurer.name'].trim(),
            policyNumber: values['guarantee.insurer.policyNumber'].trim(),
          }
        : null,
  };
}

/** The body of POST /api/leases from the form (the API's schema checks it). */
export function signBody(
  propertyId: string,
  values: Record<SignKey, string>,
  coSigners: CoSignerValues[],
  channels: ContactChannel[],
  consent: boolean,
) {
  return {
    propertyId,
    tenant: {
      name: values['tenant.name'].trim(),
      documentType: values['tenant.documentType'],
      documentNumber: values['tenant.documentNumber'].trim(),
      phone: values['tenant.phone'].trim(),
      email: values['tenant.email'].trim(),
    },
    tenantConsent: consent,
    contactChannels: channels,
    guarantee: guaranteeBody(values, coSigners),
    monthlyRent: parsePesos(values.monthlyRent),
    adminFee: values.adminFee.trim() === '' ? 0 : parsePesos(values.adminFee),
    startDate: values.startDate,
    termMonths: number(values.termMonths),
    graceDays: number(values.graceDays),
    commissionPercent: number(values.commissionPercent),
    commercialValue: pesosOrNull(values.commercialValue),
    paidThrough: values.paidThrough || null,
  };
}
