'use client';

import { useSyncExternalStore } from 'react';

// A hint, not a credential: the session cookie is HttpOnly, so the public pages (served the same
// to everyone by the page cache) learn that someone is signed in from this readable cookie, set
// at sign-in and cleared at sign-out. Every request it leads to is checked by the server; a
// stale hint is cleared by the first 401 (favorites-sync.tsx).

const NAME = 'ib_cuenta';
const CHANGE = 'ib:signed-in-change';

export function markSignedIn(): void {
  document.cookie = `${NAME}=1; path=/; max-age=${60 * 60 * 24 * 30}; samesite=lax`;
  window.dispatchEvent(new Event(CHANGE));
}

export function clearSignedIn(): void {
  document.cookie = `${NAME}=; path=/; max-age=0; samesite=lax`;
  window.dispatchEvent(new Event(CHANGE));
}

const read = () => document.cookie.split('; ').includes(`${NAME}=1`);

function subscribe(callback: () => void): () => void {
  window.addEventListener(CHANGE, callback);
  return () => window.removeEventListener(CHANGE, callback);
}

/** Whether this browser says it is signed in (false on the server and before hydration). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
