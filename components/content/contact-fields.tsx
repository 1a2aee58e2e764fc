'use client';

import type { FieldBinding } from '@/components/ui/fields/bind';
import { TextField } from '@/components/ui/fields/field';
import { siteLook } from '@/components/ui/fields/looks';

type ContactKey = 'name' | 'email' | 'phone';

const FIELDS: Array<{ key: ContactKey; label?: string; type?: string; autoComplete: string }> = [
  { key: 'name', autoComplete: 'name' },
  { key: 'email', label: 'Correo electrónico', type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Teléfono', type: 'tel', autoComplete: 'tel' },
];

/** Name, e-mail and phone of a lead form (the contact page, the owner's form). */
export function ContactFields({
  bind,
  nameLabel,
  phoneOptional = false,
}: {
  bind: (key: ContactKey) => FieldBinding;
  nameLabel: string;
  phoneOptional?: boolean;
}) {
  return FIELDS.map(({ key, label, ...field }) => (
    <TextField
      key={key}
      look={siteLook}
      label={label ?? nameLabel}
      optional={key === 'phone' && phoneOptional}
      {...field}
      {...bind(key)}
    />
  ));
}
