'use client';

import { useState, type FormEvent } from 'react';

import { AdminApiError, adminFetch } from '@/components/admin/api-client';
import { FormActions } from '@/components/admin/form-actions';
import { CheckboxGroup } from '@/components/ui/fields/choice';
import { TextField } from '@/components/ui/fields/field';
import { adminLook, inlineCheckLook } from '@/components/ui/fields/looks';
import { FormAlert } from '@/components/ui/fields/status';
import { useFormValues } from '@/components/ui/fields/use-form-values';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type WebhookEvent } from '@/lib/domain/webhooks';
import { webhookCreateSchema, type ApiWebhookCreated } from '@/lib/validation/webhooks';

/**
 * A new subscription (POST /api/webhooks): the target URL and its events, checked with the API's
 * own schema first; the server then checks the address (https, public after DNS).
 */
export function WebhookForm({
  onCreated,
  onCancel,
}: {
  onCreated: (hook: ApiWebhookCreated, message: string) => void;
  onCancel: () => void;
}) {
  const { values, errors, setErrors, bind } = useFormValues<'url' | 'description'>({ url: '', description: '' });
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const toggle = (event: WebhookEvent) => (checked: boolean) => {
    setEvents((current) => (checked ? [...current, event] : current.filter((e) => e !== event)));
    setErrors(({ events: _cleared, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const parsed = webhookCreateSchema.safeParse({
      url: values.url,
      events,
      ...(values.description.trim() ? { description: values.description } : {}),
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'form')] ??= issue.message;
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      const sent = await adminFetch<ApiWebhookCreated>('/api/webhooks', { method: 'POST', json: parsed.data });
      onCreated(sent.data, sent.message ?? 'Webhook creado');
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 400 && !error.errors?.length)
        setErrors({ url: error.message });
      else setFailure(error instanceof AdminApiError ? error.message : 'Error desconocido');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="webhook-form-titulo"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id="webhook-form-titulo" className="text-lg font-semibold text-ink">
        Nuevo webhook
      </h3>
      <TextField
        look={adminLook}
        label="URL de destino"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://crm.example.com/webhooks/inmobiliaria"
        hint="https, a una dirección pública. Le enviaremos un POST firmado por cada evento."
        {...bind('url')}
      />
      <TextField look={adminLook} label="Descripción" optional autoComplete="off" {...bind('description')} />
      <div>
        <CheckboxGroup
          legend="Eventos"
          look={inlineCheckLook}
          legendClassName="text-sm font-medium text-ink"
          listClassName="mt-2 grid gap-2 sm:grid-cols-2"
          items={WEBHOOK_EVENTS.map((event) => ({
            key: event,
            checked: events.includes(event),
            onChange: toggle(event),
            children: (
              <span>
                {WEBHOOK_EVENT_LABELS[event]} <code className="text-xs text-muted">{event}</code>
              </span>
            ),
          }))}
        />
        {errors.events && <p className="mt-1 text-xs font-medium text-rose-700">{errors.events}</p>}
      </div>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <FormActions busy={busy} label="Crear webhook" onCancel={onCancel} />
    </form>
  );
}
