export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

export function paginate<T>(items: T[], { page, limit, total }: Omit<Pagination, 'pages'>): Page<T> {
  return { items, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
}

/**
 * The total of a list when one page of it tells it, so the count query can be skipped: a page
 * with fewer rows than the limit is the last one (total = rows before it + its rows), unless it
 * is an empty page past the first, which may lie beyond the end. Null when a count is needed.
 */
export function knownTotal({ page, limit }: { page: number; limit: number }, found: number): number | null {
  if (found >= limit) return null;
  if (found === 0 && page > 1) return null;
  return (page - 1) * limit + found;
}

/**
 * Whether to count alongside the find rather than after it: when the filter's last known total
 * (a hint, undefined when unknown) says this page will be full, so the count will be needed.
 */
export function countAlongside(
  { page, limit }: { page: number; limit: number },
  lastTotal: number | undefined,
): boolean {
  return lastTotal === undefined || lastTotal >= page * limit;
}
