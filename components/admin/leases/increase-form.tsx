'use client';

import { adminFetch } from '@/components/admin/api-client';
import { FormCard } from '@/components/admin/shared/form-card';
import type { NoticeState } from '@/components/admin/shared/notice';
import { DateField, TextField } from '@/components/ui/fields/field';
import { adminLook } from '@/components/ui/fields/looks';
import { useFormValues } from '@/components/ui/fields/use-form-values';
import { checkedBy, useSubmit } from '@/components/ui/fields/use-submit';
import { formatPercent, formatPrice } from '@/lib/format';

import { dayText } from './labels';
import { panel } from './lease-panel';

/** What an increase may be now: from which day, and at most how much (null: not known yet). */
export interface IncreaseAllowance {
  from: string | null;
  maxPercent: number | null;
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
  const initial = {
    percent: allowance.maxPercent === null ? '' : String(allowance.maxPercent).replace('.', ','),
    effectiveDate: allowance.from ?? '',
  };
  const { values, setValues, setErrors, bind } = useFormValues(initial);
  const { busy, failure, submit } = useSubmit({ setErrors });
  const percent = parsePercent(values.percent);
  const newRent = Number.isFinite(percent) && percent > 0 ? Math.round(currentRent * (1 + percent / 100)) : null;

  const save = () =>
    submit(
      checkedBy(
        { percent, effectiveDate: values.effectiveDate },
        {
          percent: Number.isFinite(percent) && percent > 0 ? undefined : 'El porcentaje debe ser un número mayor que 0',
          effectiveDate: values.effectiveDate ? undefined : 'La fecha es obligatoria',
        },
      ),
      async (json) => {
        const sent = await adminFetch(`/api/leases/${leaseId}/increases`, { method: 'POST', json });
        setValues(initial);
        onSaved({ kind: 'success', text: sent.message ?? 'Incremento aplicado' });
      },
    );

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
        {allowance.from ? `Desde el ${dayText(allowance.from)}` : 'Sin fecha calculada'}
        {allowance.maxPercent !== null && `, máximo permitido ${formatPercent(allowance.maxPercent)}`} (Ley 820 de 2003,
        art. 20: doce meses de ejecución con el mismo canon y hasta el IPC del año anterior).
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
