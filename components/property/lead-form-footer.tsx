import { useState } from 'react';

import { ConsentField } from '@/components/ui/fields/choice';
import { FormAlert } from '@/components/ui/fields/status';
import { SubmitButton } from '@/components/ui/fields/submit-button';

/** What a property page's lead form answers: a success or an error line. */
export type LeadAnswer = { tone: 'error' | 'success'; text: string } | null;

/** A property page's lead form state: errors by field, the answer shown, whether it is sending. */
export function useLeadAnswer<E extends { acceptPrivacy?: string }>() {
  const [errors, setErrors] = useState<E>({} as E);
  const [status, setStatus] = useState<LeadAnswer>(null);
  const [sending, setSending] = useState(false);
  return { errors, setErrors, status, setStatus, sending, setSending };
}

/**
 * The end of the property page's lead forms: the honeypot (hidden from people and assistive
 * technology; bots fill it), the unticked Ley 1581 consent, the answer and the submit button.
 * `idPrefix` keeps ids unique when two forms share the page.
 */
export function LeadFormFooter({
  idPrefix = '',
  form: { errors, status, sending },
  label,
  busyLabel,
}: {
  idPrefix?: string;
  /** The form's useLeadAnswer(): the consent's error, the answer, whether it is sending. */
  form: { errors: { acceptPrivacy?: string }; status: LeadAnswer; sending: boolean };
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      <div aria-hidden className="hidden">
        <label htmlFor={`${idPrefix}website`}>Sitio web</label>
        <input id={`${idPrefix}website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <ConsentField variant="property" id={`${idPrefix}acceptPrivacy`} error={errors.acceptPrivacy} />
      {status && <FormAlert tone={status.tone}>{status.text}</FormAlert>}
      <SubmitButton
        busy={sending}
        label={label}
        busyLabel={busyLabel}
        className="w-full rounded-full bg-primary px-5 py-3 font-semibold text-white hover:bg-primary-dark disabled:opacity-60"
      />
    </>
  );
}
