'use client';

import { TextField } from './form-controls';
import type { FieldErrors } from './submit-lead';

type ContactKey = 'name' | 'email' | 'phone';

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
  return (
    <>
      <TextField
        label={nameLabel}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
      />
      <TextField
        label="Correo electrónico"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => set('email', e.target.value)}
        error={errors.email}
      />
      <TextField
        label="Teléfono"
        name="phone"
        type="tel"
        autoComplete="tel"
        optional={phoneOptional}
        value={values.phone}
        onChange={(e) => set('phone', e.target.value)}
        error={errors.phone}
      />
    </>
  );
}
