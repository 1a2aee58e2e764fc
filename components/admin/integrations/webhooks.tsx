'use client';

import Link from 'next/link';
import { useState } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { primaryButton, secondaryButton } from '@/components/admin/buttons';
import { ListEmpty, ListLoading } from '@/components/admin/list-screen';
import { Section } from '@/components/admin/section';
import { Notice, type NoticeState } from '@/components/admin/shared/notice';
import { useLoad } from '@/components/admin/shared/use-load';
import { useRowAction } from '@/components/admin/shared/use-row-action';
import { WEBHOOK_EVENT_LABELS } from '@/lib/domain/webhooks';
import type { ApiWebhook, ApiWebhookCreated } from '@/lib/validation/webhooks';

import { SecretOnce } from './secret-once';
import { WebhookForm } from './webhook-form';
import { attemptResult, formatWhen } from './webhook-words';

/**
 * The webhooks of /admin/integraciones (docs/webhooks.md): each subscription's URL, events,
 * state (Activo, or Desactivado and why) and last delivery; a new one's secret shown once;
 * activate, deactivate, delete (confirmed) and its delivery log.
 */
export function WebhooksSection() {
  const list = useLoad<ApiWebhook[]>('/api/webhooks');
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<ApiWebhookCreated | null>(null);
  const [notice, setNotice] = useState<NoticeState>(null);
  const { busy, act: run } = useRowAction({ onFailure: (text) => setNotice({ kind: 'error', text }) });

  function act(hook: ApiWebhook, action: 'toggle' | 'delete') {
    if (
      action === 'delete' &&
      !window.confirm(`¿Eliminar el webhook a ${hook.url}? Se borra también su registro de entregas.`)
    )
      return;
    void run(hook.id, async () => {
      const sent =
        action === 'delete'
          ? await adminFetch(`/api/webhooks/${hook.id}`, { method: 'DELETE' })
          : await adminFetch(`/api/webhooks/${hook.id}`, { method: 'PATCH', json: { active: !hook.active } });
      setNotice({ kind: 'success', text: sent.message ?? 'Listo' });
      list.reload();
    });
  }

  return (
    <Section title="Webhooks">
      <div className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <p className="max-w-3xl text-sm text-muted">
            Avisamos a tus sistemas cuando llega un lead, se publica o cambia un inmueble, o se agenda una visita: un
            POST firmado (Standard Webhooks) a la URL que indiques, reintentado si falla.
          </p>
          {!creating && (
            <button type="button" onClick={() => setCreating(true)} className={primaryButton}>
              Nuevo webhook
            </button>
          )}
        </div>
        <Notice notice={notice} onClose={() => setNotice(null)} floating />
        {secret && (
          <SecretOnce
            id="webhook-secret"
            label="Secreto de firma"
            title={`Secreto de firma de ${secret.url}`}
            note="Cópialo ahora: no se volverá a mostrar. Con él tu sistema verifica la cabecera webhook-signature."
            secret={secret.secret}
            onClose={() => setSecret(null)}
          />
        )}
        {creating && (
          <WebhookForm
            onCancel={() => setCreating(false)}
            onCreated={(hook, message) => {
              setCreating(false);
              setSecret(hook);
              setNotice({ kind: 'success', text: message });
              list.reload();
            }}
          />
        )}
        {list.loading ? (
          <ListLoading>Cargando webhooks...</ListLoading>
        ) : list.error ? (
          <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
            {list.error}
          </p>
        ) : !list.data?.length ? (
          <ListEmpty title="Sin webhooks">
            Crea uno para que tus sistemas se enteren de cada cambio sin consultar la API.
          </ListEmpty>
        ) : (
          <ul className="space-y-3" aria-label="Webhooks">
            {list.data.map((hook) => (
              <li key={hook.id} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="break-all font-mono text-sm font-semibold text-ink">{hook.url}</p>
                    {hook.description && <p className="text-sm text-muted">{hook.description}</p>}
                  </div>
                  <span
                    className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${hook.active ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}`}
                  >
                    {hook.active ? 'Activo' : 'Desactivado'}
                  </span>
                </div>
                {!hook.active && hook.disabledReason && (
                  <p className="text-sm text-rose-800">
                    {hook.disabledReason}
                    {hook.disabledAt ? ` (${formatWhen(hook.disabledAt)})` : ''}
                  </p>
                )}
                <ul className="flex flex-wrap gap-1.5" aria-label="Eventos">
                  {hook.events.map((event) => (
                    <li key={event} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-ink" title={event}>
                      {WEBHOOK_EVENT_LABELS[event]}
                    </li>
                  ))}
                </ul>
                <p className="text-sm text-muted">
                  Última entrega:{' '}
                  {hook.lastDelivery
                    ? `${formatWhen(hook.lastDelivery.at)}, ${attemptResult(hook.lastDelivery)}`
                    : 'ninguna todavía'}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Link href={`/admin/integraciones/webhooks/${hook.id}`} className={secondaryButton}>
                    Ver entregas
                  </Link>
                  <button
                    type="button"
                    disabled={busy === hook.id}
                    onClick={() => void act(hook, 'toggle')}
                    className={secondaryButton}
                  >
                    {hook.active ? 'Desactivar' : 'Activar'}
                  </button>
                  <button
                    type="button"
                    disabled={busy === hook.id}
                    onClick={() => void act(hook, 'delete')}
                    className={`${secondaryButton} text-rose-800`}
                  >
                    Eliminar
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}
