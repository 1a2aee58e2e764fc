// Each listing's piece of a feed or sitemap, written once and kept until the listing changes:
// a document of thousands of listings is then rebuilt after a write by writing only the changed
// ones again. Pure: no server code; the caller says what a fragment depends on.

/** One rebuild of a document: every fragment it uses is kept for the next, the rest dropped. */
export interface FragmentPass<T> {
  /**
   * The fragment of listing `id` as it was written at `stamp` (its updatedAt): the kept one when
   * the stamp is the same, else `write()`'s, kept for the next pass.
   */
  take(id: string, stamp: string, write: () => T): T;
  /** Ends the pass: what it took becomes the cache. How many fragments it wrote and kept. */
  end(): { written: number; kept: number };
}

export interface FragmentCache<T> {
  /**
   * Starts a pass whose fragments are written with `context` (what every fragment depends on
   * besides its listing: the site's origin, the agency's name). A pass with another context
   * writes every fragment again.
   */
  pass(context: string): FragmentPass<T>;
  /** How many fragments are kept. */
  readonly size: number;
}

export function createFragmentCache<T>(): FragmentCache<T> {
  let context: string | null = null;
  let kept = new Map<string, { stamp: string; value: T }>();
  return {
    get size() {
      return kept.size;
    },
    pass(passContext) {
      // Passes may overlap (two requests after one write): each reads what the last one to end left.
      const previous = passContext === context ? kept : new Map<string, { stamp: string; value: T }>();
      const next = new Map<string, { stamp: string; value: T }>();
      let written = 0;
      return {
        take(id, stamp, write) {
          const hit = previous.get(id);
          const entry = hit && hit.stamp === stamp ? hit : { stamp, value: (written++, write()) };
          next.set(id, entry);
          return entry.value;
        },
        end() {
          context = passContext;
          kept = next;
          return { written, kept: next.size };
        },
      };
    },
  };
}
