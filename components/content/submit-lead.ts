import type { z } from 'zod';

import { refuse, useSubmit } from '@/components/ui/fields/use-submit';

import { loadedLeadSchemas, preloadLeadSchemas } from './lead-schemas';

export type FieldErrors = Record<string, string>;

/** POST /api/leads from the browser: ok, or the field errors and message the API answered. */
export async function submitLead(
  body: unknown,
): Promise<{ ok: true } | { ok: false; message: string; errors: FieldErrors }> {
  try {
    const response = await fetch('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return { ok: true };
    const data = (await response.json().catch(() => ({}))) as {
      message?: string;
      errors?: Array<{ field: string; message: string }>;
    };
    const errors: FieldErrors = {};
    for (const e of data.errors ?? []) errors[e.field] ??= e.message;
    return { ok: false, message: data.message ?? '', errors };
  } catch {
    return { ok: false, message: '', errors: {} };
  }
}

type LeadSchemaName = 'contactLeadSchema' | 'planRequestLeadSchema';

/**
 * A public lead form's submit, through useSubmit: the schemas loaded (or loading) since the first
 * touch, the body checked with the API's own schema, then POST /api/leads; the API's field
 * messages land under their fields, and any failure reads `error`. `opening` runs once the body
 * passes, inside the click when the schemas were already here (the WhatsApp tab).
 */
export function useLeadSubmit(setErrors: (errors: Partial<FieldErrors>) => void, error: string) {
  const form = useSubmit({ setErrors, describe: () => error, unknown: error });

  async function sendLead(schema: LeadSchemaName, body: Record<string, unknown>, opening?: () => void) {
    const schemas = loadedLeadSchemas() ?? (await preloadLeadSchemas().catch(() => null));
    if (!schemas) {
      form.setFailure(error); // the schemas could not load
      return false;
    }
    const checked: z.ZodSafeParseResult<unknown> = schemas[schema].safeParse(body);
    return form.submit(checked, async () => {
      opening?.();
      const result = await submitLead(body);
      if (!result.ok)
        refuse(
          result.message,
          Object.entries(result.errors).map(([field, message]) => ({ field, message })),
        );
    });
  }

  return { busy: form.busy, failure: form.failure, sendLead };
}
