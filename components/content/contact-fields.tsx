'use client';

import { TextField } from '@/components/ui/fields/field';
import { siteLook } from '@/components/ui/fields/looks';

import type { FieldErrors } from './submit-lead';

type ContactKey = 'name' | 'email' | 'phone';

const FIELDS: Array<{ name: ContactKey; label?: string; type?: string; autoComplete: string }> = [
  { name: 'name', autoComplete: 'name' },
  { name: 'email', label: 'Correo electrónico', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Teléfono', type: 'tel', autoComplete: 'tel' },
];

/** Name, e-mail and phone of a lead form (the contact page, the owner's form). */
export function ContactFields({
  values,
  errors,
  set,
  nameLabel,
  phoneOptional = false,
}: {
  values: Record<ContactKey, string>;
  errors: FieldErrors;
  set: (name: ContactKey, value: string) => void;
  nameLabel: string;
  phoneOptional?: boolean;
}) {
  return FIELDS.map(({ name, label, type, autoComplete }) => (
    <TextField
      key={name}
      look={siteLook}
      label={label ?? nameLabel}
      name={name}
      type={type}
      autoComplete={autoComplete}
      optional={name === 'phone' && phoneOptional}
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      error={errors[name]}
    />
  ));
}
