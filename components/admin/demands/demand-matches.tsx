'use client';

import { useState } from 'react';

import { primaryButton } from '@/components/admin/buttons';
import { Section } from '@/components/admin/section';
import { CopyInput } from '@/components/admin/shared/copy-input';
import { Loaded } from '@/components/admin/shared/loaded';
import { Notice, type NoticeState } from '@/components/admin/shared/notice';
import { useLoad } from '@/components/admin/shared/use-load';
import { CheckboxField } from '@/components/ui/fields/choice';
import { noteCheckLook } from '@/components/ui/fields/looks';
import { useSubmit } from '@/components/ui/fields/use-submit';
import { Pager } from '@/components/ui/pager';
import { SELECTION_MAX } from '@/lib/domain/cruce';
import { formatPrice, joinLocation } from '@/lib/format';
import type { ApiDemandMatch, ApiSelection } from '@/lib/validation/cruce';

import { adminFetch } from '../api-client';
import { MatchReasons } from '../cruces/reasons';

const LIMIT = 20;

/**
 * The listings that meet a demand, best first (GET /api/demands/{id}/matches), on its detail
 * page; ticking some and "Enviar selección" makes the client's link (POST .../selection).
 */
export function DemandMatches({ demandId }: { demandId: string }) {
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string[]>([]);
  const [notice, setNotice] = useState<NoticeState>(null);
  const { busy: sending, run } = useSubmit({ onFailure: (text) => setNotice({ kind: 'error', text }) });
  const [link, setLink] = useState<ApiSelection | null>(null);
  const list = useLoad<ApiDemandMatch[]>(
    `/api/demands/${encodeURIComponent(demandId)}/matches?page=${page}&limit=${LIMIT}`,
  );

  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...new Set([...current, id])] : current.filter((c) => c !== id)));

  const send = () =>
    run(async () => {
      setNotice(null);
      const answer = await adminFetch<ApiSelection>(`/api/demands/${encodeURIComponent(demandId)}/selection`, {
        method: 'POST',
        json: { propertyIds: chosen },
      });
      setLink(answer.data);
      setChosen([]);
      setNotice({ kind: 'success', text: answer.message ?? 'Selección creada' });
    });

  const total = list.pagination?.total ?? 0;
  return (
    <Section title="Inmuebles que cumplen">
      <div data-testid="demand-matches" className="space-y-4">
        <Loaded
          list={list}
          failed="No se pudieron cargar los cruces"
          loading="Buscando inmuebles..."
          empty="Ningún inmueble publicado cumple esta demanda por ahora."
        >
          {(rows) => (
            <>
              <p role="status" className="text-sm text-muted">
                {total === 1 ? '1 inmueble cumple' : `${total} inmuebles cumplen`}, del mejor al peor.
              </p>
              <ul className="divide-y divide-slate-100">
                {rows.map(({ property, score, reasons }) => (
                  <li key={property._id} data-testid="demand-match" className="flex gap-3 py-3">
                    <CheckboxField
                      look={noteCheckLook}
                      checked={chosen.includes(property._id)}
                      onChange={(on) => toggle(property._id, on)}
                    >
                      <span className="sr-only">Elegir {property.title}</span>
                    </CheckboxField>
                    <div className="min-w-0 flex-1 space-y-1">
                      <a
                        href={`/property/${property.slug || property._id}`}
                        target="_blank"
                        rel="noopener"
                        className="font-semibold text-ink hover:text-primary hover:underline"
                      >
                        {property.title}
                      </a>
                      <p className="text-sm text-muted">
                        {formatPrice(property.price)} ·{' '}
                        {joinLocation([property.location.neighborhood, property.location.city])}
                      </p>
                      <MatchReasons score={score} reasons={reasons} />
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Loaded>
        <Pager page={page} {...list.pager} onPage={setPage} />
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
          <button
            type="button"
            className={primaryButton}
            disabled={sending || chosen.length === 0 || chosen.length > SELECTION_MAX}
            onClick={() => void send()}
          >
            {sending ? 'Enviando...' : 'Enviar selección'}
          </button>
          <span className="text-sm text-muted">
            {chosen.length === 0
              ? `Marca de 1 a ${SELECTION_MAX} inmuebles para enviarlos al cliente.`
              : `${chosen.length} de ${SELECTION_MAX} elegidos`}
          </span>
        </div>
        <Notice notice={notice} onClose={() => setNotice(null)} />
        {link && (
          <div className="rounded-xl border border-slate-200 bg-surface p-3 text-sm">
            <label htmlFor="selection-url" className="font-semibold text-ink">
              Enlace de la selección (válido 30 días)
            </label>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row">
              <CopyInput id="selection-url" value={link.url} className="border-slate-300 bg-white" />
              <button
                type="button"
                className="rounded-lg border border-slate-300 bg-white px-3 py-2 font-semibold text-ink hover:bg-slate-50"
                onClick={() => void navigator.clipboard?.writeText(link.url)}
              >
                Copiar enlace
              </button>
            </div>
          </div>
        )}
      </div>
    </Section>
  );
}
