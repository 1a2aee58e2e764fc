'use client';

import { useState } from 'react';

import { adminFetch } from '@/components/admin/api-client';
import { CheckList } from '@/components/admin/shared/check-list';
import { FormCard } from '@/components/admin/shared/form-card';
import { TextField } from '@/components/ui/fields/field';
import { adminLook } from '@/components/ui/fields/looks';
import { useFormValues } from '@/components/ui/fields/use-form-values';
import { useSubmit } from '@/components/ui/fields/use-submit';
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
  const { busy, failure, submit } = useSubmit({
    setErrors,
    // The server's check of the address (https, public after DNS) goes under the URL.
    onRefusal: (refusal) => {
      if (refusal.status !== 400 || refusal.errors?.length) return false;
      setErrors({ url: refusal.message });
      return true;
    },
  });

  const toggle = (event: WebhookEvent) => (checked: boolean) => {
    setEvents((current) => (checked ? [...current, event] : current.filter((e) => e !== event)));
    setErrors(({ events: _cleared, ...rest }) => rest);
  };

  const send = () =>
    submit(
      webhookCreateSchema.safeParse({
        url: values.url,
        events,
        ...(values.description.trim() ? { description: values.description } : {}),
      }),
      async (body) => {
        const sent = await adminFetch<ApiWebhookCreated>('/api/webhooks', { method: 'POST', json: body });
        onCreated(sent.data, sent.message ?? 'Webhook creado');
      },
    );

  return (
    <FormCard
      titleId="webhook-form-titulo"
      title="Nuevo webhook"
      heading="h3"
      onSubmit={send}
      failure={failure}
      actions={{ busy, label: 'Crear webhook', onCancel }}
    >
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
        <CheckList
          legend="Eventos"
          columns="sm:grid-cols-2"
          error={errors.events}
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
      </div>
    </FormCard>
  );
}
