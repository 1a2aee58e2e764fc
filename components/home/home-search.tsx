'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, useTransition } from 'react';

import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '@/lib/domain/property';
import { EMPTY_HOME_SEARCH, hasAnyFilter, homeSearchHref, type HomeSearchFilters } from '@/lib/home-search';

type Option = { code: string; name: string };

const field =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-ink disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-muted';
const label = 'block text-sm font-semibold text-ink';

/** The localities of a city from GET /api/localities; a failure is logged and leaves the list empty (SPEC §8). */
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

/** SPEC §2/§4 home search bar: lands on /listing with exactly the filters filled in. */
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
      <div>
        <label htmlFor={`${id}-operation`} className={label}>
          Operación
        </label>
        <select id={`${id}-operation`} value={filters.operation} onChange={set('operation')} className={field}>
          <option value="">Comprar o arrendar</option>
          <option value="venta">Venta</option>
          <option value="arriendo">Arriendo</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-search`} className={label}>
          Palabra clave
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={filters.search}
          onChange={set('search')}
          placeholder="Ingresa palabra clave..."
          maxLength={100}
          className={field}
        />
      </div>
      <div>
        <label htmlFor={`${id}-type`} className={label}>
          Tipo de inmueble
        </label>
        <select id={`${id}-type`} value={filters.type} onChange={set('type')} className={field}>
          <option value="">Todos los tipos</option>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {PROPERTY_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-city`} className={label}>
          Ciudad
        </label>
        <select id={`${id}-city`} value={filters.city} onChange={set('city')} className={field}>
          <option value="">Todas las ciudades</option>
          {cities.map((city) => (
            <option key={city.code} value={city.code}>
              {city.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-locality`} className={label}>
          Localidad
        </label>
        <select
          id={`${id}-locality`}
          value={filters.neighborhood}
          onChange={set('neighborhood')}
          disabled={!filters.city}
          className={field}
        >
          <option value="">{filters.city ? 'Todas las localidades' : 'Elige primero una ciudad'}</option>
          {localities.map((locality) => (
            <option key={locality.code} value={locality.code}>
              {locality.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-min`} className={label}>
          Precio mínimo (COP)
        </label>
        <input
          id={`${id}-min`}
          type="number"
          inputMode="numeric"
          min={0}
          value={filters.minPrice}
          onChange={set('minPrice')}
          placeholder="Sin mínimo"
          className={field}
        />
      </div>
      <div>
        <label htmlFor={`${id}-max`} className={label}>
          Precio máximo (COP)
        </label>
        <input
          id={`${id}-max`}
          type="number"
          inputMode="numeric"
          min={0}
          value={filters.maxPrice}
          onChange={set('maxPrice')}
          placeholder="Sin máximo"
          className={field}
        />
      </div>
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
