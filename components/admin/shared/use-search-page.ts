'use client';

import { useState } from 'react';

import { useDebounced } from './use-debounced';

/**
 * A list's search box and page: `q` is the box's text once typing pauses, and a new `q` starts
 * again at page 1 (the page is kept with the query it was chosen for).
 */
export function useSearchPage() {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [at, setAt] = useState({ q, page: 1 });
  const page = at.q === q ? at.page : 1;
  return { search, setSearch, q, page, setPage: (next: number) => setAt({ q, page: next }) };
}
