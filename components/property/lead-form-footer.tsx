import { useState } from 'react';

import { ConsentField } from '@/components/ui/fields/choice';
import { FormAlert } from '@/components/ui/fields/status';
import { SubmitButton } from '@/components/ui/fields/submit-button';
import { useSubmit, type SubmitOptions } from '@/components/ui/fields/use-submit';

/** What a property page's lead form answers: a success or an error line. */
export type LeadAnswer = { tone: 'error' | 'success'; text: string } | null;

/**
 * A property page's lead form, submitted through useSubmit: errors by field, the answer shown (the
 * failure line, else the success set with `setSuccess`), whether it is sending.
 */
export function useLeadAnswer<E extends { acceptPrivacy?: string }>(options: Omit<SubmitOptions, 'setErrors'> = {}) {
  const [errors, setErrors] = useState<E>({} as E);
  const [success, setSuccess] = useState('');
  const form = useSubmit({ ...options, setErrors: (found) => setErrors(found as E) });
  const status: LeadAnswer = form.failure
    ? { tone: 'error', text: form.failure }
    : success
      ? { tone: 'success', text: success }
      : null;
  return { ...form, errors, setErrors, setSuccess, status, sending: form.busy };
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
