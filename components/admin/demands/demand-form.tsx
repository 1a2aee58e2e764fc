'use client';

import { useRef, useState } from 'react';

import { AdminApiError, adminFetch } from '@/components/admin/api-client';
import { secondaryButton } from '@/components/admin/buttons';
import { FormActions } from '@/components/admin/form-actions';
import { useLoad } from '@/components/admin/shared/use-load';
import { CheckboxField, CheckboxGroup } from '@/components/ui/fields/choice';
import { NumberField, PesosField, SelectField, TextArea, TextField } from '@/components/ui/fields/field';
import { adminLook, consentCheckLook, inlineCheckLook } from '@/components/ui/fields/looks';
import { FormAlert } from '@/components/ui/fields/status';
import { DEMAND_STATUSES } from '@/lib/domain/demands';
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '@/lib/domain/property';
import { formatShortDate } from '@/lib/format';
import { demandCreateSchema, demandPatchSchema, type ApiDemand } from '@/lib/validation/demands';
import type { CityItem, LocalityItem } from '@/lib/validation/locations';

import type { StaffOption } from '../users/use-staff';
import {
  EMPTY_DEMAND,
  errorsByField,
  toFormValues,
  toRequestBody,
  type DemandFormErrors,
  type DemandFormValues,
} from './form-values';
import { DEMAND_OPERATION_LABELS, DEMAND_STATUS_LABELS } from './labels';

const OPERATIONS = Object.entries(DEMAND_OPERATION_LABELS);
const STATUSES = DEMAND_STATUSES.map((status) => [status, DEMAND_STATUS_LABELS[status]] as const);
const ESTRATOS = [1, 2, 3, 4, 5, 6].map((n) => [String(n), String(n)] as const);
const PETS = [
  ['true', 'Necesita que acepten mascotas'],
  ['false', 'No tiene mascotas'],
] as const;
const CONSENT = 'El cliente autorizó el tratamiento de sus datos personales (Ley 1581 de 2012)';
const BOGOTA = '11001';

/** Bogotá first, then the rest by name. */
const byBogotaFirst = (a: CityItem, b: CityItem) =>
  a.code === BOGOTA ? -1 : b.code === BOGOTA ? 1 : a.name.localeCompare(b.name, 'es');

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      {/* Floated, so the legend sits inside the card as a heading rather than on its border. */}
      <legend className="float-left w-full text-base font-semibold text-ink">{title}</legend>
      <div className="clear-both space-y-4 pt-3">{children}</div>
    </fieldset>
  );
}

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
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const [extra, setExtra] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  // The first field with an error, which may be far above the button on a phone.
  const focusError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const cities = [...(useLoad<CityItem[]>('/api/cities').data ?? [])].sort(byBogotaFirst);
  const city = cities.find((c) => c.name === values.city || c.code === values.city);
  const localities = useLoad<LocalityItem[]>(city ? `/api/localities?cityCode=${city.code}` : null).data ?? [];

  const set = (patch: Partial<DemandFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))));
  };
  const bind = (key: Exclude<keyof DemandFormValues, 'consent' | 'types' | 'localities'>) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set({ [key]: event.target.value }),
  });
  const toggle = (key: 'types' | 'localities', item: string) => (checked: boolean) =>
    set({ [key]: checked ? [...values[key], item] : values[key].filter((v) => v !== item) });

  // The city's stored localities, and any other barrio the demand names, each a checkbox.
  const localityNames = [
    ...localities.map((l) => l.name),
    ...values.localities.filter((name) => !localities.some((l) => l.name === name || l.code === name)),
  ];
  const addExtra = () => {
    const name = extra.trim();
    if (name && !values.localities.includes(name)) set({ localities: [...values.localities, name] });
    setExtra('');
  };

  // A stored agent no longer active stays selectable.
  const agentOptions = agents
    ? [
        ...agents.map((a) => [a.id, `${a.name}${a.role === 'admin' ? ' (administrador)' : ''}`] as const),
        ...(demand && !agents.some((a) => a.id === demand.agent.id)
          ? [[demand.agent.id, demand.agent.name] as const]
          : []),
      ]
    : [];

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = toRequestBody(values, { create, canAssign: !!agents });
    const parsed = (create ? demandCreateSchema : demandPatchSchema).safeParse(body);
    if (!parsed.success) {
      setErrors(errorsByField(parsed.error.issues));
      setFailure('Revisa los campos marcados antes de guardar.');
      focusError();
      return;
    }
    setSaving(true);
    setFailure('');
    try {
      const { data, message } = await adminFetch<ApiDemand>(demand ? `/api/demands/${demand.id}` : '/api/demands', {
        method: demand ? 'PATCH' : 'POST',
        json: body,
      });
      onSaved(data, message ?? 'Demanda guardada');
    } catch (error) {
      const message = error instanceof AdminApiError ? error.message : 'Error desconocido';
      if (error instanceof AdminApiError && error.errors) {
        setErrors(errorsByField(error.errors.map(({ field, message }) => ({ path: field, message }))));
        focusError();
      }
      setFailure(`${create ? 'Error al crear la demanda' : 'Error al guardar la demanda'}: ${message}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={create ? 'Nueva demanda' : 'Editar demanda'}
      className="space-y-4"
    >
      <Block title="Cliente">
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
      </Block>

      <Block title="Qué busca">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField look={adminLook} label="Operación" options={OPERATIONS} {...bind('operation')} />
          <SelectField
            look={adminLook}
            label="Ciudad"
            placeholder="Cualquier ciudad"
            value={values.city}
            error={errors.city}
            // Another city's localities no longer apply.
            onChange={(event) => set({ city: event.target.value, localities: [] })}
            options={[
              ...(values.city && !city ? [[values.city, values.city] as const] : []),
              ...cities.map((c) => [c.name, c.name] as const),
            ]}
          />
        </div>
        <div>
          <CheckboxGroup
            legend="Tipos de inmueble"
            look={inlineCheckLook}
            legendClassName="text-sm font-medium text-ink"
            listClassName="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4"
            items={PROPERTY_TYPES.map((type) => ({
              key: type,
              checked: values.types.includes(type),
              onChange: toggle('types', type),
              children: PROPERTY_TYPE_LABELS[type],
            }))}
          />
          {errors.types && <p className="mt-1 text-xs font-medium text-rose-700">{errors.types}</p>}
        </div>
        <div>
          {localityNames.length > 0 ? (
            <CheckboxGroup
              legend="Localidades o barrios (cualquiera sirve)"
              look={inlineCheckLook}
              legendClassName="text-sm font-medium text-ink"
              listClassName="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
              items={localityNames.map((name) => ({
                key: name,
                checked: values.localities.includes(name),
                onChange: toggle('localities', name),
                children: name,
              }))}
            />
          ) : (
            <p className="text-sm text-muted">
              {city ? 'Esta ciudad no tiene localidades registradas.' : 'Elige una ciudad para ver sus localidades.'}
            </p>
          )}
          <div className="mt-3 flex items-end gap-2">
            <TextField
              look={adminLook}
              label="Agregar un barrio"
              placeholder="Chicó Navarra"
              className="min-w-0 flex-1"
              value={extra}
              onChange={(event) => setExtra(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                addExtra();
              }}
            />
            <button type="button" onClick={addExtra} disabled={!extra.trim()} className={secondaryButton}>
              Agregar
            </button>
          </div>
          {errors.localities && <p className="mt-1 text-xs font-medium text-rose-700">{errors.localities}</p>}
        </div>
      </Block>

      <Block title="Presupuesto y características">
        <div className="grid gap-4 sm:grid-cols-2">
          <PesosField look={adminLook} label="Precio mínimo (COP)" placeholder="300.000.000" {...bind('minPrice')} />
          <PesosField look={adminLook} label="Precio máximo (COP)" placeholder="500.000.000" {...bind('maxPrice')} />
          <SelectField
            look={adminLook}
            label="Estrato mínimo"
            placeholder="Cualquiera"
            options={ESTRATOS}
            {...bind('estratoMin')}
          />
          <SelectField
            look={adminLook}
            label="Estrato máximo"
            placeholder="Cualquiera"
            options={ESTRATOS}
            {...bind('estratoMax')}
          />
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
      </Block>

      <Block title="Seguimiento">
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
      </Block>

      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <FormActions busy={saving} label={create ? 'Crear demanda' : 'Guardar cambios'} onCancel={onCancel} />
    </form>
  );
}
