import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** The first message of each field a zod schema rejects; null when the values pass. */
export function validate<T>(
  schema: z.ZodType<T>,
  values: unknown,
): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}

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
