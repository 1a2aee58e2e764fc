'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';

import { CheckboxField, CheckboxGroup } from '@/components/ui/fields/choice';
import { NumberField, SelectField, TextField } from '@/components/ui/fields/field';
import { filterLook, inlineCheckLook } from '@/components/ui/fields/looks';
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '@/lib/domain/property';
import { cleanParams, FILTER_KEYS, listingHref, type ListingParams } from '@/lib/listing-url';
import type { CityItem, LocalityItem } from '@/lib/validation/locations';

const OPERATION_OPTIONS = [
  ['venta', 'Venta'],
  ['arriendo', 'Arriendo'],
] as const;
const BEDROOM_OPTIONS = [
  ['1', '1+'],
  ['2', '2+'],
  ['3', '3+'],
  ['4', '4+'],
] as const;
const BATHROOM_OPTIONS = [
  ['1', '1+'],
  ['2', '2+'],
  ['3', '3+'],
] as const;
const PARKING_OPTIONS = [
  ['1', '1+'],
  ['2', '2+'],
  ['3', '3+'],
] as const;
const ESTRATO_OPTIONS = ['1', '2', '3', '4', '5', '6'].map((e) => [e, `Estrato ${e}`] as const);
const COUNTS = [
  ['bedrooms', 'Habitaciones', BEDROOM_OPTIONS],
  ['bathrooms', 'Baños', BATHROOM_OPTIONS],
  ['estrato', 'Estrato', ESTRATO_OPTIONS],
  ['parking', 'Parqueaderos', PARKING_OPTIONS],
] as const;
const FLAGS = [
  ['featured', 'Solo destacados'],
  ['petsAllowed', 'Admite mascotas'],
  ['gatedCommunity', 'Conjunto cerrado'],
  ['priceDrop', 'Bajó de precio (90 días)'],
] as const;

/** The form's values as URL parameters: empty fields dropped, the chosen types joined. */
function formParams(form: HTMLFormElement): ListingParams {
  const data = new FormData(form);
  return cleanParams(Object.fromEntries(FILTER_KEYS.map((key) => [key, data.getAll(key).map(String)])));
}

/**
 * The filter panel with the Colombian filters (docs/product-rules.md#catalogue), folded behind 'Filtros' on phones.
 * Applying it puts the filters in the URL (page back to 1; sort, size and view kept).
 */
export function FilterPanel({
  params,
  cities,
  localities,
}: {
  params: ListingParams;
  cities: CityItem[];
  localities: LocalityItem[];
}) {
  const router = useRouter();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [city, setCity] = useState(params.city ?? '');
  const cityLocalities = localities.filter((l) => l.cityCode === city);
  const types = new Set(params.type?.split(','));
  const keep = { sort: params.sort, limit: params.limit, view: params.view };

  return (
    <aside aria-label="Filtros de búsqueda" className="lg:w-72 lg:shrink-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="flex w-full items-center justify-between rounded-xl border border-slate-300 bg-white px-4 py-3 font-semibold text-ink lg:hidden"
      >
        Filtros
        <span aria-hidden>{open ? '−' : '+'}</span>
      </button>
      <form
        id={panelId}
        role="search"
        aria-label="Filtrar inmuebles"
        className={`${open ? 'mt-3 block' : 'hidden'} space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-28 lg:mt-0 lg:block`}
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(false);
          // The map area is not a field of the form: new filters keep searching the same area.
          router.push(listingHref({ ...keep, bbox: params.bbox }, formParams(event.currentTarget)));
        }}
      >
        <h2 className="text-lg font-bold text-ink">Filtrar</h2>
        <TextField
          look={filterLook}
          label="Buscar"
          name="search"
          type="search"
          defaultValue={params.search ?? ''}
          placeholder="Ingresa palabra clave..."
        />
        <SelectField
          look={filterLook}
          name="operation"
          label="Operación"
          defaultValue={params.operation ?? ''}
          options={OPERATION_OPTIONS}
          placeholder="Venta o arriendo"
        />
        <CheckboxGroup
          legend="Tipo de inmueble"
          legendClassName="text-sm font-medium text-ink"
          listClassName="mt-2 grid grid-cols-2 gap-2"
          look={inlineCheckLook}
          items={PROPERTY_TYPES.map((t) => ({
            name: 'type',
            value: t,
            defaultChecked: types.has(t),
            children: PROPERTY_TYPE_LABELS[t],
          }))}
        />
        <SelectField
          look={filterLook}
          label="Ciudad"
          name="city"
          value={city}
          onChange={(e) => setCity(e.target.value)}
          placeholder="Todas las ciudades"
          options={cities.map((c) => [c.code, c.name])}
        />
        <SelectField
          look={filterLook}
          label="Localidad"
          name="neighborhood"
          key={city}
          defaultValue={city === (params.city ?? '') ? (params.neighborhood ?? '') : ''}
          disabled={cityLocalities.length === 0}
          placeholder="Todas las localidades"
          options={cityLocalities.map((l) => [l.code, l.name])}
        />
        <div className="grid grid-cols-2 gap-3">
          <NumberField
            look={filterLook}
            cop
            name="minPrice"
            label="Precio mínimo"
            defaultValue={params.minPrice ?? ''}
            placeholder="$ 0"
          />
          <NumberField
            look={filterLook}
            cop
            name="maxPrice"
            label="Precio máximo"
            defaultValue={params.maxPrice ?? ''}
            placeholder="Sin límite"
          />
        </div>
        <div className="grid grid-cols-2 gap-3">
          {COUNTS.map(([name, label, options]) => (
            <SelectField
              key={name}
              look={filterLook}
              name={name}
              label={label}
              defaultValue={params[name] ?? ''}
              options={options}
              placeholder="Cualquiera"
            />
          ))}
        </div>
        <NumberField
          look={filterLook}
          cop
          name="maxAdminFee"
          label="Administración máxima"
          defaultValue={params.maxAdminFee ?? ''}
          placeholder="Sin límite"
        />
        <div className="space-y-2">
          {FLAGS.map(([name, label]) => (
            <CheckboxField
              key={name}
              look={inlineCheckLook}
              name={name}
              value="true"
              defaultChecked={params[name] === 'true'}
            >
              {label}
            </CheckboxField>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-3 pt-2">
          <button
            type="submit"
            className="flex-1 rounded-full bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark"
          >
            Aplicar filtros
          </button>
          <Link href={listingHref(keep)} className="text-sm font-semibold text-primary hover:underline">
            Limpiar
          </Link>
        </div>
      </form>
    </aside>
  );
}
