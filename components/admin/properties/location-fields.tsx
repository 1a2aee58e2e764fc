'use client';

import { useEffect, useState } from 'react';

import { SelectField, TextField } from '@/components/ui/fields/field';
import { adminLook } from '@/components/ui/fields/looks';

import { adminFetch } from '../api-client';
import { composeFullAddress, INTERSECTION_ROAD_TYPES, ROAD_TYPES } from './address';
import type { FormErrors, PropertyFormValues } from './form-mapper';

type Option = { code: string; name: string };
type Props = { values: PropertyFormValues; errors: FormErrors; set: (patch: Partial<PropertyFormValues>) => void };

/** GET a location list; on failure an alert and an empty list. */
function useOptions(path: string | null, what: string): Option[] {
  const [loaded, setLoaded] = useState<{ path: string; options: Option[] } | null>(null);
  useEffect(() => {
    if (!path) return;
    let live = true;
    adminFetch<Option[]>(path)
      .then(({ data }) => live && setLoaded({ path, options: data }))
      .catch((error: Error) => {
        if (!live) return;
        setLoaded({ path, options: [] });
        window.alert(`Error cargando ${what}: ${error.message}`);
      });
    return () => {
      live = false;
    };
  }, [path, what]);
  return path && loaded?.path === path ? loaded.options : [];
}

/** The location block: department → city → locality cascade, street builder, full-address preview. */
export function LocationFields({ values, errors, set }: Props) {
  const departments = useOptions('/api/departments', 'departamentos');
  const cities = useOptions(
    values.departmentCode ? `/api/cities?departmentCode=${encodeURIComponent(values.departmentCode)}` : null,
    'ciudades',
  );
  const localities = useOptions(
    values.cityCode ? `/api/localities?cityCode=${encodeURIComponent(values.cityCode)}` : null,
    'localidades',
  );
  const [copied, setCopied] = useState(false);
  const fullAddress = composeFullAddress(values);
  const street = { values, errors, set };

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  // Keep a stored name selectable even before (or without) its list arriving.
  const withCurrent = (options: Option[], code: string, name: string) =>
    code && !options.some((o) => o.code === code) ? [{ code, name }, ...options] : options;
  const pick = (options: Option[], code: string) => options.find((o) => o.code === code)?.name ?? '';

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <CascadeSelect
        label="Departamento"
        placeholder="Selecciona un departamento"
        error={errors.departmentCode}
        options={withCurrent(departments, values.departmentCode, values.department)}
        value={values.departmentCode}
        onPick={(code) =>
          set({
            departmentCode: code,
            department: pick(departments, code),
            cityCode: '',
            city: '',
            localityCode: '',
            locality: '',
          })
        }
      />
      <CascadeSelect
        label="Ciudad"
        placeholder="Selecciona una ciudad"
        error={errors.cityCode}
        disabled={!values.departmentCode}
        options={withCurrent(cities, values.cityCode, values.city)}
        value={values.cityCode}
        onPick={(code) => set({ cityCode: code, city: pick(cities, code), localityCode: '', locality: '' })}
      />
      <CascadeSelect
        label="Localidad"
        placeholder="Selecciona una localidad"
        error={errors.localityCode}
        disabled={!values.cityCode}
        options={withCurrent(localities, values.localityCode, values.locality)}
        value={values.localityCode}
        onPick={(code) => set({ localityCode: code, locality: pick(localities, code) })}
      />

      <div className="grid grid-cols-[8.5rem_1fr] gap-2 sm:col-span-2">
        <SelectField
          look={adminLook}
          label="Tipo de vía"
          value={values.streetType}
          onChange={(e) => set({ streetType: e.target.value })}
          placeholder="Sin tipo"
        >
          {roadOptions(ROAD_TYPES)}
        </SelectField>
        <StreetInput label="Calle (número o nombre)" name="streetName" placeholder="100" {...street} />
      </div>
      <StreetInput label="Número" name="number" placeholder="15-20" {...street} />
      <div className="grid grid-cols-[8.5rem_1fr] gap-2 sm:col-span-2">
        <SelectField
          look={adminLook}
          label="Vía de intersección"
          value={values.intersectionType}
          onChange={(e) => set({ intersectionType: e.target.value })}
        >
          {roadOptions(INTERSECTION_ROAD_TYPES)}
        </SelectField>
        <StreetInput label="Intersección (opcional)" name="intersectionName" placeholder="15" {...street} />
      </div>
      <StreetInput label="Información adicional" name="additional" placeholder="Apto 502, Torre 2" {...street} />
      <StreetInput
        label="Barrio"
        name="neighborhood"
        placeholder="Chicó Navarra"
        className="sm:col-span-3"
        {...street}
      />

      <div className="rounded-xl bg-primary/5 p-4 sm:col-span-3">
        <p className="text-xs font-semibold uppercase tracking-wide text-primary">Dirección completa</p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <p data-testid="address-preview" aria-live="polite" className="min-w-0 flex-1 font-medium text-ink">
            {fullAddress || 'Completa la dirección para ver la vista previa'}
          </p>
          <button
            type="button"
            disabled={!fullAddress}
            onClick={() => void navigator.clipboard.writeText(fullAddress).then(() => setCopied(true))}
            className="rounded-lg border border-primary px-3 py-1.5 text-sm font-semibold text-primary disabled:opacity-40"
          >
            Copiar dirección
          </button>
        </div>
        {copied && (
          <p role="status" className="mt-2 text-sm font-medium text-emerald-700">
            ¡Dirección copiada al portapapeles!
          </p>
        )}
      </div>
    </div>
  );
}

/** One level of the cascade: choosing clears the levels below (done by `onPick`). */
function CascadeSelect({
  label,
  placeholder,
  error,
  disabled,
  options,
  value,
  onPick,
}: {
  label: string;
  placeholder: string;
  error?: string;
  disabled?: boolean;
  options: Option[];
  value: string;
  onPick: (code: string) => void;
}) {
  return (
    <SelectField
      look={adminLook}
      label={label}
      error={error}
      value={value}
      disabled={disabled}
      onChange={(e) => onPick(e.target.value)}
      placeholder={placeholder}
      options={options.map((o) => [o.code, o.name])}
    />
  );
}

type TextKey = 'streetName' | 'number' | 'intersectionName' | 'additional' | 'neighborhood';

/** A text part of the address; its error, if the form has one for it. */
function StreetInput({
  label,
  name,
  placeholder,
  className,
  values,
  errors,
  set,
}: Props & { label: string; name: TextKey; placeholder: string; className?: string }) {
  return (
    <TextField
      look={adminLook}
      label={label}
      error={errors[name]}
      className={className}
      value={values[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      placeholder={placeholder}
    />
  );
}

/** Road types as options whose value is their text (<option> without a value attribute). */
const roadOptions = (types: readonly string[]) => types.map((t) => <option key={t}>{t}</option>);
