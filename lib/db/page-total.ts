import 'server-only';

import { isEmbedded } from './capabilities';

/**
 * The total of a list when one page of it tells it: a page with fewer rows than the limit is the
 * last one (total = rows before it + its rows), unless it is an empty page past the first, which
 * may lie beyond the end. Null when a count is needed.
 */
export function knownTotal({ page, limit }: { page: number; limit: number }, found: number): number | null {
  if (found >= limit) return null;
  if (found === 0 && page > 1) return null;
  return (page - 1) * limit + found;
}

/**
 * The rows of one page and the total of its list. MongoDB: the find and the count side by side,
 * both served by indexes. Embedded: the find first, then the count (a scan of the whole
 * collection there) only when the page does not tell the total, so a short page is one scan.
 */
export async function pageAndTotal<Row>(
  { page, limit }: { page: number; limit: number },
  find: () => PromiseLike<Row[]>,
  count: () => PromiseLike<number>,
): Promise<{ rows: Row[]; total: number }> {
  if (!(await isEmbedded())) {
    const [rows, total] = await Promise.all([find(), count()]);
    return { rows, total };
  }
  const rows = await find();
  return { rows, total: knownTotal({ page, limit }, rows.length) ?? (await count()) };
}
