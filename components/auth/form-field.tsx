'use client';

import { useSyncExternalStore, type InputHTMLAttributes } from 'react';

import type { FieldBinding } from './use-fields';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string;
}

/** A labelled input with its error under it, wired for screen readers. */
export function FormField({ name, label, error, ...input }: FormFieldProps) {
  const errorId = `${name}-error`;
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={name}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base shadow-sm outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20 ${
          error ? 'border-red-500' : 'border-slate-300'
        }`}
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** The e-mail input every auth form has. */
export function EmailField(binding: FieldBinding) {
  return <FormField label="Email" type="email" autoComplete="email" inputMode="email" {...binding} />;
}

export function PasswordField({
  label,
  autoComplete,
  ...binding
}: FieldBinding & { label: string; autoComplete: 'current-password' | 'new-password' }) {
  return <FormField label={label} type="password" autoComplete={autoComplete} {...binding} />;
}

export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: React.ReactNode }) {
  const styles =
    tone === 'error' ? 'border-red-200 bg-red-50 text-red-700' : 'border-emerald-200 bg-emerald-50 text-emerald-800';
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-3 py-2 text-sm ${styles}`}>
      {children}
    </p>
  );
}

const subscribe = () => () => {};

/**
 * Disabled until React has hydrated the form: a click before that would submit it natively,
 * as a GET that puts the e-mail and password in the URL.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  disabled,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  disabled?: boolean;
}) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (
    <button
      type="submit"
      disabled={!hydrated || busy || disabled}
      className="w-full rounded-lg bg-primary px-4 py-3 font-semibold text-white transition hover:bg-primary-dark disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
