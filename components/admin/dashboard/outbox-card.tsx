'use client';

import { useState } from 'react';
import type { z } from 'zod';

import { adminFetch } from '@/components/admin/api-client';
import { useLoad } from '@/components/admin/shared/use-load';
import { useRowAction } from '@/components/admin/shared/use-row-action';
import { describeWait, OUTBOX_KIND_LABELS } from '@/lib/domain/outbox';
import { formatNumber, formatShortDate } from '@/lib/format';
import type { outboxListSchema, outboxRowSchema } from '@/lib/validation/outbox';

import { CardStates } from './card-states';

type OutboxList = z.infer<typeof outboxListSchema>;
type OutboxRow = z.infer<typeof outboxRowSchema>;

const time = new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', hour: 'numeric', minute: '2-digit' });
const when = (iso: string) => `${formatShortDate(iso)}, ${time.format(new Date(iso))}`;

/**
 * The dashboard's "Mensajes sin entregar" (GET /api/outbox?status=failed, docs/outbox.md): the
 * e-mails and webhook deliveries that used up their attempts, each with "Reintentar", and the
 * queue's backlog. When everything was delivered, one quiet line.
 */
export function OutboxCard() {
  const outbox = useLoad<OutboxList>('/api/outbox?status=failed');
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const { busy, act } = useRowAction({
    describe: (message) => `No se pudo reintentar: ${message}`,
    onFailure: (text) => setNotice({ text, error: true }),
  });

  const retry = (row: OutboxRow) =>
    act(row.id, async () => {
      const { message } = await adminFetch(`/api/outbox/${row.id}/retry`, { method: 'POST' });
      setNotice({ text: message ?? 'Mensaje devuelto a la cola', error: false });
      outbox.reload();
    });

  const data = outbox.data;
  if (!data && !outbox.error) return null; // loading: nothing rather than an empty card
  const quiet = data && data.items.length === 0 && data.backlog === 0;
  if (quiet && !notice) {
    return (
      <section aria-labelledby="outbox-card" className="px-1 text-sm text-muted">
        <h2 id="outbox-card" className="sr-only">
          Mensajes sin entregar
        </h2>
        <p data-testid="outbox-quiet">Correos y webhooks al día: no hay mensajes sin entregar.</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="outbox-card" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="outbox-card" className="font-semibold text-ink">
        Mensajes sin entregar
      </h2>
      <CardStates load={outbox} failed="No se pudo cargar la bandeja de salida" />
      {notice && (
        <p role={notice.error ? 'alert' : 'status'} className="mt-3 text-sm font-medium text-ink">
          {notice.text}
        </p>
      )}
      {data && (
        <p className="mt-1 text-sm text-muted" data-testid="outbox-backlog">
          {data.backlog === 0
            ? 'Nada en cola.'
            : `${formatNumber(data.backlog)} ${data.backlog === 1 ? 'mensaje en cola' : 'mensajes en cola'}, el más antiguo desde hace ${describeWait(data.oldestAgeSeconds)}.`}
        </p>
      )}
      {data && data.items.length === 0 && <p className="mt-3 text-sm text-muted">Ningún mensaje agotó sus intentos.</p>}
      {data && data.items.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100" aria-label="Mensajes que fallaron">
          {data.items.map((row) => (
            <li
              key={row.id}
              data-testid="outbox-failed"
              className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3"
            >
              <div className="min-w-0 flex-1 basis-64">
                <p className="font-medium break-words text-ink">
                  <span className="mr-2 rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-900">
                    {OUTBOX_KIND_LABELS[row.kind]}
                  </span>
                  {row.summary || 'Sin asunto'}
                </p>
                <p className="mt-0.5 text-sm break-all text-muted">{row.recipient ?? 'Sin destinatario'}</p>
                <p className="mt-0.5 text-sm text-muted">
                  {row.attempts} {row.attempts === 1 ? 'intento' : 'intentos'} · creado el {when(row.createdAt)}
                </p>
                {row.lastError && <p className="mt-0.5 text-sm break-words text-rose-800">{row.lastError}</p>}
              </div>
              <button
                type="button"
                disabled={busy !== null}
                onClick={() => void retry(row)}
                aria-label={`Reintentar: ${row.summary || 'mensaje'} a ${row.recipient ?? 'su destino'}`}
                className="rounded-xl border border-primary px-4 py-2 text-sm font-semibold text-primary hover:bg-primary/5 disabled:opacity-60"
              >
                {busy === row.id ? 'Reintentando...' : 'Reintentar'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
