'use client';

import { useState } from 'react';

import { secondaryButton } from '@/components/admin/buttons';
import { CheckList } from '@/components/admin/shared/check-list';
import { useLoad } from '@/components/admin/shared/use-load';
import type { FieldBinding } from '@/components/ui/fields/bind';
import { SelectField, TextField } from '@/components/ui/fields/field';
import { adminLook } from '@/components/ui/fields/looks';
import { GroupError } from '@/components/ui/fields/status';
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '@/lib/domain/property';
import type { CityItem, LocalityItem } from '@/lib/validation/locations';

import { FormBlock } from './form-block';
import type { DemandFormErrors, DemandFormValues } from './form-values';
import { DEMAND_OPERATION_LABELS } from './labels';

const OPERATIONS = Object.entries(DEMAND_OPERATION_LABELS);
const BOGOTA = '11001';

/** Bogotá first, then the rest by name. */
const byBogotaFirst = (a: CityItem, b: CityItem) =>
  a.code === BOGOTA ? -1 : b.code === BOGOTA ? 1 : a.name.localeCompare(b.name, 'es');

/**
 * The demand form's "Qué busca": the operation, the city, the types, and the localities of that
 * city (its stored ones and any other barrio the demand names, each a checkbox).
 */
export function DemandWants({
  values,
  errors,
  set,
  bind,
}: {
  values: DemandFormValues;
  errors: DemandFormErrors;
  set: (patch: Partial<DemandFormValues>) => void;
  bind: (key: 'operation') => FieldBinding;
}) {
  const [extra, setExtra] = useState('');
  const cities = [...(useLoad<CityItem[]>('/api/cities').data ?? [])].sort(byBogotaFirst);
  const city = cities.find((c) => c.name === values.city || c.code === values.city);
  const localities = useLoad<LocalityItem[]>(city ? `/api/localities?cityCode=${city.code}` : null).data ?? [];

  /** One checkbox an item, ticked while the demand holds it. */
  const ticks = <T extends string>(key: 'types' | 'localities', items: ReadonlyArray<T>, label: (item: T) => string) =>
    items.map((item) => ({
      key: item,
      checked: values[key].includes(item),
      onChange: (checked: boolean) =>
        set({ [key]: checked ? [...values[key], item] : values[key].filter((v) => v !== item) }),
      children: label(item),
    }));
  const localityNames = [
    ...localities.map((l) => l.name),
    ...values.localities.filter((name) => !localities.some((l) => l.name === name || l.code === name)),
  ];
  const addExtra = () => {
    const name = extra.trim();
    if (name && !values.localities.includes(name)) set({ localities: [...values.localities, name] });
    setExtra('');
  };

  return (
    <FormBlock title="Qué busca">
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
        <CheckList
          legend="Tipos de inmueble"
          columns="grid-cols-2 sm:grid-cols-4"
          items={ticks('types', PROPERTY_TYPES, (type) => PROPERTY_TYPE_LABELS[type])}
          error={errors.types}
        />
      </div>
      <div>
        {localityNames.length > 0 ? (
          <CheckList
            legend="Localidades o barrios (cualquiera sirve)"
            columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
            items={ticks('localities', localityNames, (name) => name)}
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
        <GroupError error={errors.localities} />
      </div>
    </FormBlock>
  );
}
