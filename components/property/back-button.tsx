'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';

/** 'Volver' goes back; with no history (a shared link) it goes to the catalogue. */
export function BackButton() {
  const router = useRouter();
  return (
    <Link
      href="/listing"
      onClick={(event) => {
        if (window.history.length > 1) {
          event.preventDefault();
          router.back();
        }
      }}
      className="mt-8 inline-block rounded-full bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-dark"
    >
      Volver
    </Link>
  );
}
