'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';

import { bindValue } from '@/components/ui/fields/bind';
import { CheckboxField, CheckboxGroup } from '@/components/ui/fields/choice';
import { NumberField, SearchField, SelectField } from '@/components/ui/fields/field';
import { filterLook, inlineCheckLook } from '@/components/ui/fields/looks';
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '@/lib/domain/property';
import { cleanParams, FILTER_KEYS, listingHref, type ListingParams } from '@/lib/listing-url';
import type { CityItem, LocalityItem } from '@/lib/validation/locations';

type FilterKey = (typeof FILTER_KEYS)[number];

/** '1+' to 'n+'. */
const atLeast = (n: number) => Array.from({ length: n }, (_, i) => [String(i + 1), `${i + 1}+`] as const);

const OPERATION = {
  label: 'Operación',
  placeholder: 'Venta o arriendo',
  options: [
    ['venta', 'Venta'],
    ['arriendo', 'Arriendo'],
  ],
} as const;
const PRICES = [
  { name: 'minPrice', label: 'Precio mínimo', placeholder: '$ 0' },
  { name: 'maxPrice', label: 'Precio máximo', placeholder: 'Sin límite' },
] as const;
const COUNTS = [
  { name: 'bedrooms', label: 'Habitaciones', options: atLeast(4) },
  { name: 'bathrooms', label: 'Baños', options: atLeast(3) },
  {
    name: 'estrato',
    label: 'Estrato',
    options: ['1', '2', '3', '4', '5', '6'].map((e) => [e, `Estrato ${e}`] as const),
  },
  { name: 'parking', label: 'Parqueaderos', options: atLeast(3) },
] as const;
const ADMIN_FEE = { label: 'Administración máxima', placeholder: 'Sin límite' };
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
  /** A field as the URL last set it (the form is read on submit). */
  const param = (name: FilterKey) => ({ name, defaultValue: params[name] ?? '' });

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
        <SearchField look={filterLook} placeholder="Ingresa palabra clave..." {...param('search')} />
        <SelectField look={filterLook} {...OPERATION} {...param('operation')} />
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
          placeholder="Todas las ciudades"
          options={cities.map((c) => [c.code, c.name])}
          {...bindValue(city, setCity)}
        />
        <SelectField
          look={filterLook}
          label="Localidad"
          key={city}
          name="neighborhood"
          defaultValue={city === (params.city ?? '') ? (params.neighborhood ?? '') : ''}
          disabled={cityLocalities.length === 0}
          placeholder="Todas las localidades"
          options={cityLocalities.map((l) => [l.code, l.name])}
        />
        <div className="grid grid-cols-2 gap-3">
          {PRICES.map(({ name, ...field }) => (
            <NumberField key={name} look={filterLook} cop {...field} {...param(name)} />
          ))}
        </div>
        <div className="grid grid-cols-2 gap-3">
          {COUNTS.map(({ name, ...select }) => (
            <SelectField key={name} look={filterLook} placeholder="Cualquiera" {...select} {...param(name)} />
          ))}
        </div>
        <NumberField look={filterLook} cop {...ADMIN_FEE} {...param('maxAdminFee')} />
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
