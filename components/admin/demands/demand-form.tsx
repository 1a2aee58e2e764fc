'use client';

import { useRef, useState } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { FormActions } from '@/components/admin/form-actions';
import { patchBinder } from '@/components/ui/fields/bind';
import { CheckboxField } from '@/components/ui/fields/choice';
import { NumberField, PesosField, SelectField, TextArea, TextField } from '@/components/ui/fields/field';
import { adminLook, consentCheckLook } from '@/components/ui/fields/looks';
import { FormAlert } from '@/components/ui/fields/status';
import { useSubmit } from '@/components/ui/fields/use-submit';
import { DEMAND_STATUSES } from '@/lib/domain/demands';
import { formatShortDate } from '@/lib/format';
import { demandCreateSchema, demandPatchSchema, type ApiDemand } from '@/lib/validation/demands';

import type { StaffOption } from '../users/use-staff';
import { DemandWants } from './demand-wants';
import { FormBlock } from './form-block';
import {
  EMPTY_DEMAND,
  errorsByField,
  toFormValues,
  toRequestBody,
  type DemandFormErrors,
  type DemandFormValues,
} from './form-values';
import { DEMAND_STATUS_LABELS } from './labels';

const STATUSES = DEMAND_STATUSES.map((status) => [status, DEMAND_STATUS_LABELS[status]] as const);
const ESTRATOS = [1, 2, 3, 4, 5, 6].map((n) => [String(n), String(n)] as const);
const ESTRATO_BOUNDS = [
  ['estratoMin', 'Estrato mínimo'],
  ['estratoMax', 'Estrato máximo'],
] as const;
const PETS = [
  ['true', 'Necesita que acepten mascotas'],
  ['false', 'No tiene mascotas'],
] as const;
const CONSENT = 'El cliente autorizó el tratamiento de sus datos personales (Ley 1581 de 2012)';

/**
 * The demand form, for a new demand (no `demand`) and for editing one. An admin picks the agent
 * (`agents`); an agent's demands are theirs. Validated here with the API's own schemas, then by
 * the API, whose field messages land under their fields.
 */
export function DemandForm({
  demand,
  agents,
  onSaved,
  onCancel,
}: {
  demand?: ApiDemand;
  /** Null for an agent. */
  agents: StaffOption[] | null;
  onSaved: (demand: ApiDemand, message: string) => void;
  onCancel: () => void;
}) {
  const create = !demand;
  const [values, setValues] = useState<DemandFormValues>(demand ? toFormValues(demand) : EMPTY_DEMAND);
  const [errors, setErrors] = useState<DemandFormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  // The first field with an error, which may be far above the button on a phone.
  const focusError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const set = (patch: Partial<DemandFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))));
  };
  const bind = patchBinder(values, errors, set);
  const { busy, failure, submit } = useSubmit({
    setErrors,
    errorsOf: errorsByField,
    invalid: 'Revisa los campos marcados antes de guardar.',
    onErrors: focusError,
    describe: (message) => `${create ? 'Error al crear la demanda' : 'Error al guardar la demanda'}: ${message}`,
  });

  // A stored agent no longer active stays selectable.
  const agentOptions = agents
    ? [
        ...agents.map((a) => [a.id, `${a.name}${a.role === 'admin' ? ' (administrador)' : ''}`] as const),
        ...(demand && !agents.some((a) => a.id === demand.agent.id)
          ? [[demand.agent.id, demand.agent.name] as const]
          : []),
      ]
    : [];

  // The body as built goes out, as the API's own schema checked it.
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const body = toRequestBody(values, { create, canAssign: !!agents });
    void submit((create ? demandCreateSchema : demandPatchSchema).safeParse(body), async () => {
      const { data, message } = await adminFetch<ApiDemand>(demand ? `/api/demands/${demand.id}` : '/api/demands', {
        method: demand ? 'PATCH' : 'POST',
        json: body,
      });
      onSaved(data, message ?? 'Demanda guardada');
    });
  };

  return (
    <form
      ref={formRef}
      onSubmit={save}
      noValidate
      aria-label={create ? 'Nueva demanda' : 'Editar demanda'}
      className="space-y-4"
    >
      <FormBlock title="Cliente">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField look={adminLook} label="Nombre del cliente" autoComplete="off" required {...bind('name')} />
          <TextField look={adminLook} label="Teléfono" type="tel" autoComplete="off" required {...bind('phone')} />
          <TextField look={adminLook} label="Email (opcional)" type="email" autoComplete="off" {...bind('email')} />
        </div>
        {!demand ? (
          <CheckboxField
            look={consentCheckLook}
            id="demanda-consentimiento"
            checked={values.consent}
            onChange={(consent) => set({ consent })}
            error={errors.consent}
          >
            {CONSENT}
          </CheckboxField>
        ) : (
          <p className="text-sm text-muted">
            Autorización del cliente (Ley 1581 de 2012) registrada el {formatShortDate(demand.clientConsent.at)}.
          </p>
        )}
      </FormBlock>

      <DemandWants values={values} errors={errors} set={set} bind={bind} />

      <FormBlock title="Presupuesto y características">
        <div className="grid gap-4 sm:grid-cols-2">
          <PesosField look={adminLook} label="Precio mínimo (COP)" placeholder="300.000.000" {...bind('minPrice')} />
          <PesosField look={adminLook} label="Precio máximo (COP)" placeholder="500.000.000" {...bind('maxPrice')} />
          {ESTRATO_BOUNDS.map(([key, label]) => (
            <SelectField
              key={key}
              look={adminLook}
              label={label}
              placeholder="Cualquiera"
              options={ESTRATOS}
              {...bind(key)}
            />
          ))}
        </div>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <NumberField look={adminLook} label="Habitaciones (mín.)" min={0} step={1} {...bind('minBedrooms')} />
          <NumberField look={adminLook} label="Baños (mín.)" min={0} step={1} {...bind('minBathrooms')} />
          <NumberField look={adminLook} label="Parqueaderos (mín.)" min={0} step={1} {...bind('minParking')} />
          <NumberField look={adminLook} label="Área mínima (m²)" min={0} {...bind('minArea')} />
        </div>
        <SelectField
          look={adminLook}
          label="Mascotas"
          placeholder="Indiferente"
          options={PETS}
          className="sm:max-w-sm"
          {...bind('petsAllowed')}
        />
      </FormBlock>

      <FormBlock title="Seguimiento">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField look={adminLook} label="Estado" options={STATUSES} {...bind('status')} />
          {agents && (
            <SelectField
              look={adminLook}
              label="Asesor"
              placeholder={create ? 'Yo (quien la registra)' : undefined}
              options={agentOptions}
              {...bind('agentId')}
            />
          )}
        </div>
        <TextArea look={adminLook} label="Notas" rows={3} maxLength={5000} {...bind('notes')} />
      </FormBlock>

      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <FormActions busy={busy} label={create ? 'Crear demanda' : 'Guardar cambios'} onCancel={onCancel} />
    </form>
  );
}
