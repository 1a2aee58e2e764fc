'use client';

import { adminFetch } from '@/components/admin/api-client';
import { FormCard } from '@/components/admin/shared/form-card';
import type { NoticeState } from '@/components/admin/shared/notice';
import { DateField, parsePesos, PesosField, TextField } from '@/components/ui/fields/field';
import { adminLook } from '@/components/ui/fields/looks';
import { useFormValues } from '@/components/ui/fields/use-form-values';
import { useSubmit } from '@/components/ui/fields/use-submit';
import { LEDGER_MESSAGES } from '@/lib/domain/rentals/ledger-messages';
import { bogotaDay } from '@/lib/domain/visits';
import { expenseCreateSchema } from '@/lib/validation/lease-payments';

import { panel } from './lease-panel';
import { useIdempotencyKey } from './use-idempotency-key';

/**
 * "Registrar gasto" (POST /api/leases/{id}/expenses): a repair or the building's fee paid for the
 * owner, deducted from their settlement of that month. Sent with an Idempotency-Key.
 */
export function ExpenseForm({
  leaseId,
  onSaved,
}: {
  leaseId: string;
  onSaved: (notice: NonNullable<NoticeState>) => void;
}) {
  const today = bogotaDay(new Date());
  const initial = { amount: '', date: today, description: '' };
  const { values, setValues, setErrors, bind } = useFormValues(initial);
  const { busy, failure, submit } = useSubmit({ setErrors });
  const idempotency = useIdempotencyKey();

  const check = () => expenseCreateSchema.safeParse({ ...values, amount: parsePesos(values.amount) });

  const save = () =>
    submit(check(), async (json) => {
      const sent = await adminFetch(`/api/leases/${leaseId}/expenses`, {
        method: 'POST',
        json,
        headers: idempotency.keyFor(json),
      });
      idempotency.forget();
      setValues(initial);
      onSaved({ kind: 'success', text: sent.message ?? LEDGER_MESSAGES.expenseRecorded });
    });

  return (
    <FormCard
      titleId="gasto-titulo"
      title="Registrar gasto del inmueble"
      titleClassName="font-semibold text-ink"
      className={panel}
      onSubmit={save}
      failure={failure}
      actions={{ busy, label: 'Registrar gasto' }}
    >
      <p className="text-sm text-muted">Reparaciones o la administración del edificio pagadas por la agencia.</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <PesosField look={adminLook} label="Valor del gasto" autoComplete="off" {...bind('amount')} />
        <DateField look={adminLook} label="Fecha del gasto" max={today} {...bind('date')} />
        <TextField
          look={adminLook}
          label="Descripción"
          autoComplete="off"
          className="sm:col-span-2 lg:col-span-1"
          {...bind('description')}
        />
      </div>
    </FormCard>
  );
}
