'use client';

import Link from 'next/link';

import { savedListHref } from '@/lib/listing-url';

import { useSavedIds } from './saved-ids';

const pill =
  'inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:border-primary hover:text-primary';

/** Entry points to the favourites and compare views, with their live counts. */
export function SavedLinks() {
  const counts = { favorites: useSavedIds('favorites').length, compare: useSavedIds('compare').length };
  const lists = [
    { list: 'favorites', label: 'Favoritos' },
    { list: 'compare', label: 'Comparar' },
  ] as const;
  return (
    <div className="flex flex-wrap gap-2">
      {lists.map(({ list, label }) => (
        <Link key={list} href={savedListHref(list)} className={pill}>
          {label}{' '}
          <span className="rounded-full bg-surface px-2 text-xs" data-testid={`${list}-count`}>
            {counts[list]}
          </span>
        </Link>
      ))}
    </div>
  );
}
