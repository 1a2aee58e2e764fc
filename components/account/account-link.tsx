'use client';

import Link from 'next/link';

import { FavoritesSync } from './favorites-sync';
import { useSignedIn } from './signed-in-hint';

/** The header's 'Mi cuenta' once signed in (nothing before hydration or when signed out). */
export function AccountLink() {
  const signedIn = useSignedIn();
  return (
    <>
      <FavoritesSync />
      {signedIn && (
        <Link
          href="/cuenta"
          aria-label="Mi cuenta"
          className="inline-flex size-10 items-center justify-center gap-1.5 whitespace-nowrap rounded-full border border-slate-300 text-sm font-semibold text-ink hover:border-primary hover:text-primary sm:size-auto sm:px-3 sm:py-2"
        >
          <svg aria-hidden viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
            <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21a8 8 0 0 1 16 0" />
          </svg>
          <span className="hidden sm:inline">Mi cuenta</span>
        </Link>
      )}
    </>
  );
}
