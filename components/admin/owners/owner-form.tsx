'use client';

import { useState, type FormEvent } from 'react';

import { AdminApiError, adminFetch } from '@/components/admin/api-client';
import { FormActions } from '@/components/admin/form-actions';
import { CheckboxField } from '@/components/ui/fields/choice';
import { SelectField, TextArea, TextField } from '@/components/ui/fields/field';
import { adminLook, consentCheckLook } from '@/components/ui/fields/looks';
import { FormAlert } from '@/components/ui/fields/status';
import { useFormValues } from '@/components/ui/fields/use-form-values';
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES } from '@/lib/domain/owners';
import { ownerCreateSchema, ownerPatchSchema, type ApiOwner } from '@/lib/validation/owners';

import { StaffSelect } from '../users/staff-select';
import type { StaffOption } from '../users/use-staff';

const FIELDS = ['name', 'documentType', 'documentNumber', 'phone', 'whatsapp', 'email', 'address', 'notes', 'agentId'];
type Key = (typeof FIELDS)[number];
const DOCUMENTS = DOCUMENT_TYPES.map(
  (type) => [type, type === DOCUMENT_TYPE_LABELS[type] ? type : `${type} · ${DOCUMENT_TYPE_LABELS[type]}`] as const,
);

const initialOf = (owner?: ApiOwner): Record<Key, string> => ({
  name: owner?.name ?? '',
  documentType: owner?.documentType ?? 'CC',
  documentNumber: owner?.documentNumber ?? '',
  phone: owner?.phone ?? '',
  whatsapp: owner?.whatsapp ?? '',
  email: owner?.email ?? '',
  address: owner?.address ?? '',
  notes: owner?.notes ?? '',
  agentId: owner?.agent.id ?? '',
});

/**
 * A new owner (POST /api/owners, with the owner's Ley 1581 authorisation ticked by staff) or an
 * owner's data (PATCH, only the fields that changed). Checked with the API's own schema first, so
 * a wrong NIT check digit shows under the field before anything is sent.
 */
export function OwnerForm({
  owner,
  staff,
  onSaved,
  onCancel,
}: {
  /** The owner to edit; none: a new one. */
  owner?: ApiOwner;
  /** Admins: the staff to assign; null for an agent (their owners are theirs). */
  staff: StaffOption[] | null;
  onSaved: (owner: ApiOwner, message: string) => void;
  onCancel?: () => void;
}) {
  const initial = initialOf(owner);
  const { values, errors, setErrors, bind } = useFormValues<Key>(initial);
  const [consent, setConsent] = useState(false);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const editing = !!owner;
  // The owner's agent stays pickable even when no longer active.
  const choices =
    staff && owner && !staff.some((member) => member.id === owner.agent.id)
      ? [...staff, { ...owner.agent, role: 'agent' as const }]
      : staff;

  function body() {
    const changed = Object.fromEntries(
      FIELDS.filter((key) => values[key] !== initial[key] && (key !== 'agentId' || values[key] !== '')).map((key) => [
        key,
        values[key],
      ]),
    );
    if (editing) {
      // A document number is checked against its type: send both when either changed.
      if ('documentNumber' in changed || 'documentType' in changed)
        Object.assign(changed, { documentType: values.documentType, documentNumber: values.documentNumber });
      return ownerPatchSchema.safeParse(changed);
    }
    const fresh = Object.fromEntries(
      FIELDS.filter((key) => values[key] !== '' || key === 'name' || key === 'phone').map((key) => [key, values[key]]),
    );
    return ownerCreateSchema.safeParse({ ...fresh, dataConsent: consent });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const parsed = body();
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'form')] ??= issue.message;
      setErrors(next);
      if (next.form) setFailure(next.form);
      return;
    }
    setBusy(true);
    try {
      const sent = editing
        ? await adminFetch<ApiOwner>(`/api/owners/${owner.id}`, { method: 'PATCH', json: parsed.data })
        : await adminFetch<ApiOwner>('/api/owners', { method: 'POST', json: parsed.data });
      onSaved(sent.data, sent.message ?? 'Guardado');
    } catch (error) {
      if (error instanceof AdminApiError && error.errors?.length) {
        setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
      }
      setFailure(error instanceof AdminApiError ? error.message : 'Error desconocido');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="propietario-form-titulo"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="propietario-form-titulo" className="text-lg font-semibold text-ink">
        {editing ? 'Datos del propietario' : 'Nuevo propietario'}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          look={adminLook}
          label="Nombre o razón social"
          autoComplete="off"
          className="sm:col-span-2"
          {...bind('name')}
        />
        <SelectField look={adminLook} label="Tipo de documento" options={DOCUMENTS} {...bind('documentType')} />
        <TextField
          look={adminLook}
          label="Número de documento"
          autoComplete="off"
          hint={values.documentType === 'NIT' ? 'Con el dígito de verificación: 900123456-7' : undefined}
          {...bind('documentNumber')}
        />
        <TextField look={adminLook} label="Teléfono" type="tel" autoComplete="off" {...bind('phone')} />
        <TextField look={adminLook} label="WhatsApp" type="tel" optional autoComplete="off" {...bind('whatsapp')} />
        <TextField look={adminLook} label="Email" type="email" optional autoComplete="off" {...bind('email')} />
        <TextField look={adminLook} label="Dirección" optional autoComplete="off" {...bind('address')} />
        {choices && (
          <StaffSelect
            look={adminLook}
            label="Asesor"
            placeholder={editing ? 'Sin cambios' : 'Yo (quien lo crea)'}
            staff={choices}
            className="sm:col-span-2"
            {...bind('agentId')}
          />
        )}
        <TextArea look={adminLook} label="Notas" optional rows={3} className="sm:col-span-2" {...bind('notes')} />
      </div>
      {!editing && (
        <CheckboxField
          look={consentCheckLook}
          name="dataConsent"
          checked={consent}
          onChange={(checked) => {
            setConsent(checked);
            setErrors(({ dataConsent: _cleared, ...rest }) => rest);
          }}
          error={errors.dataConsent}
        >
          El propietario autorizó el tratamiento de sus datos personales (Ley 1581 de 2012).
        </CheckboxField>
      )}
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <FormActions busy={busy} label={editing ? 'Guardar cambios' : 'Crear propietario'} onCancel={onCancel} />
    </form>
  );
}
