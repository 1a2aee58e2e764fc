'use client';

import Link from 'next/link';
import { useState } from 'react';

import { sendJson } from '@/components/auth/post-json';
import { CheckboxField } from '@/components/ui/fields/choice';
import { consentCheckLook, savedSearchLook, type CheckLook } from '@/components/ui/fields/looks';
import { FormAlert } from '@/components/ui/fields/status';
import { type AlertFrequency } from '@/lib/domain/alert-window';
import { describeFilters, type SavedSearchView } from '@/lib/domain/saved-searches';
import { listingHref } from '@/lib/listing-url';

import { FrequencySelect } from './frequency-select';
import { SECONDARY } from './section';

/** The alerts' consent of a saved search: its words beside the box, never an error. */
const CONSENT: CheckLook = { ...consentCheckLook, span: false, error: undefined };

/** The visitor's saved searches: open, change the alerts (and their consent) or delete. */
export function SavedSearchList({ initial }: { initial: SavedSearchView[] }) {
  const [searches, setSearches] = useState(initial);
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);

  async function patch(id: string, body: { frequency?: AlertFrequency; alertConsent?: boolean }) {
    const answer = await sendJson<SavedSearchView>('PATCH', `/api/me/saved-searches/${id}`, body, 'No se pudo guardar');
    setNotice(answer);
    if (answer.ok && answer.data) setSearches((all) => all.map((s) => (s.id === id ? answer.data! : s)));
  }

  async function remove(id: string) {
    const answer = await sendJson('DELETE', `/api/me/saved-searches/${id}`, undefined, 'No se pudo eliminar');
    setNotice(answer);
    if (answer.ok) setSearches((all) => all.filter((s) => s.id !== id));
  }

  if (!searches.length)
    return (
      <p className="text-muted">
        No tienes búsquedas guardadas. En{' '}
        <Link href="/listing" className="font-semibold text-primary hover:underline">
          Inmuebles
        </Link>{' '}
        elige tus filtros y pulsa «Guardar búsqueda» para recibir avisos de inmuebles nuevos o que bajen de precio.
      </p>
    );

  return (
    <div className="space-y-4">
      {notice && <FormAlert tone={notice.ok ? 'success' : 'error'}>{notice.message}</FormAlert>}
      <ul className="space-y-4">
        {searches.map((search) => (
          <li key={search.id} className="rounded-xl border border-slate-200 p-4" data-testid="saved-search">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="font-semibold text-ink">{search.name}</h3>
                <p className="mt-1 text-sm text-muted">{describeFilters(search.filters).join(' · ')}</p>
              </div>
              <Link href={listingHref(search.filters)} className={SECONDARY}>
                Ver resultados
              </Link>
            </div>
            <div className="mt-4 flex flex-wrap items-end gap-4">
              <FrequencySelect
                look={savedSearchLook}
                id={`frecuencia-${search.id}`}
                value={search.frequency}
                onChange={(frequency) => patch(search.id, { frequency })}
              />
              <CheckboxField
                look={CONSENT}
                className="max-w-md"
                checked={!!search.alertConsentAt}
                onChange={(alertConsent) => patch(search.id, { alertConsent })}
              >
                Autorizo recibir estas alertas por correo (Ley 2300 de 2023)
              </CheckboxField>
              <button
                type="button"
                onClick={() => remove(search.id)}
                className="ml-auto text-sm font-semibold text-red-700 hover:underline"
                aria-label={`Eliminar la búsqueda ${search.name}`}
              >
                Eliminar
              </button>
            </div>
            {search.frequency !== 'ninguna' && !search.alertConsentAt && (
              <p className="mt-2 text-sm text-amber-800">
                Sin tu autorización no te enviaremos correos de esta búsqueda.
              </p>
            )}
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">
        Enviamos alertas solo de lunes a viernes de 7:00 a 19:00 y sábados de 8:00 a 15:00 (hora de Bogotá), nunca
        domingos ni festivos, y como máximo un correo al día (Ley 2300 de 2023).
      </p>
    </div>
  );
}
