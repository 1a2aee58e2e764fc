'use client';

import { useRef } from 'react';

const fresh = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The Idempotency-Key of a money form (docs/api.md#idempotency): the same key while the same body
 * is sent again (a double click, a retry after a lost answer), so the payment is recorded once; a
 * changed body gets a new key (the API answers a reused key with another body with a 422), and so
 * does the next entry once one went through (`forget`).
 */
export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(body: unknown): Record<string, string> {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { body: text, key: fresh() };
      return { 'Idempotency-Key': last.current.key };
    },
    forget() {
      last.current = null;
    },
  };
}
