import Link from 'next/link';

import { FormAlert } from '@/components/auth/form-field';

/**
 * The end of the property page's lead forms: the honeypot (hidden from people and assistive
 * technology; bots fill it), the unticked Ley 1581 consent, the answer and the submit button.
 * `idPrefix` keeps ids unique when two forms share the page.
 */
export function LeadFormFooter({
  idPrefix = '',
  error,
  status,
  sending,
  label,
  busyLabel,
}: {
  idPrefix?: string;
  error?: string;
  status: { tone: 'error' | 'success'; text: string } | null;
  sending: boolean;
  label: string;
  busyLabel: string;
}) {
  const errorId = `${idPrefix}acceptPrivacy-error`;
  return (
    <>
      <div aria-hidden className="hidden">
        <label htmlFor={`${idPrefix}website`}>Sitio web</label>
        <input id={`${idPrefix}website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div>
        <label className="flex items-start gap-2 text-sm text-ink">
          <input
            type="checkbox"
            name="acceptPrivacy"
            className="mt-0.5 size-4 accent-primary"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <span>
            Autorizo el tratamiento de mis datos personales según la Ley 1581 de 2012 y la{' '}
            <Link href="/privacy" className="font-semibold text-primary underline">
              Política de Privacidad
            </Link>
            .
          </span>
        </label>
        {error && (
          <p id={errorId} className="mt-1 text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
      {status && <FormAlert tone={status.tone}>{status.text}</FormAlert>}
      <button
        type="submit"
        disabled={sending}
        className="w-full rounded-full bg-primary px-5 py-3 font-semibold text-white hover:bg-primary-dark disabled:opacity-60"
      >
        {sending ? busyLabel : label}
      </button>
    </>
  );
}
