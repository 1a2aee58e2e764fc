'use client';

import { useState, type FormEvent } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { primaryButton, secondaryButton } from '@/components/admin/buttons';
import type { NoticeState } from '@/components/admin/shared/notice';
import { bindValue } from '@/components/ui/fields/bind';
import { SelectField } from '@/components/ui/fields/field';
import { panelLook } from '@/components/ui/fields/looks';
import { useSubmit } from '@/components/ui/fields/use-submit';
import { DEMAND_STATUSES, type DemandStatus } from '@/lib/domain/demands';
import type { ApiDemand } from '@/lib/validation/demands';

import { DEMAND_STATUS_LABELS } from './labels';

const STATUSES = DEMAND_STATUSES.map((value) => [value, DEMAND_STATUS_LABELS[value]] as const);
const box = 'space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5';

/** The side panel of a demand: its status, the edit button, and deleting it after a confirmation. */
export function DemandActions({
  demand,
  onEdit,
  onSaved,
  onDeleted,
}: {
  demand: ApiDemand;
  onEdit: () => void;
  onSaved: (notice: NonNullable<NoticeState>) => void;
  onDeleted: (message: string) => void;
}) {
  const [status, setStatus] = useState<DemandStatus>(demand.status);
  const [confirming, setConfirming] = useState(false);
  const onFailure = (text: string) => onSaved({ kind: 'error', text });
  const saving = useSubmit({ describe: (message) => `No se pudo guardar: ${message}`, onFailure });
  // A deleted demand's page is leaving: its buttons stay off.
  const deleting = useSubmit({ describe: (message) => `No se pudo eliminar: ${message}`, onFailure, stayBusy: true });
  const busy = saving.busy || deleting.busy;

  function saveStatus(event: FormEvent) {
    event.preventDefault();
    if (status === demand.status) return onSaved({ kind: 'success', text: 'No hay cambios que guardar' });
    void saving.run(async () => {
      await adminFetch(`/api/demands/${demand.id}`, { method: 'PATCH', json: { status } });
      onSaved({ kind: 'success', text: `Demanda actualizada: ${DEMAND_STATUS_LABELS[status]}` });
    });
  }

  const remove = () =>
    deleting.run(async () => {
      const { message } = await adminFetch(`/api/demands/${demand.id}`, { method: 'DELETE' });
      onDeleted(message ?? 'Demanda eliminada');
    });

  return (
    <div className="space-y-4">
      <form onSubmit={saveStatus} aria-labelledby="demanda-estado" className={box}>
        <h2 id="demanda-estado" className="font-semibold text-ink">
          Estado
        </h2>
        <SelectField
          look={panelLook}
          label="Estado de la demanda"
          options={STATUSES}
          {...bindValue(status, (next) => setStatus(next as DemandStatus))}
        />
        <button type="submit" disabled={busy} className={primaryButton}>
          Cambiar estado
        </button>
      </form>
      <div className={box}>
        <button type="button" onClick={onEdit} className={`${secondaryButton} w-full`}>
          Editar demanda
        </button>
        {confirming ? (
          <div role="alertdialog" aria-labelledby="demanda-eliminar" className="space-y-3 rounded-lg bg-red-50 p-3">
            <p id="demanda-eliminar" className="text-sm font-medium text-red-900">
              ¿Eliminar la demanda de {demand.client.name}? Esta acción no se puede deshacer.
            </p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => void remove()}
                disabled={busy}
                className="rounded-lg bg-red-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              >
                Sí, eliminar
              </button>
              <button type="button" onClick={() => setConfirming(false)} className={secondaryButton}>
                Cancelar
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className="w-full rounded-lg border border-red-300 bg-white px-4 py-2.5 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            Eliminar demanda
          </button>
        )}
      </div>
    </div>
  );
}
