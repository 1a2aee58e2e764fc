'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, useTransition } from 'react';

import { NumberField, SelectField, TextField } from '@/components/ui/fields/field';
import { searchLook } from '@/components/ui/fields/looks';
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '@/lib/domain/property';
import { EMPTY_HOME_SEARCH, hasAnyFilter, homeSearchHref, type HomeSearchFilters } from '@/lib/home-search';

type Option = { code: string; name: string };

const OPERATIONS = [
  ['venta', 'Venta'],
  ['arriendo', 'Arriendo'],
] as const;
const PRICES = [
  ['minPrice', 'Precio mínimo (COP)', 'Sin mínimo'],
  ['maxPrice', 'Precio máximo (COP)', 'Sin máximo'],
] as const;

/** The localities of a city from GET /api/localities; a failure is logged and leaves the list empty. */
function useLocalities(cityCode: string): Option[] {
  const [state, setState] = useState<{ city: string; items: Option[] }>({ city: '', items: [] });
  useEffect(() => {
    if (!cityCode) return;
    const controller = new AbortController();
    fetch(`/api/localities?cityCode=${encodeURIComponent(cityCode)}`, { signal: controller.signal })
      .then(async (response) => {
        const body = (await response.json()) as { success: boolean; data?: Option[]; message?: string };
        if (!response.ok || !body.success) throw new Error(body.message ?? `Error ${response.status}`);
        setState({ city: cityCode, items: body.data ?? [] });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Error obteniendo localidades', error);
        setState({ city: cityCode, items: [] });
      });
    return () => controller.abort();
  }, [cityCode]);
  return state.city === cityCode ? state.items : [];
}

/** The home search bar (docs/product-rules.md#home): lands on /listing with exactly the filters filled in. */
export function HomeSearch({ cities }: { cities: Option[] }) {
  const router = useRouter();
  const id = useId();
  const [filters, setFilters] = useState<HomeSearchFilters>(EMPTY_HOME_SEARCH);
  const [pending, startTransition] = useTransition();
  const localities = useLocalities(filters.city);
  const filled = hasAnyFilter(filters);
  const set = (key: keyof HomeSearchFilters) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = event.target.value;
    setFilters((current) => ({ ...current, [key]: value, ...(key === 'city' && { neighborhood: '' }) }));
  };

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!filled) return;
    startTransition(() => router.push(homeSearchHref(filters)));
  }

  return (
    <form
      role="search"
      aria-label="Buscar inmuebles"
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <SelectField
        look={searchLook}
        id={`${id}-operation`}
        label="Operación"
        value={filters.operation}
        onChange={set('operation')}
        placeholder="Comprar o arrendar"
        options={OPERATIONS}
      />
      <TextField
        look={searchLook}
        id={`${id}-search`}
        label="Palabra clave"
        type="search"
        value={filters.search}
        onChange={set('search')}
        placeholder="Ingresa palabra clave..."
        maxLength={100}
      />
      <SelectField
        look={searchLook}
        id={`${id}-type`}
        label="Tipo de inmueble"
        value={filters.type}
        onChange={set('type')}
        placeholder="Todos los tipos"
        options={PROPERTY_TYPES.map((type) => [type, PROPERTY_TYPE_LABELS[type]])}
      />
      <SelectField
        look={searchLook}
        id={`${id}-city`}
        label="Ciudad"
        value={filters.city}
        onChange={set('city')}
        placeholder="Todas las ciudades"
        options={cities.map((city) => [city.code, city.name])}
      />
      <SelectField
        look={searchLook}
        id={`${id}-locality`}
        label="Localidad"
        value={filters.neighborhood}
        onChange={set('neighborhood')}
        disabled={!filters.city}
        placeholder={filters.city ? 'Todas las localidades' : 'Elige primero una ciudad'}
        options={localities.map((locality) => [locality.code, locality.name])}
      />
      {PRICES.map(([key, label, placeholder]) => (
        <NumberField
          key={key}
          look={searchLook}
          cop
          step={undefined} // the bar has always left the browser's default step
          id={`${id}-${key === 'minPrice' ? 'min' : 'max'}`}
          label={label}
          value={filters[key]}
          onChange={set(key)}
          placeholder={placeholder}
        />
      ))}
      <div className="flex items-end gap-3">
        <button
          type="submit"
          disabled={!filled || pending}
          className="flex-1 rounded-xl bg-primary px-5 py-3 font-semibold text-white hover:bg-primary-dark disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700"
        >
          {pending ? 'Cargando...' : 'Buscar'}
        </button>
        {filled && (
          <button
            type="button"
            onClick={() => setFilters(EMPTY_HOME_SEARCH)}
            className="rounded-xl border border-slate-300 px-4 py-3 font-semibold text-ink hover:border-primary hover:text-primary"
          >
            Limpiar
          </button>
        )}
      </div>
    </form>
  );
}
