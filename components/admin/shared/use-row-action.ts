'use client';

import { useState } from 'react';

import { useSubmit, type SubmitOptions } from '@/components/ui/fields/use-submit';

/**
 * An action on one row of a list (revoke, retry, toggle) through useSubmit: `busy` names the row
 * whose action is under way, and a refusal goes to `onFailure` (the list's notice).
 */
export function useRowAction(options: Pick<SubmitOptions, 'describe' | 'onFailure'>) {
  const [busy, setBusy] = useState<string | null>(null);
  const { run } = useSubmit(options);

  async function act(id: string, send: () => Promise<unknown>) {
    setBusy(id);
    await run(send);
    setBusy(null);
  }

  return { busy, act };
}
