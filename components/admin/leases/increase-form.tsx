'use client';

import { adminFetch } from '@/components/admin/api-client';
import { FormCard } from '@/components/admin/shared/form-card';
import type { NoticeState } from '@/components/admin/shared/notice';
import { DateField, TextField } from '@/components/ui/fields/field';
import { adminLook } from '@/components/ui/fields/looks';
import { useFormValues } from '@/components/ui/fields/use-form-values';
import { useSubmit } from '@/components/ui/fields/use-submit';
import { increasedRent } from '@/lib/domain/rentals/increase';
import { INCREASE_MESSAGES } from '@/lib/domain/rentals/notice-messages';
import { formatPercent, formatPrice } from '@/lib/format';
import { increaseBodySchema } from '@/lib/validation/lease-increases';

import { dayText } from './labels';
import { panel } from './lease-panel';

/** What an increase may be now: from which day, and at most how much (null: the IPC is not recorded). */
export interface IncreaseAllowance {
  from: string;
  maxPercent: number | null;
  ipcYear: string | null;
}

const parsePercent = (text: string) => (/^\d+([.,]\d{1,2})?$/.test(text.trim()) ? Number(text.replace(',', '.')) : NaN);

/**
 * "Aplicar incremento" (POST /api/leases/{id}/increases, Ley 820 art. 20): the percentage and the
 * day it takes effect, with the allowed maximum shown. The API checks the 12 months, the IPC and
 * the 1 % cap and sends the tenant the letter.
 */
export function IncreaseForm({
  leaseId,
  currentRent,
  allowance,
  onSaved,
}: {
  leaseId: string;
  currentRent: number;
  allowance: IncreaseAllowance;
  onSaved: (notice: NonNullable<NoticeState>) => void;
}) {
  const initial = { percent: '', effectiveDate: allowance.from };
  const { values, setValues, setErrors, bind } = useFormValues(initial);
  const { busy, failure, submit } = useSubmit({ setErrors });
  const percent = parsePercent(values.percent);
  const newRent = Number.isFinite(percent) && percent > 0 ? increasedRent(currentRent, percent) : null;

  const save = () =>
    submit(increaseBodySchema.safeParse({ percent, effectiveDate: values.effectiveDate }), async (json) => {
      const sent = await adminFetch(`/api/leases/${leaseId}/increases`, { method: 'POST', json });
      setValues(initial);
      onSaved({ kind: 'success', text: sent.message ?? INCREASE_MESSAGES.applied });
    });

  return (
    <FormCard
      titleId="incremento-titulo"
      title="Aplicar incremento"
      titleClassName="font-semibold text-ink"
      className={panel}
      onSubmit={save}
      failure={failure}
      actions={{ busy, label: 'Aplicar incremento' }}
    >
      <p data-testid="increase-allowance" className="text-sm text-muted">
        Puede regir desde el {dayText(allowance.from)}.{' '}
        {allowance.maxPercent !== null ? (
          <>
            Máximo permitido: <strong className="text-ink">{formatPercent(allowance.maxPercent)}</strong>
            {allowance.ipcYear && ` (IPC de ${allowance.ipcYear})`}.
          </>
        ) : (
          'Hasta el IPC del año anterior a esa fecha.'
        )}{' '}
        Ley 820 de 2003, art. 20: doce meses de ejecución con el mismo canon; el arrendatario recibe la carta.
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <TextField
          look={adminLook}
          label="Incremento (%)"
          inputMode="decimal"
          autoComplete="off"
          hint={newRent ? `Nuevo canon: ${formatPrice(newRent)}` : undefined}
          {...bind('percent')}
        />
        <DateField look={adminLook} label="Fecha en que rige" {...bind('effectiveDate')} />
      </div>
    </FormCard>
  );
}
