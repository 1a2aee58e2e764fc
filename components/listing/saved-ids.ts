'use client';

import { useMemo, useSyncExternalStore } from 'react';

// Favourites and the compare list, kept in the browser (docs/catalogue-and-map.md#favourites-and-compare).
// One localStorage key each; components re-render through useSyncExternalStore on changes in this
// tab or another.

export type SavedKind = 'favorites' | 'compare';
export const STORAGE_KEYS: Record<SavedKind, string> = {
  favorites: 'inmuebles:favoritos',
  compare: 'inmuebles:comparar',
};
export const MAX_COMPARE = 3;
/** Fired on every change in this tab (components/account/favorites-sync.tsx listens too). */
export const SAVED_CHANGE = 'inmuebles:saved-change';
const CHANGE = SAVED_CHANGE;

function readRaw(kind: SavedKind): string {
  try {
    return localStorage.getItem(STORAGE_KEYS[kind]) ?? '[]';
  } catch {
    return '[]';
  }
}

function parse(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function readSaved(kind: SavedKind): string[] {
  return parse(readRaw(kind));
}

export function writeSaved(kind: SavedKind, ids: string[]): void {
  try {
    localStorage.setItem(STORAGE_KEYS[kind], JSON.stringify([...new Set(ids)]));
  } catch {
    // Private mode or full storage: the list simply does not persist.
  }
  window.dispatchEvent(new Event(CHANGE));
}

/** Adds or removes `id`; false when the compare list is already full. */
export function toggleSaved(kind: SavedKind, id: string): boolean {
  const ids = readSaved(kind);
  if (ids.includes(id)) {
    writeSaved(
      kind,
      ids.filter((x) => x !== id),
    );
    return true;
  }
  if (kind === 'compare' && ids.length >= MAX_COMPARE) return false;
  writeSaved(kind, [...ids, id]);
  return true;
}

function subscribe(callback: () => void): () => void {
  window.addEventListener(CHANGE, callback);
  window.addEventListener('storage', callback);
  return () => {
    window.removeEventListener(CHANGE, callback);
    window.removeEventListener('storage', callback);
  };
}

export function useSavedIds(kind: SavedKind): string[] {
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(kind),
    () => '[]',
  );
  return useMemo(() => parse(raw), [raw]);
}
