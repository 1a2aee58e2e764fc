'use client';

import type { FieldBinding } from '@/components/ui/fields/bind';
import { TextField } from '@/components/ui/fields/field';
import { accountLook } from '@/components/ui/fields/looks';
import { SubmitButton } from '@/components/ui/fields/submit-button';

/** The e-mail input every auth form has. */
export function EmailField(binding: FieldBinding) {
  return (
    <TextField look={accountLook} label="Email" type="email" autoComplete="email" inputMode="email" {...binding} />
  );
}

export function PasswordField({
  autoComplete,
  ...binding
}: FieldBinding & { label: string; autoComplete: 'current-password' | 'new-password' }) {
  return <TextField look={accountLook} type="password" autoComplete={autoComplete} {...binding} />;
}

/** The auth forms' submit: disabled until hydrated (before, a click would GET the password into the URL). */
export function AuthSubmit(props: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <SubmitButton
      untilHydrated
      className="w-full rounded-lg bg-primary px-4 py-3 font-semibold text-white transition hover:bg-primary-dark disabled:cursor-not-allowed disabled:opacity-60"
      {...props}
    />
  );
}
