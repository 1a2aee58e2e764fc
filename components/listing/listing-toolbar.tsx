'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';

import { bindValue } from '@/components/ui/fields/bind';
import { SelectField } from '@/components/ui/fields/field';
import { filterLook } from '@/components/ui/fields/looks';
import { listingHref, PAGE_SIZES, type ListingParams, type ListingView } from '@/lib/listing-url';

export const SORT_OPTIONS = [
  ['recently', 'Más recientes'],
  ['newest', 'Más nuevos'],
  ['best-seller', 'Destacados primero'],
  ['price-low', 'Precio: menor a mayor'],
  ['price-high', 'Precio: mayor a menor'],
  ['price-drop', 'Mayor bajada de precio'],
] as const;

/** Sort and page size: each change is a new URL. */
const CHOICES = [
  {
    param: 'sort',
    fallback: 'recently',
    id: 'orden',
    label: 'Ordenar por',
    className: 'min-w-0 flex-1 sm:flex-none',
    options: SORT_OPTIONS,
  },
  {
    param: 'limit',
    fallback: '12',
    id: 'por-pagina',
    label: 'Por página',
    className: 'w-24',
    options: PAGE_SIZES.map((size) => [size, size] as const),
  },
] as const;

function ViewLink({
  params,
  view,
  current,
  label,
  icon,
}: {
  params: ListingParams;
  view: ListingView;
  current: ListingView;
  label: string;
  icon: string;
}) {
  const active = view === current;
  return (
    <Link
      href={listingHref(params, { view, page: params.page })}
      aria-label={label}
      title={label}
      aria-current={active ? 'true' : undefined}
      scroll={false}
      className={`grid size-10 place-items-center rounded-lg border ${active ? 'border-primary bg-primary text-white' : 'border-slate-300 bg-white text-ink hover:border-primary'}`}
    >
      <svg aria-hidden viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
        <path d={icon} />
      </svg>
    </Link>
  );
}

/** Sort, page size and grid/list view; each change is a new URL (sort and size go to page 1). */
export function ListingToolbar({ params, view }: { params: ListingParams; view: ListingView }) {
  const router = useRouter();
  const go = (param: 'sort' | 'limit') => (value: string) => router.push(listingHref(params, { [param]: value }));
  return (
    <div className="flex w-full flex-wrap items-end gap-3 sm:w-auto">
      {CHOICES.map(({ param, fallback, ...select }) => (
        <SelectField key={param} look={filterLook} {...select} {...bindValue(params[param] ?? fallback, go(param))} />
      ))}
      <div className="ml-auto flex gap-2" role="group" aria-label="Vista">
        <ViewLink
          params={params}
          view="grid"
          current={view}
          label="Vista en cuadrícula"
          icon="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z"
        />
        <ViewLink params={params} view="list" current={view} label="Vista en lista" icon="M4 6h16M4 12h16M4 18h16" />
      </div>
    </div>
  );
}
