'use client';

import type { FormEvent, ReactNode } from 'react';

import { loadSchemasOnTouch } from './lead-schemas';

/** The submit buttons of the contact and plan forms, and of the owner's forms on /vender. */
export const leadButton =
  'w-full rounded-full bg-primary px-6 py-3.5 font-semibold text-white hover:bg-primary-dark disabled:cursor-not-allowed disabled:bg-slate-400';
export const ownerButton =
  'w-full rounded-xl bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-dark disabled:opacity-60 sm:w-auto';

/** The <form> of a public lead form: validated in the browser, its schemas loaded on first touch. */
export function LeadForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} {...loadSchemasOnTouch} className="relative space-y-5" aria-label={label}>
      {children}
    </form>
  );
}
