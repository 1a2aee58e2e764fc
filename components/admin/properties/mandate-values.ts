// The mandate form's values (text, as the fields hold them) to and from the API's shape.
import type { Issue } from '@/components/ui/fields/use-submit';
import { MANDATE_MESSAGES } from '@/lib/domain/mandates';
import { mandatePutSchema, type ApiMandate } from '@/lib/validation/mandates';

import type { PickedOwner } from './owner-picker';

export interface MandateValues {
  owner: PickedOwner | null;
  exclusive: boolean;
  commissionPercent: string;
  startDate: string;
  endDate: string;
}

export const EMPTY_MANDATE: MandateValues = {
  owner: null,
  exclusive: false,
  commissionPercent: '',
  startDate: '',
  endDate: '',
};

export const toMandateValues = (m: ApiMandate): MandateValues => ({
  owner: m.owner,
  exclusive: m.exclusive,
  commissionPercent: String(m.commissionPercent),
  startDate: m.startDate,
  endDate: m.endDate,
});

/** The body of PUT .../mandate, checked with the API's own schema (a decimal comma is a point). */
export const checkMandate = (values: MandateValues) =>
  mandatePutSchema.safeParse({
    ownerId: values.owner?.id ?? '',
    exclusive: values.exclusive,
    commissionPercent: Number(values.commissionPercent.replace(',', '.')),
    startDate: values.startDate,
    endDate: values.endDate,
  });

/** Issues by field; the owner's under the picker, which asks for one while none is chosen. */
export const mandateErrors = (owner: PickedOwner | null) => (issues: ReadonlyArray<Issue>) => {
  const errors: Partial<Record<string, string>> = {};
  for (const { path, message } of issues) {
    const key = String(path[0] ?? 'form');
    if (key === 'ownerId') errors.owner ??= owner ? message : MANDATE_MESSAGES.ownerRequired;
    else errors[key] ??= message;
  }
  return errors;
};
