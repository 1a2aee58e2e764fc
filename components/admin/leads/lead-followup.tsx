'use client';

import { useState, type FormEvent } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { primaryButton, secondaryButton } from '@/components/admin/buttons';
import type { NoticeState } from '@/components/admin/shared/notice';
import { bindValue } from '@/components/ui/fields/bind';
import { SelectField, TextArea } from '@/components/ui/fields/field';
import { panelLook } from '@/components/ui/fields/looks';
import { useSubmit } from '@/components/ui/fields/use-submit';
import { LEAD_STATUSES, type LeadStatus } from '@/lib/domain/leads';
import type { ApiLeadDetail } from '@/lib/validation/lead-admin';

import { StaffSelect } from '../users/staff-select';
import type { StaffOption } from '../users/use-staff';
import { LEAD_STATUS_LABELS } from './labels';

const STATUSES = LEAD_STATUSES.map((value) => [value, LEAD_STATUS_LABELS[value]] as const);
/** A note is required, with no mark (the button stays off until there is one). */
const NOTE = { rows: 3, maxLength: 2000, required: true, mark: false } as const;

/** Status and assignee (admins) of one lead, and a new note: each saved through the API. */
export function LeadFollowUp({
  lead,
  assignees,
  onSaved,
}: {
  lead: ApiLeadDetail;
  /** Null for an agent: only admins reassign. */
  assignees: StaffOption[] | null;
  onSaved: (notice: NonNullable<NoticeState>) => void;
}) {
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [assigneeId, setAssigneeId] = useState(lead.assignee?.id ?? '');
  const [note, setNote] = useState('');
  const { busy, run } = useSubmit({
    describe: (message) => `No se pudo guardar: ${message}`,
    onFailure: (text) => onSaved({ kind: 'error', text }),
  });
  // The current assignee stays pickable even when no longer active.
  const options =
    assignees && lead.assignee && !assignees.some((a) => a.id === lead.assignee!.id)
      ? [...assignees, { ...lead.assignee, role: 'agent' as const }]
      : (assignees ?? []);

  const save = (path: string, json: unknown, done: string) =>
    run(async () => {
      await adminFetch(path, { method: path.endsWith('/notes') ? 'POST' : 'PATCH', json });
      onSaved({ kind: 'success', text: done });
    });

  async function update(event: FormEvent) {
    event.preventDefault();
    const patch = {
      ...(status !== lead.status ? { status } : {}),
      ...(assignees && assigneeId !== (lead.assignee?.id ?? '') ? { assigneeId: assigneeId || null } : {}),
    };
    if (Object.keys(patch).length === 0) return onSaved({ kind: 'success', text: 'No hay cambios que guardar' });
    await save(`/api/leads/${lead.id}`, patch, `Solicitud actualizada: ${LEAD_STATUS_LABELS[status]}`);
  }

  async function addNote(event: FormEvent) {
    event.preventDefault();
    if (await save(`/api/leads/${lead.id}/notes`, { text: note }, 'Nota agregada')) setNote('');
  }

  return (
    <div className="space-y-4">
      <form
        onSubmit={update}
        aria-labelledby="seguimiento"
        className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <h2 id="seguimiento" className="font-semibold text-ink">
          Seguimiento
        </h2>
        <SelectField
          look={panelLook}
          label="Estado"
          options={STATUSES}
          {...bindValue(status, (next) => setStatus(next as LeadStatus))}
        />
        {assignees && (
          <StaffSelect look={panelLook} label="Asesor" staff={options} {...bindValue(assigneeId, setAssigneeId)} />
        )}
        <button type="submit" disabled={busy} className={primaryButton}>
          Guardar cambios
        </button>
      </form>
      <form
        onSubmit={addNote}
        aria-label="Agregar nota"
        className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        <TextArea look={panelLook} label="Nueva nota" {...NOTE} {...bindValue(note, setNote)} />
        <button type="submit" disabled={busy || !note.trim()} className={secondaryButton}>
          Agregar nota
        </button>
      </form>
    </div>
  );
}
