'use client';

import { useState } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { FormCard } from '@/components/admin/shared/form-card';
import { CheckboxField } from '@/components/ui/fields/choice';
import { SelectField, TextArea, TextField } from '@/components/ui/fields/field';
import { adminLook, consentCheckLook } from '@/components/ui/fields/looks';
import { useFormValues } from '@/components/ui/fields/use-form-values';
import { useSubmit } from '@/components/ui/fields/use-submit';
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES } from '@/lib/domain/owners';
import { ownerCreateSchema, ownerPatchSchema, type ApiOwner } from '@/lib/validation/owners';

import { StaffSelect } from '../users/staff-select';
import type { StaffOption } from '../users/use-staff';
import { withholdingsBody, WithholdingsField, type WithholdingRow } from './withholdings-field';

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
  const initialRows: WithholdingRow[] = (owner?.withholdings ?? []).map((w) => ({
    label: w.label,
    percent: String(w.percent).replace('.', ','),
  }));
  const [rows, setRows] = useState(initialRows);
  const { busy, failure, submit } = useSubmit({ setErrors });
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
      if (JSON.stringify(withholdingsBody(rows)) !== JSON.stringify(withholdingsBody(initialRows)))
        Object.assign(changed, { withholdings: withholdingsBody(rows) });
      return ownerPatchSchema.safeParse(changed);
    }
    const fresh = Object.fromEntries(
      FIELDS.filter((key) => values[key] !== '' || key === 'name' || key === 'phone').map((key) => [key, values[key]]),
    );
    return ownerCreateSchema.safeParse({ ...fresh, withholdings: withholdingsBody(rows), dataConsent: consent });
  }

  const save = () =>
    submit(body(), async (json) => {
      const sent = editing
        ? await adminFetch<ApiOwner>(`/api/owners/${owner.id}`, { method: 'PATCH', json })
        : await adminFetch<ApiOwner>('/api/owners', { method: 'POST', json });
      onSaved(sent.data, sent.message ?? 'Guardado');
    });

  return (
    <FormCard
      titleId="propietario-form-titulo"
      title={editing ? 'Datos del propietario' : 'Nuevo propietario'}
      onSubmit={save}
      failure={failure}
      actions={{ busy, label: editing ? 'Guardar cambios' : 'Crear propietario', onCancel }}
    >
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
        <WithholdingsField
          rows={rows}
          onChange={(next) => {
            setRows(next);
            setErrors(({ withholdings: _cleared, ...rest }) => rest);
          }}
          error={errors.withholdings}
        />
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
    </FormCard>
  );
}
