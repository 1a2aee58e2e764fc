'use client';

import Link from 'next/link';
import { useState } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { secondaryButton } from '@/components/admin/buttons';
import { ListEmpty, ListHeader, ListLoading } from '@/components/admin/list-screen';
import { Notice, type NoticeState } from '@/components/admin/shared/notice';
import { useLoad } from '@/components/admin/shared/use-load';
import { useRowAction } from '@/components/admin/shared/use-row-action';
import { Pager } from '@/components/ui/pager';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_STATUS_LABELS, type WebhookEvent } from '@/lib/domain/webhooks';
import type { ApiWebhook, ApiWebhookDelivery } from '@/lib/validation/webhooks';

import { attemptResult, formatWhen } from './webhook-words';

const LIMIT = 20;
const STATUS_TONE = {
  pending: 'bg-amber-100 text-amber-950',
  succeeded: 'bg-green-100 text-green-900',
  failed: 'bg-rose-100 text-rose-900',
} as const;

const eventLabel = (type: string) => WEBHOOK_EVENT_LABELS[type as WebhookEvent] ?? 'Evento de prueba';

/**
 * A subscription's delivery log (/admin/integraciones/webhooks/{id}): each delivery's event,
 * webhook-id, status and attempts (status code or error, time, duration), with "Reintentar"
 * (the same webhook-id) and "Enviar prueba".
 */
export function WebhookDeliveries({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<NoticeState>(null);
  const { busy, act } = useRowAction({ onFailure: (text) => setNotice({ kind: 'error', text }) });
  const hooks = useLoad<ApiWebhook[]>('/api/webhooks');
  const hook = hooks.data?.find((h) => h.id === id) ?? null;
  const log = useLoad<ApiWebhookDelivery[]>(`/api/webhooks/${id}/deliveries?page=${page}&limit=${LIMIT}`);

  const send = (path: string, key: string) =>
    act(key, async () => {
      const sent = await adminFetch(path, { method: 'POST' });
      setNotice({ kind: 'success', text: sent.message ?? 'Listo' });
      log.reload();
    });

  return (
    <section className="space-y-5">
      <Link href="/admin/integraciones" className="text-sm font-medium text-primary hover:underline">
        ← Integraciones
      </Link>
      <ListHeader title="Entregas del webhook" intro={hook ? hook.url : 'Cada envío con sus intentos.'}>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButton} onClick={() => log.reload()}>
            Actualizar
          </button>
          {hook?.active && (
            <button
              type="button"
              className={secondaryButton}
              disabled={busy === 'test'}
              onClick={() => void send(`/api/webhooks/${id}/test`, 'test')}
            >
              Enviar prueba
            </button>
          )}
        </div>
      </ListHeader>
      {hook && !hook.active && (
        <p className="rounded-xl border border-slate-300 bg-slate-50 p-3 text-sm text-ink">
          Desactivado{hook.disabledReason ? `: ${hook.disabledReason}` : ''}. Actívalo en Integraciones para reenviar.
        </p>
      )}
      <Notice notice={notice} onClose={() => setNotice(null)} floating />
      {log.loading ? (
        <ListLoading>Cargando entregas...</ListLoading>
      ) : log.error ? (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          {log.error}
        </p>
      ) : !log.data?.length ? (
        <ListEmpty title="Sin entregas">Cuando ocurra uno de sus eventos, la entrega aparecerá aquí.</ListEmpty>
      ) : (
        <ul className="space-y-3">
          {log.data.map((delivery) => (
            <li key={delivery.id} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">
                    {eventLabel(delivery.type)} <code className="text-xs font-normal text-muted">{delivery.type}</code>
                  </p>
                  <p className="break-all font-mono text-xs text-muted">webhook-id: {delivery.id}</p>
                  <p className="text-xs text-muted">Creada: {formatWhen(delivery.createdAt)}</p>
                </div>
                <span
                  className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONE[delivery.status]}`}
                >
                  {WEBHOOK_STATUS_LABELS[delivery.status]}
                </span>
              </div>
              {delivery.attempts.length > 0 ? (
                <ol className="space-y-1 text-sm" aria-label="Intentos">
                  {delivery.attempts.map((attempt, index) => (
                    <li key={index} className="flex flex-wrap gap-x-3 gap-y-0.5 border-t border-slate-100 pt-1">
                      <span className="font-medium text-ink">
                        Intento {index + 1}
                        {attempt.manual ? ' (manual)' : ''}
                      </span>
                      <span className="text-ink">{attemptResult(attempt)}</span>
                      <span className="text-muted">{formatWhen(attempt.at)}</span>
                      <span className="text-muted">{attempt.durationMs} ms</span>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="text-sm text-muted">Sin intentos todavía.</p>
              )}
              <details className="text-sm">
                <summary className="cursor-pointer text-primary">Ver cuerpo</summary>
                <pre className="mt-2 max-h-64 overflow-auto rounded-lg bg-slate-50 p-3 text-xs text-ink">
                  {JSON.stringify(delivery.payload, null, 2)}
                </pre>
              </details>
              {hook?.active && (
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={busy === delivery.id}
                  onClick={() => void send(`/api/webhooks/${id}/deliveries/${delivery.id}/retry`, delivery.id)}
                >
                  Reintentar
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={log.pager.pages} total={log.pager.total} onPage={setPage} />
    </section>
  );
}
