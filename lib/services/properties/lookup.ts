const OBJECT_ID = /^[a-f\d]{24}$/i;

/**
 * The filter of one property named in a path: a 24-hex id (or a slug that happens to look like
 * one) or a slug, as validated by propertyIdSchema.
 */
export function byIdOrSlug(idOrSlug: string): Record<string, unknown> {
  return OBJECT_ID.test(idOrSlug) ? { $or: [{ _id: idOrSlug }, { slug: idOrSlug }] } : { slug: idOrSlug };
}

/** Whether a path's id is 24 hex digits (it may still be a slug that looks like one). */
export const looksLikeId = (idOrSlug: string): boolean => OBJECT_ID.test(idOrSlug);
