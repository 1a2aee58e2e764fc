'use client';

import Link from 'next/link';

import { savedListHref } from '@/lib/listing-url';

import { useSavedIds } from './saved-ids';

const pill =
  'inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:border-primary hover:text-primary';

/** Entry points to the favourites and compare views, with their live counts. */
export function SavedLinks() {
  const favorites = useSavedIds('favorites');
  const compare = useSavedIds('compare');
  return (
    <div className="flex flex-wrap gap-2">
      <Link href={savedListHref('favorites')} className={pill}>
        Favoritos{' '}
        <span className="rounded-full bg-surface px-2 text-xs" data-testid="favorites-count">
          {favorites.length}
        </span>
      </Link>
      <Link href={savedListHref('compare')} className={pill}>
        Comparar{' '}
        <span className="rounded-full bg-surface px-2 text-xs" data-testid="compare-count">
          {compare.length}
        </span>
      </Link>
    </div>
  );
}
