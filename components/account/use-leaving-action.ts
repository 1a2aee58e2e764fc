'use client';

import { signOut } from 'next-auth/react';
import { useRouter } from 'next/navigation';

import { sendOrRefuse } from '@/components/auth/post-json';
import { useSubmit } from '@/components/ui/fields/use-submit';

import { forgetAccountInBrowser } from './favorites-sync';

/**
 * An account request after which this browser's session must end (deleting the account, changing
 * the password: the server has already ended every session): sends it, then signs out, forgets
 * the account's favourites in this browser and goes to `then`. On failure, the message stays.
 */
export function useLeavingAction(method: 'DELETE' | 'PUT', path: string, fallback: string, then: string) {
  const router = useRouter();
  const { busy, failure, run: submit } = useSubmit({ stayBusy: true });

  const run = (body?: unknown) =>
    submit(async () => {
      await sendOrRefuse(method, path, body, fallback);
      await leave(then);
    });

  /** Signs this browser out and forgets the account here, then goes to `to`. */
  async function leave(to: string) {
    await signOut({ redirect: false }).catch(() => undefined);
    forgetAccountInBrowser();
    router.replace(to);
    router.refresh();
  }

  return { error: failure, busy, run, leave };
}
