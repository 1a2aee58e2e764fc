'use client';

import { useState } from 'react';

import { binder } from './bind';

/**
 * A form's text values and its errors by field: editing a field clears that field's error.
 * `bind(key)` spreads a field's name (unless `named: false`), value, error and change handler onto it.
 */
export function useFormValues<K extends string>(initial: Record<K, string>, options?: { named?: boolean }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const set = (key: K, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  return { values, setValues, errors, setErrors, set, bind: binder(values, errors, set, options) };
}
