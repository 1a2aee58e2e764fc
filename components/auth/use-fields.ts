'use client';

import { useState } from 'react';
import type { z } from 'zod';

import { fieldErrors } from '@/lib/validation/auth';

/** What a FormField needs from the form's state: its value, error and change handler. */
export interface FieldBinding {
  name: string;
  value: string;
  error?: string;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * Text fields of an auth form: values, one error per field (cleared when that field is
 * edited, SPEC §4) and `check`, which validates with the form's schema plus the confirmation
 * field when the form has one.
 */
export function useFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const bind = (name: K): FieldBinding => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

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
