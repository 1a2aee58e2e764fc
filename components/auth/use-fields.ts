'use client';

import type { z } from 'zod';

import { useFormValues } from '@/components/ui/fields/use-form-values';
import { useSubmit, type Issue, type SubmitOptions } from '@/components/ui/fields/use-submit';

/**
 * Text fields of an auth form: values, one error per field (cleared when that field is
 * edited, docs/product-rules.md#sign-in), and `send`, which submits through useSubmit once the
 * form's schema passes, plus the confirmation field when the form has one.
 */
export function useFields<K extends string>(initial: Record<K, string>, options?: Omit<SubmitOptions, 'setErrors'>) {
  const { values, errors, setErrors, bind } = useFormValues(initial);
  const { busy, failure, submit } = useSubmit({ setErrors, ...options });

  function checked<T>(schema: z.ZodType<T>, input: unknown) {
    const parsed = schema.safeParse(input);
    const issues: Issue[] = parsed.success ? [] : [...parsed.error.issues];
    // First, so that its words win over the schema's for that field.
    if ('confirmPassword' in values && !values['confirmPassword' as K])
      issues.unshift({ path: ['confirmPassword'], message: 'Confirma tu contraseña' });
    return issues.length > 0 ? { success: false as const, error: { issues } } : parsed;
  }

  const send = <T>(schema: z.ZodType<T>, input: unknown, action: (input: T) => Promise<unknown>) =>
    submit(checked(schema, input), action);

  return { values, errors, setErrors, bind, busy, failure, send };
}
