/** A MongoDB ObjectId written as 24 hex digits. */
export const OBJECT_ID = /^[a-f\d]{24}$/i;

/** Whether a path's id is 24 hex digits (it may still be a slug that looks like one). */
export const looksLikeId = (idOrSlug: string): boolean => OBJECT_ID.test(idOrSlug);
