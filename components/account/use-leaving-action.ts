'use client';

import { signOut } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { sendJson } from '@/components/auth/post-json';

import { forgetAccountInBrowser } from './favorites-sync';

/**
 * An account request after which this browser's session must end (deleting the account, changing
 * the password: the server has already ended every session): sends it, then signs out, forgets
 * the account's favourites in this browser and goes to `then`. On failure, the message stays.
 */
export function useLeavingAction(method: 'DELETE' | 'PUT', path: string, fallback: string, then: string) {
  const router = useRouter();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(body?: unknown) {
    setBusy(true);
    setError('');
    const answer = await sendJson(method, path, body, fallback);
    if (!answer.ok) {
      setError(answer.message);
      setBusy(false);
      return;
    }
    await leave(then);
  }

  /** Signs this browser out and forgets the account here, then goes to `to`. */
  async function leave(to: string) {
    await signOut({ redirect: false }).catch(() => undefined);
    forgetAccountInBrowser();
    router.replace(to);
    router.refresh();
  }

  return { error, busy, run, leave };
}
