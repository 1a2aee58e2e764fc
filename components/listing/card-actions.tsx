'use client';

import { useState } from 'react';

import { MAX_COMPARE, toggleSaved, useSavedIds } from './saved-ids';

const button =
  'grid size-9 place-items-center rounded-full bg-white/95 text-ink shadow ring-1 ring-slate-200 transition hover:text-primary aria-pressed:bg-primary aria-pressed:text-white';

/** Favourite and compare toggles of a card; both persist in localStorage. */
export function CardActions({ id, title }: { id: string; title: string }) {
  const favorites = useSavedIds('favorites');
  const compare = useSavedIds('compare');
  const [notice, setNotice] = useState('');
  const isFavorite = favorites.includes(id);
  const isCompared = compare.includes(id);

  function onCompare() {
    if (toggleSaved('compare', id)) setNotice('');
    else setNotice(`Solo puedes comparar hasta ${MAX_COMPARE} propiedades. Quita una para agregar otra.`);
  }

  return (
    <div className="flex gap-2">
      <button
        type="button"
        className={button}
        aria-pressed={isFavorite}
        aria-label={isFavorite ? `Quitar de favoritos: ${title}` : `Agregar a favoritos: ${title}`}
        title={isFavorite ? 'Quitar de favoritos' : 'Agregar a favoritos'}
        onClick={() => toggleSaved('favorites', id)}
      >
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          className={`size-5 stroke-current stroke-2 ${isFavorite ? 'fill-current' : 'fill-none'}`}
        >
          <path d="M12 20s-7-4.4-9-8.6C1.6 8.3 3.6 5 6.8 5c2 0 3.3 1.1 4.2 2.4h2C13.9 6.1 15.2 5 17.2 5c3.2 0 5.2 3.3 3.8 6.4C19 15.6 12 20 12 20Z" />
        </svg>
      </button>
      <button
        type="button"
        className={button}
        aria-pressed={isCompared}
        aria-label={isCompared ? `Quitar de comparar: ${title}` : `Comparar: ${title}`}
        title={isCompared ? 'Quitar de comparar' : 'Comparar'}
        onClick={onCompare}
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
          <path d="M7 4v16M17 4v16M3 8h8M13 16h8" />
        </svg>
      </button>
      {notice && (
        <p
          role="alert"
          className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-xl bg-ink px-4 py-3 text-center text-sm text-white shadow-lg"
        >
          {notice}
          <button type="button" className="ml-3 font-semibold underline" onClick={() => setNotice('')}>
            Cerrar
          </button>
        </p>
      )}
    </div>
  );
}
