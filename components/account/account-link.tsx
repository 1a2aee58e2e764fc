'use client';

import Link from 'next/link';

import { FavoritesSync } from './favorites-sync';
import { useSignedIn } from './signed-in-hint';

const PLACES = {
  // Below 1024 px: a round icon on phones, with its label from 640 px (the desktop nav is hidden).
  header:
    'inline-flex size-10 items-center justify-center gap-1.5 whitespace-nowrap rounded-full border border-slate-300 text-sm font-semibold text-ink hover:border-primary hover:text-primary sm:size-auto sm:px-3 sm:py-2 lg:hidden',
  // From 1024 px it sits in the top bar: beside eight links and Portal Pagos there is no room left.
  topbar: 'hidden items-center gap-1.5 whitespace-nowrap font-semibold text-white hover:underline lg:inline-flex',
} as const;

/**
 * The header's 'Mi cuenta' once signed in (nothing before hydration or when signed out). The
 * header's instance also keeps the favourites in step with the account.
 */
export function AccountLink({ place }: { place: keyof typeof PLACES }) {
  const signedIn = useSignedIn();
  return (
    <>
      {place === 'header' && <FavoritesSync />}
      {signedIn && (
        <Link href="/cuenta" aria-label="Mi cuenta" className={PLACES[place]}>
          <svg aria-hidden viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
            <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21a8 8 0 0 1 16 0" />
          </svg>
          <span className={place === 'header' ? 'hidden sm:inline' : undefined}>Mi cuenta</span>
        </Link>
      )}
    </>
  );
}
