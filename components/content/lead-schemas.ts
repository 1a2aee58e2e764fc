// The lead forms' zod schemas, loaded when a visitor first touches a form (focus or pointer down):
// the first screen never needs zod (docs/public-site-and-seo.md), and by the submit they
// are here, so validation runs inside the click and the WhatsApp tab it opens is not blocked.

type LeadSchemas = typeof import('@/lib/validation/leads');

let loaded: LeadSchemas | undefined;
let pending: Promise<LeadSchemas> | undefined;

/** Starts loading the schemas (idempotent): a form's onFocus and onPointerDown. */
export function preloadLeadSchemas(): Promise<LeadSchemas> {
  pending ??= import('@/lib/validation/leads').then(
    (module) => (loaded = module),
    (error: unknown) => {
      pending = undefined; // a lost connection: the next touch or submit tries again
      throw error;
    },
  );
  return pending;
}

// A failed load is retried by the next touch or submit, so here it is only swallowed.
const preloadQuietly = () => void preloadLeadSchemas().catch(() => undefined);

/** Spread on a lead form: its first focus or touch starts loading the schemas. */
export const loadSchemasOnTouch = { onFocus: preloadQuietly, onPointerDown: preloadQuietly };

/** The schemas when loaded (then validation and the WhatsApp tab stay inside the click). */
export function loadedLeadSchemas(): LeadSchemas | undefined {
  return loaded;
}
