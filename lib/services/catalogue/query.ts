import sift from 'sift';

// The catalogue's queries run over rows held in memory (catalogue/store.ts) with the very filter
// and sort documents that go to MongoDB (filters.ts): sift evaluates MongoDB's query language, and
// the comparator below orders as MongoDB does for the fields the catalogue sorts on. Pure: the
// integration test compares its answers with the database's for every filter of the API.

type Filter = Record<string, unknown>;
export type SortSpec = Record<string, 1 | -1>;

/** The value at a dotted path ('features.area'), or undefined. */
function at(row: unknown, path: string): unknown {
  let value = row;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * MongoDB's order for one field of one type: missing and null first, then the values; dates by
 * time, ObjectIds by their hex (the byte order), booleans false before true.
 */
function compareValues(a: unknown, b: unknown): number {
  const aMissing = a === undefined || a === null;
  const bMissing = b === undefined || b === null;
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? -1 : 1;
  const key = (v: unknown) =>
    v instanceof Date ? v.getTime() : typeof v === 'object' ? String(v) : (v as number | string | boolean);
  const [x, y] = [key(a), key(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A comparator for `sort` (the same object given to MongoDB's sort). */
export function comparator(sort: SortSpec): (a: unknown, b: unknown) => number {
  const fields = Object.entries(sort);
  return (a, b) => {
    for (const [path, direction] of fields) {
      const order = compareValues(at(a, path), at(b, path));
      if (order !== 0) return order * direction;
    }
    return 0;
  };
}

/** The rows matching `filter`, in the given order. */
export function select<Row>(rows: readonly Row[], filter: Filter, sort?: SortSpec): Row[] {
  const found = rows.filter(sift(filter));
  return sort ? found.sort(comparator(sort)) : found;
}
