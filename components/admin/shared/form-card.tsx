import type { FormEvent, ReactNode } from 'react';

import { FormAlert } from '@/components/ui/fields/status';

import { FormActions } from '../form-actions';

const CARD = 'space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

/**
 * An admin form opened in place (an owner, a webhook, a key, an invitation): a card titled by its
 * heading, checked by the form itself (noValidate), and, given `actions`, the failure line and
 * the closing row (Cancelar where given, and the submit).
 */
export function FormCard({
  titleId,
  title,
  heading: Heading = 'h2',
  titleClassName = 'text-lg font-semibold text-ink',
  className = CARD,
  onSubmit,
  failure,
  actions,
  children,
}: {
  titleId: string;
  title: ReactNode;
  heading?: 'h2' | 'h3';
  titleClassName?: string;
  className?: string;
  onSubmit: () => unknown;
  failure?: string;
  actions?: { busy: boolean; label: string; onCancel?: () => void };
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className={className}>
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {children}
      {actions && (
        <>
          {failure && <FormAlert tone="error">{failure}</FormAlert>}
          <FormActions {...actions} />
        </>
      )}
    </form>
  );
}
