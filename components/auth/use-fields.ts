'use client';

import type { z } from 'zod';

import { useFormValues } from '@/components/ui/fields/use-form-values';
import { fieldErrors } from '@/lib/validation/auth';

/**
 * Text fields of an auth form: values, one error per field (cleared when that field is
 * edited, docs/product-rules.md#sign-in) and `check`, which validates with the form's schema plus the confirmation
 * field when the form has one.
 */
export function useFields<K extends string>(initial: Record<K, string>) {
  const { values, errors, setErrors, bind } = useFormValues(initial);

  function check<T>(schema: z.ZodType<T>, input: unknown): T | null {
    const parsed = schema.safeParse(input);
    const found: Partial<Record<string, string>> = parsed.success ? {} : fieldErrors(parsed.error);
    if ('confirmPassword' in values && !values['confirmPassword' as K])
      found.confirmPassword = 'Confirma tu contraseña';
    setErrors(found);
    return parsed.success && Object.keys(found).length === 0 ? parsed.data : null;
  }

  return { values, errors, setErrors, bind, check };
}
