'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';

import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '@/lib/domain/property';
import { cleanParams, FILTER_KEYS, listingHref, type ListingParams } from '@/lib/listing-url';
import type { CityItem, LocalityItem } from '@/lib/validation/locations';

import { CheckField, controlClass, Field, NumberField, SelectField } from './filter-fields';

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

/** The form's values as URL parameters: empty fields dropped, the chosen types joined. */
function formParams(form: HTMLFormElement): ListingParams {
  const data = new FormData(form);
  return cleanParams(Object.fromEntries(FILTER_KEYS.map((key) => [key, data.getAll(key).map(String)])));
}

/**
 * SPEC §2 filter panel plus DESIGN.md §5's Colombian filters, folded behind 'Filtros' on phones.
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
        <Field label="Buscar" htmlFor="filtro-search">
          <input
            id="filtro-search"
            name="search"
            type="search"
            defaultValue={params.search ?? ''}
            placeholder="Ingresa palabra clave..."
            className={controlClass}
          />
        </Field>
        <SelectField
          name="operation"
          label="Operación"
          value={params.operation}
          options={OPERATION_OPTIONS}
          placeholder="Venta o arriendo"
        />
        <fieldset>
          <legend className="text-sm font-medium text-ink">Tipo de inmueble</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {PROPERTY_TYPES.map((t) => (
              <CheckField key={t} name="type" value={t} label={PROPERTY_TYPE_LABELS[t]} checked={types.has(t)} />
            ))}
          </div>
        </fieldset>
        <Field label="Ciudad" htmlFor="filtro-city">
          <select
            id="filtro-city"
            name="city"
            value={city}
            onChange={(e) => setCity(e.target.value)}
            className={controlClass}
          >
            <option value="">Todas las ciudades</option>
            {cities.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Localidad" htmlFor="filtro-neighborhood">
          <select
            id="filtro-neighborhood"
            name="neighborhood"
            key={city}
            defaultValue={city === (params.city ?? '') ? (params.neighborhood ?? '') : ''}
            disabled={cityLocalities.length === 0}
            className={controlClass}
          >
            <option value="">Todas las localidades</option>
            {cityLocalities.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <NumberField name="minPrice" label="Precio mínimo" value={params.minPrice} placeholder="$ 0" />
          <NumberField name="maxPrice" label="Precio máximo" value={params.maxPrice} placeholder="Sin límite" />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <SelectField name="bedrooms" label="Habitaciones" value={params.bedrooms} options={BEDROOM_OPTIONS} />
          <SelectField name="bathrooms" label="Baños" value={params.bathrooms} options={BATHROOM_OPTIONS} />
          <SelectField name="estrato" label="Estrato" value={params.estrato} options={ESTRATO_OPTIONS} />
          <SelectField name="parking" label="Parqueaderos" value={params.parking} options={PARKING_OPTIONS} />
        </div>
        <NumberField
          name="maxAdminFee"
          label="Administración máxima"
          value={params.maxAdminFee}
          placeholder="Sin límite"
        />
        <div className="space-y-2">
          <CheckField name="featured" label="Solo destacados" checked={params.featured === 'true'} />
          <CheckField name="petsAllowed" label="Admite mascotas" checked={params.petsAllowed === 'true'} />
          <CheckField name="gatedCommunity" label="Conjunto cerrado" checked={params.gatedCommunity === 'true'} />
          <CheckField name="priceDrop" label="Bajó de precio (90 días)" checked={params.priceDrop === 'true'} />
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
