'use client';

import { adminFetch } from '@/components/admin/api-client';
import { FormCard } from '@/components/admin/shared/form-card';
import type { NoticeState } from '@/components/admin/shared/notice';
import { DateField, parsePesos, PesosField, SelectField, TextField } from '@/components/ui/fields/field';
import { adminLook } from '@/components/ui/fields/looks';
import { useFormValues } from '@/components/ui/fields/use-form-values';
import { useSubmit } from '@/components/ui/fields/use-submit';
import { LEDGER_MESSAGES } from '@/lib/domain/rentals/ledger-messages';
import { PAYMENT_METHODS } from '@/lib/domain/rentals/types';
import { bogotaDay } from '@/lib/domain/visits';
import { paymentCreateSchema } from '@/lib/validation/lease-payments';

import { PAYMENT_METHOD_LABELS } from './labels';
import { panel } from './lease-panel';
import { useIdempotencyKey } from './use-idempotency-key';

const METHODS = PAYMENT_METHODS.map((method) => [method, PAYMENT_METHOD_LABELS[method]] as const);

/**
 * "Registrar pago" (POST /api/leases/{id}/payments): the amount, the day it was received, how and
 * its reference. Sent with an Idempotency-Key, so a second click or a retry records it once.
 */
export function PaymentForm({
  leaseId,
  startDate,
  onSaved,
}: {
  leaseId: string;
  startDate: string;
  onSaved: (notice: NonNullable<NoticeState>) => void;
}) {
  const today = bogotaDay(new Date());
  const initial = { amount: '', date: today, method: 'transferencia', reference: '' };
  const { values, setValues, setErrors, bind } = useFormValues(initial);
  const { busy, failure, submit } = useSubmit({ setErrors });
  const idempotency = useIdempotencyKey();

  const check = () => paymentCreateSchema.safeParse({ ...values, amount: parsePesos(values.amount) });

  const save = () =>
    submit(check(), async (json) => {
      const sent = await adminFetch(`/api/leases/${leaseId}/payments`, {
        method: 'POST',
        json,
        headers: idempotency.keyFor(json),
      });
      idempotency.forget();
      setValues(initial);
      onSaved({ kind: 'success', text: sent.message ?? LEDGER_MESSAGES.paymentRecorded });
    });

  return (
    <FormCard
      titleId="pago-titulo"
      title="Registrar pago"
      titleClassName="font-semibold text-ink"
      className={panel}
      onSubmit={save}
      failure={failure}
      actions={{ busy, label: 'Registrar pago' }}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <PesosField look={adminLook} label="Valor recibido" autoComplete="off" {...bind('amount')} />
        <DateField look={adminLook} label="Fecha del pago" min={startDate} max={today} {...bind('date')} />
        <SelectField look={adminLook} label="Medio de pago" options={METHODS} {...bind('method')} />
        <TextField look={adminLook} label="Referencia" optional autoComplete="off" {...bind('reference')} />
      </div>
    </FormCard>
  );
}
