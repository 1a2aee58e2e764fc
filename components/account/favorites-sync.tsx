'use client';

import { useEffect } from 'react';

import { sendJson } from '@/components/auth/post-json';
import { readSaved, SAVED_CHANGE, STORAGE_KEYS, writeSaved } from '@/components/listing/saved-ids';

import { clearSignedIn, useSignedIn } from './signed-in-hint';

const MERGED = 'ib:favoritos-unidos';

/**
 * Signed in, favourites live in the account, so they follow the visitor to another device: once
 * per browser session the browser's list is merged into the account's (the union, the browser's
 * order first), and every later change is sent whole. The browser keeps a copy, which the
 * listing's favourites view reads.
 */
export function FavoritesSync() {
  const signedIn = useSignedIn();

  useEffect(() => {
    if (!signedIn) return;
    let last = '';
    const push = async (ids: string[]) => {
      const key = ids.join(',');
      if (key === last) return;
      last = key;
      const answer = await sendJson<{ ids: string[] }>('PUT', '/api/me/favorites', { ids }, '');
      if (answer.status === 401) clearSignedIn();
    };
    const merge = async () => {
      if (sessionStorage.getItem(MERGED)) return;
      const account = await sendJson<{ ids: string[] }>('GET', '/api/me/favorites', undefined, '');
      if (account.status === 401) return clearSignedIn();
      if (!account.ok || !account.data) return;
      const union = [...new Set([...readSaved('favorites'), ...account.data.ids])];
      last = account.data.ids.join(',');
      writeSaved('favorites', union);
      await push(union);
      sessionStorage.setItem(MERGED, '1');
    };
    void merge();
    const onChange = () => {
      if (sessionStorage.getItem(MERGED)) void push(readSaved('favorites'));
    };
    window.addEventListener(SAVED_CHANGE, onChange);
    const onStorage = (event: StorageEvent) => event.key === STORAGE_KEYS.favorites && onChange();
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(SAVED_CHANGE, onChange);
      window.removeEventListener('storage', onStorage);
    };
  }, [signedIn]);

  return null;
}

/** What signing out leaves in the browser: nothing of the account (a shared computer). */
export function forgetAccountInBrowser(): void {
  clearSignedIn();
  sessionStorage.removeItem(MERGED);
  writeSaved('favorites', []);
}
