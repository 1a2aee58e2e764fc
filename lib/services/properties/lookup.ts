import { OBJECT_ID } from '../../domain/ids';

export { looksLikeId } from '../../domain/ids';

/**
 * The filter of one property named in a path: a 24-hex id (or a slug that happens to look like
 * one) or a slug, as validated by propertyIdSchema.
 */
export function byIdOrSlug(idOrSlug: string): Record<string, unknown> {
  return OBJECT_ID.test(idOrSlug) ? { $or: [{ _id: idOrSlug }, { slug: idOrSlug }] } : { slug: idOrSlug };
}
