'use client';

import { useState } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { secondaryButton } from '@/components/admin/buttons';
import type { NoticeState } from '@/components/admin/shared/notice';
import { DateField, TextArea } from '@/components/ui/fields/field';
import { adminLook } from '@/components/ui/fields/looks';
import { FormAlert } from '@/components/ui/fields/status';
import { useFormValues } from '@/components/ui/fields/use-form-values';
import { useSubmit } from '@/components/ui/fields/use-submit';
import { LEASE_MESSAGES } from '@/lib/domain/rentals/lease-messages';
import { bogotaDay } from '@/lib/domain/visits';
import { leaseTerminateSchema } from '@/lib/validation/leases';

import { panel } from './lease-panel';

/**
 * "Terminar contrato" (POST /api/leases/{id}/terminate {date, reason}), after a confirmation: no
 * charges for the periods that start after that day. The property stays arrendado.
 */
export function TerminateForm({
  leaseId,
  tenantName,
  onSaved,
}: {
  leaseId: string;
  tenantName: string;
  onSaved: (notice: NonNullable<NoticeState>) => void;
}) {
  const [open, setOpen] = useState(false);
  const { values, setErrors, bind } = useFormValues({ date: bogotaDay(new Date()), reason: '' });
  const { busy, failure, submit } = useSubmit({ setErrors });

  const save = () =>
    submit(leaseTerminateSchema.safeParse(values), async (json) => {
      const sent = await adminFetch(`/api/leases/${leaseId}/terminate`, { method: 'POST', json });
      setOpen(false);
      onSaved({ kind: 'success', text: sent.message ?? LEASE_MESSAGES.terminated });
    });

  if (!open)
    return (
      <div className={panel}>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="w-full rounded-lg border border-red-300 bg-white px-4 py-2.5 text-sm font-semibold text-red-800 hover:bg-red-50"
        >
          Terminar contrato
        </button>
      </div>
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      noValidate
      aria-labelledby="terminar-titulo"
      className={`${panel} border-red-200`}
    >
      <h2 id="terminar-titulo" className="font-semibold text-red-900">
        Terminar el contrato de {tenantName}
      </h2>
      <p className="text-sm text-muted">
        No se generan cobros de los periodos que empiezan después de esa fecha. El inmueble sigue arrendado hasta que lo
        cambies.
      </p>
      <DateField look={adminLook} label="Fecha de terminación" {...bind('date')} />
      <TextArea look={adminLook} label="Motivo" rows={2} {...bind('reason')} />
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={busy}
          className="rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {busy ? 'Guardando...' : 'Sí, terminar'}
        </button>
        <button type="button" onClick={() => setOpen(false)} className={secondaryButton}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
