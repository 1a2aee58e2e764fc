'use client';

import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';

import { sendJson } from '@/components/auth/post-json';
import { CheckboxField } from '@/components/ui/fields/choice';
import { TextField } from '@/components/ui/fields/field';
import { noteCheckLook, saveSearchLook } from '@/components/ui/fields/looks';
import { FormAlert } from '@/components/ui/fields/status';
import { SubmitButton } from '@/components/ui/fields/submit-button';
import { refuse, useSubmit } from '@/components/ui/fields/use-submit';
import { type AlertFrequency } from '@/lib/domain/alert-window';
import { describeFilters } from '@/lib/domain/saved-searches';
import { FILTER_KEYS, listingHref, type ListingParams } from '@/lib/listing-url';

import { FrequencySelect } from './frequency-select';
import { clearSignedIn, useSignedIn } from './signed-in-hint';

/** The /listing query's filters, as the URL carries them (every key the list understands). */
function filtersOf(params: ListingParams): Record<string, string> {
  return Object.fromEntries(FILTER_KEYS.flatMap((key) => (params[key] ? [[key, params[key]!]] : [])));
}

/** 'Guardar búsqueda' on /listing: the current filters under a name, with alerts if consented. */
export function SaveSearch({ params }: { params: ListingParams }) {
  const signedIn = useSignedIn();
  const filters = filtersOf(params);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(() => describeFilters(filters).slice(0, 3).join(' · '));
  const [frequency, setFrequency] = useState<AlertFrequency>('diaria');
  const [consent, setConsent] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, failure, run } = useSubmit({});
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const panelId = useId();
  const here = listingHref(params);

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const result = await sendJson(
        'POST',
        '/api/me/saved-searches',
        { name, filters, frequency, alertConsent: consent },
        'No se pudo guardar la búsqueda',
      );
      if (result.status === 401) {
        clearSignedIn();
        setNeedsSignIn(true);
        return;
      }
      if (!result.ok) refuse(result.message, undefined, result.status);
      setSaved(result.message);
    });
  }

  return (
    <div className="w-full">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="inline-flex items-center gap-2 rounded-full border border-primary px-4 py-2 text-sm font-semibold text-primary hover:bg-primary hover:text-white"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
          <path d="M6 3h12v18l-6-4-6 4z" />
        </svg>
        Guardar búsqueda
      </button>
      {open && (
        <div id={panelId} className="mt-3 max-w-xl rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          {!signedIn || needsSignIn ? (
            <p className="text-ink">
              Para guardar esta búsqueda y recibir alertas,{' '}
              <Link
                href={`/login?callbackUrl=${encodeURIComponent(here)}`}
                className="font-semibold text-primary underline"
              >
                inicia sesión
              </Link>{' '}
              o{' '}
              <Link
                href={`/register?callbackUrl=${encodeURIComponent(here)}`}
                className="font-semibold text-primary underline"
              >
                crea una cuenta
              </Link>
              .
            </p>
          ) : saved !== null ? (
            <FormAlert tone="success">
              {saved}. Adminístrala en{' '}
              <Link href="/cuenta" className="font-semibold underline">
                Mi cuenta
              </Link>
              .
            </FormAlert>
          ) : (
            <form onSubmit={submit} className="space-y-3">
              <p className="text-sm text-muted">Filtros: {describeFilters(filters).join(' · ')}</p>
              <TextField
                look={saveSearchLook}
                id={`${panelId}-nombre`}
                label="Nombre de la búsqueda"
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={80}
                required
              />
              <FrequencySelect
                look={saveSearchLook}
                id={`${panelId}-frecuencia`}
                value={frequency}
                onChange={setFrequency}
              />
              <CheckboxField look={noteCheckLook} checked={consent} onChange={setConsent}>
                Autorizo a la inmobiliaria a enviarme por correo alertas de inmuebles de esta búsqueda (Ley 2300 de
                2023; datos tratados según la Ley 1581 de 2012). Puedo retirar la autorización en cualquier momento.
              </CheckboxField>
              {frequency !== 'ninguna' && !consent && (
                <p className="text-sm text-amber-800">
                  Sin tu autorización guardaremos la búsqueda pero no te enviaremos correos.
                </p>
              )}
              {failure && <FormAlert tone="error">{failure}</FormAlert>}
              <SubmitButton
                busy={busy}
                label="Guardar"
                busyLabel="Guardando..."
                className="rounded-xl bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark disabled:opacity-60"
              />
            </form>
          )}
        </div>
      )}
    </div>
  );
}
