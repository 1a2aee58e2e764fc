'use client';

import Link from 'next/link';
import { useState } from 'react';

import { secondaryButton } from '@/components/admin/buttons';
import { CardHead, ListEmpty, ListHeader, ListLoading } from '@/components/admin/list-screen';
import { Notice, type NoticeState } from '@/components/admin/shared/notice';
import { useLoad } from '@/components/admin/shared/use-load';
import { useSubmit } from '@/components/ui/fields/use-submit';
import { Pager } from '@/components/ui/pager';
import { CRUCE_REASON_LABELS } from '@/lib/domain/cruce';
import { formatPrice, formatShortDate } from '@/lib/format';
import type { ApiCruce } from '@/lib/validation/cruce';

import { adminFetch } from '../api-client';
import { CRUCES_SEEN_EVENT } from './cruces-badge';
import { MatchReasons } from './reasons';

const LIMIT = 20;

/**
 * "Nuevos cruces": listings that became public or dropped their price and meet an active demand
 * (GET /api/cruces), an agent's own, every one for an admin; "Marcar como vistos" clears them.
 */
export function CrucesScreen({ isAdmin }: { isAdmin: boolean }) {
  const [view, setView] = useState<'nuevos' | 'todos'>('nuevos');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<NoticeState>(null);
  const { busy, run } = useSubmit({ onFailure: (text) => setNotice({ kind: 'error', text }) });
  const list = useLoad<ApiCruce[]>(`/api/cruces?view=${view}&page=${page}&limit=${LIMIT}`);
  const unseen = (list.data ?? []).filter((c) => !c.seenAt);

  const markSeen = (ids?: string[]) =>
    run(async () => {
      const answer = await adminFetch<{ updated: number }>('/api/cruces/seen', { method: 'POST', json: { ids } });
      setNotice({ kind: 'success', text: answer.message ?? 'Cruces marcados como vistos' });
      window.dispatchEvent(new Event(CRUCES_SEEN_EVENT));
      setPage(1);
      list.reload();
    });

  return (
    <section className="space-y-5">
      <ListHeader
        title="Nuevos cruces"
        intro={
          isAdmin
            ? 'Inmuebles recién publicados o que bajaron de precio y cumplen una demanda activa del equipo.'
            : 'Inmuebles recién publicados o que bajaron de precio y cumplen una de tus demandas activas.'
        }
      >
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              setView(view === 'nuevos' ? 'todos' : 'nuevos');
              setPage(1);
            }}
          >
            {view === 'nuevos' ? 'Ver también los vistos' : 'Ver solo los nuevos'}
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={busy || unseen.length === 0}
            onClick={() => void markSeen(unseen.map((c) => c.id))}
          >
            Marcar como vistos
          </button>
        </div>
      </ListHeader>
      <Notice notice={notice} onClose={() => setNotice(null)} />
      {list.error && <Notice notice={{ kind: 'error', text: `Error al cargar los cruces: ${list.error}` }} />}
      {list.loading ? (
        <ListLoading>Cargando cruces...</ListLoading>
      ) : !list.data?.length ? (
        <ListEmpty title={view === 'nuevos' ? 'No hay cruces nuevos' : 'No hay cruces'}>
          Cuando se publique un inmueble o baje de precio y cumpla una demanda activa, aparecerá aquí.
        </ListEmpty>
      ) : (
        <>
          <p role="status" className="text-sm text-muted">
            {list.pager.total === 1 ? '1 cruce' : `${list.pager.total} cruces`}
          </p>
          <ul className="space-y-3">
            {list.data.map((cruce) => (
              <CruceCard key={cruce.id} cruce={cruce} />
            ))}
          </ul>
        </>
      )}
      <Pager page={page} {...list.pager} onPage={setPage} />
    </section>
  );
}

function CruceCard({ cruce }: { cruce: ApiCruce }) {
  return (
    <li data-testid="cruce-row" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <CardHead
        kicker={`${CRUCE_REASON_LABELS[cruce.reason]} · ${formatShortDate(cruce.at)}`}
        title={
          cruce.property ? (
            <Link href={`/admin/properties/edit/${cruce.property.id}`} className="hover:underline">
              {cruce.property.title}
            </Link>
          ) : (
            'Inmueble eliminado'
          )
        }
        badge={
          cruce.seenAt ? (
            <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-muted">Visto</span>
          ) : (
            <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">Nuevo</span>
          )
        }
      >
        {cruce.property && (
          <p className="text-sm text-muted">
            {formatPrice(cruce.property.price)} · {cruce.property.place}
          </p>
        )}
      </CardHead>
      <p className="mt-2 text-sm text-ink">
        Cliente:{' '}
        <Link href={`/admin/demandas/${cruce.demand.id}`} className="font-semibold hover:underline">
          {cruce.demand.clientName || 'Sin nombre'}
        </Link>
      </p>
      <div className="mt-2">
        <MatchReasons score={cruce.score} reasons={cruce.reasons} />
      </div>
    </li>
  );
}
