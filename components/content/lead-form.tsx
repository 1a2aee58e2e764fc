'use client';

import type { FormEvent, ReactNode } from 'react';

import { loadSchemasOnTouch } from './lead-schemas';

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
