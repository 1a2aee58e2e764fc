'use client';

import { useEffect, useState } from 'react';

import { patchBinder } from '@/components/ui/fields/bind';
import { SelectField, TextField } from '@/components/ui/fields/field';
import { adminLook } from '@/components/ui/fields/looks';

import { adminFetch } from '../api-client';
import { composeFullAddress, INTERSECTION_ROAD_TYPES, ROAD_TYPES } from './address';
import type { FormErrors, PropertyFormValues } from './form-mapper';

type Option = { code: string; name: string };
type CodeKey = 'departmentCode' | 'cityCode' | 'localityCode';

/** Each level's name field, and what choosing it clears (the levels below). */
const NAME_OF = { departmentCode: 'department', cityCode: 'city', localityCode: 'locality' } as const;
const BELOW: Record<CodeKey, Partial<PropertyFormValues>> = {
  departmentCode: { cityCode: '', city: '', localityCode: '', locality: '' },
  cityCode: { localityCode: '', locality: '' },
  localityCode: {},
};
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
  const bind = patchBinder(values, errors, set);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  // Keep a stored name selectable even before (or without) its list arriving.
  const withCurrent = (options: Option[], code: string, name: string) =>
    code && !options.some((o) => o.code === code) ? [{ code, name }, ...options] : options;
  const pick = (options: Option[], code: string) => options.find((o) => o.code === code)?.name ?? '';

  const levels: Array<{ key: CodeKey; label: string; placeholder: string; options: Option[] }> = [
    { key: 'departmentCode', label: 'Departamento', placeholder: 'un departamento', options: departments },
    { key: 'cityCode', label: 'Ciudad', placeholder: 'una ciudad', options: cities },
    { key: 'localityCode', label: 'Localidad', placeholder: 'una localidad', options: localities },
  ];

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {levels.map(({ key, label, placeholder, options }, level) => {
        const name = NAME_OF[key];
        const above = levels[level - 1]?.key;
        return (
          <SelectField
            key={key}
            look={adminLook}
            label={label}
            placeholder={`Selecciona ${placeholder}`}
            error={errors[key]}
            disabled={above ? !values[above] : undefined}
            options={withCurrent(options, values[key], values[name]).map((o) => [o.code, o.name])}
            value={values[key]}
            // Choosing a level clears the levels below it.
            onChange={(e) => set({ ...BELOW[key], [key]: e.target.value, [name]: pick(options, e.target.value) })}
          />
        );
      })}

      <div className="grid grid-cols-[8.5rem_1fr] gap-2 sm:col-span-2">
        <SelectField look={adminLook} label="Tipo de vía" placeholder="Sin tipo" {...bind('streetType')}>
          {roadOptions(ROAD_TYPES)}
        </SelectField>
        <TextField look={adminLook} label="Calle (número o nombre)" placeholder="100" {...bind('streetName')} />
      </div>
      <TextField look={adminLook} label="Número" placeholder="15-20" {...bind('number')} />
      <div className="grid grid-cols-[8.5rem_1fr] gap-2 sm:col-span-2">
        <SelectField look={adminLook} label="Vía de intersección" {...bind('intersectionType')}>
          {roadOptions(INTERSECTION_ROAD_TYPES)}
        </SelectField>
        <TextField look={adminLook} label="Intersección (opcional)" placeholder="15" {...bind('intersectionName')} />
      </div>
      <TextField
        look={adminLook}
        label="Información adicional"
        placeholder="Apto 502, Torre 2"
        {...bind('additional')}
      />
      <TextField
        look={adminLook}
        label="Barrio"
        placeholder="Chicó Navarra"
        className="sm:col-span-3"
        {...bind('neighborhood')}
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

/** Road types as options whose value is their text (<option> without a value attribute). */
const roadOptions = (types: readonly string[]) => types.map((t) => <option key={t}>{t}</option>);
