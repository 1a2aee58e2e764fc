'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

import { patchBinder } from '@/components/ui/fields/bind';
import { CheckboxField } from '@/components/ui/fields/choice';
import { NumberField, SelectField, TextArea, TextField } from '@/components/ui/fields/field';
import { adminLook, inlineCheckLook } from '@/components/ui/fields/looks';
import { checkedBy, useSubmit } from '@/components/ui/fields/use-submit';
import { MAX_PROPERTY_IMAGES, MAX_PROPERTY_VIDEOS, PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '@/lib/domain/property';
import type { ApiProperty } from '@/lib/validation/property-response';

import { adminFetch } from '../api-client';
import { Section } from '../section';
import { AgentPicker } from './agent-picker';
import { CharacteristicsFields } from './characteristics-fields';
import { ExactLocationField, SyndicateField } from './exact-location-field';
import {
  emptyForm,
  toFormValues,
  toRequestBody,
  validateForm,
  type FormErrors,
  type PropertyFormValues,
} from './form-mapper';
import { STATUS_OPTIONS } from './labels';
import { LocationFields } from './location-fields';
import { MediaUploader } from './media-uploader';
import { PriceHistoryField } from './price-history-field';

const LIST = '/admin/properties';
const PRICES = [
  { key: 'price', label: 'Precio (COP)' },
  { key: 'adminFee', label: 'Administración (COP/mes)' },
] as const;
const WIDE = 'sm:col-span-2';
/** What the property is and whether it is for sale or rent. */
const KINDS = [
  {
    key: 'type',
    label: 'Tipo',
    placeholder: 'Selecciona el tipo',
    options: PROPERTY_TYPES.map((t) => [t, PROPERTY_TYPE_LABELS[t]] as const),
  },
  {
    key: 'operation',
    label: 'Operación',
    placeholder: 'Selecciona una operación',
    options: [
      ['venta', 'Venta'],
      ['arriendo', 'Arriendo'],
    ],
  },
] as const;

/**
 * The property form: one component for create (no id) and edit (id). `canAssign`: an
 * admin picks the agent; an agent's form never sends one (their properties are theirs).
 */
export function PropertyForm({ id, canAssign = false }: { id?: string; canAssign?: boolean }) {
  const router = useRouter();
  const assignable = (v: PropertyFormValues) => ({ ...v, agentId: canAssign ? v.agentId : null });
  const [values, setValues] = useState<PropertyFormValues | null>(id ? null : assignable(emptyForm()));
  const [errors, setErrors] = useState<FormErrors>({});
  // After a save the page is leaving for the list: the button stays busy.
  const {
    busy: saving,
    failure,
    submit,
  } = useSubmit({
    setErrors,
    stayBusy: true,
    invalid: 'Revisa los campos marcados antes de guardar.',
    describe: (message, refusal) => {
      const prefix = values?.id ? 'Error al actualizar la propiedad' : 'Error al crear la propiedad';
      // A 409 (someone saved in between) keeps every value in the form: nothing is lost.
      return refusal?.status === 409
        ? `${prefix}: ${message} Tus cambios siguen en el formulario.`
        : `${prefix}: ${message}`;
    },
  });

  useEffect(() => {
    if (!id) return;
    adminFetch<ApiProperty>(`/api/properties/${encodeURIComponent(id)}`)
      .then(({ data }) => setValues(assignable(toFormValues(data))))
      .catch((error: Error) => {
        window.alert(`Error al cargar la propiedad: ${error.message}`);
        router.push(LIST);
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- canAssign is fixed for the page
  }, [id, router]);

  if (!values) {
    return (
      <p role="status" className="py-24 text-center text-muted">
        Cargando propiedad...
      </p>
    );
  }

  const set = (patch: Partial<PropertyFormValues>) => {
    setValues((current) => (current ? { ...current, ...patch } : current));
    // A field's error clears as soon as it is edited.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in patch))));
  };
  const bind = patchBinder(values, errors, set);
  const setMedia = (key: 'images' | 'videos') => (update: (urls: string[]) => string[]) =>
    setValues((current) => (current ? { ...current, [key]: update(current[key]) } : current));

  function save(event: React.FormEvent) {
    event.preventDefault();
    if (!values) return;
    const found = validateForm(values);
    setErrors(found);
    void submit(checkedBy(values, found), async (valid) => {
      if (valid.id) await adminFetch(`/api/properties/${valid.id}`, { method: 'PUT', json: toRequestBody(valid) });
      else await adminFetch('/api/properties', { method: 'POST', json: toRequestBody(valid) });
      window.alert(valid.id ? 'Propiedad actualizada exitosamente' : 'Propiedad creada exitosamente');
      router.push(LIST);
    });
  }

  return (
    <form onSubmit={save} noValidate className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">{values.id ? 'Editar propiedad' : 'Agregar propiedad'}</h1>
        <Link href={LIST} className="text-sm font-semibold text-primary hover:underline">
          Volver a propiedades
        </Link>
      </div>
      {failure && (
        <p
          role="alert"
          className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800"
        >
          {failure}
        </p>
      )}

      <Section title="Información básica">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField look={adminLook} label="Título" className={WIDE} maxLength={200} {...bind('title')} />
          <TextField
            look={adminLook}
            label="Código de referencia"
            hint="Vacío: se asigna el siguiente (IB-0001, IB-0002…)"
            maxLength={24}
            autoCapitalize="characters"
            {...bind('code')}
          />
          <TextArea look={adminLook} label="Descripción" className={WIDE} rows={5} {...bind('description')} />
          {PRICES.map(({ key, label }) => (
            <NumberField key={key} look={adminLook} cop label={label} {...bind(key)} />
          ))}
          {KINDS.map(({ key, ...select }) => (
            <SelectField key={key} look={adminLook} {...select} {...bind(key)} />
          ))}
          {values.id && <PriceHistoryField points={values.priceHistory} />}
        </div>
      </Section>

      <Section title="Ubicación">
        <LocationFields values={values} errors={errors} set={set} />
        <ExactLocationField checked={values.showExactLocation} onChange={(v) => set({ showExactLocation: v })} />
        <SyndicateField checked={values.syndicate} onChange={(v) => set({ syndicate: v })} />
      </Section>

      <Section title="Características">
        <CharacteristicsFields values={values} errors={errors} set={set} />
      </Section>

      <Section title="Configuración">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField look={adminLook} label="Estado" options={STATUS_OPTIONS} {...bind('status')} />
          <CheckboxField
            look={inlineCheckLook}
            className="self-end pb-2 font-medium"
            checked={values.featured}
            onChange={(featured) => set({ featured })}
          >
            Propiedad destacada
          </CheckboxField>
          {values.agentId !== null && <AgentPicker value={values.agentId} onChange={(agentId) => set({ agentId })} />}
        </div>
      </Section>

      <Section title="Imágenes y videos">
        <div className="space-y-6">
          <p className="text-sm text-muted">La primera imagen es la principal.</p>
          <MediaUploader kind="images" urls={values.images} onChange={setMedia('images')} max={MAX_PROPERTY_IMAGES} />
          <MediaUploader kind="videos" urls={values.videos} onChange={setMedia('videos')} max={MAX_PROPERTY_VIDEOS} />
        </div>
      </Section>

      <div className="sticky bottom-0 -mx-4 flex justify-end gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0">
        <Link href={LIST} className="rounded-xl border border-slate-300 px-5 py-2.5 text-sm font-semibold text-ink">
          Cancelar
        </Link>
        <button
          type="submit"
          disabled={saving}
          className="rounded-xl bg-primary px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-dark disabled:opacity-60"
        >
          {saving ? 'Guardando...' : values.id ? 'Guardar cambios' : 'Crear propiedad'}
        </button>
      </div>
    </form>
  );
}
