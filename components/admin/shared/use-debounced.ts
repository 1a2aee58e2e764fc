'use client';

import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms` (a search box queries after the last key). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
