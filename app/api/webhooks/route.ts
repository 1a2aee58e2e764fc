import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { actorOf } from '@/lib/auth/guard';
import { WEBHOOK_MESSAGES } from '@/lib/domain/webhooks';
import { listOf, withMessage } from '@/lib/openapi/schemas';
import { createWebhook, listWebhooks } from '@/lib/services/webhooks';
import { webhookCreatedSchema, webhookCreateSchema, webhookSchema } from '@/lib/validation/webhooks';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/webhooks', 'Webhooks', {
  GET: route(
    {
      auth: 'admin',
      scope: 'webhooks:manage',
      summary:
        'Las suscripciones de webhooks, de la más reciente a la más antigua: URL, eventos, estado (activa o desactivada y por qué) y su última entrega. Nunca el secreto.',
      responses: { 200: { description: 'Las suscripciones', schema: listOf(webhookSchema) } },
    },
    async () => ok(await listWebhooks()),
  ),
  POST: route(
    {
      auth: 'admin',
      scope: 'webhooks:manage',
      summary:
        'Suscribir una URL a eventos (lead.created, lead.updated, property.published, property.updated, property.price_dropped, property.unpublished, visit.booked, visit.cancelled). Las entregas siguen Standard Webhooks: cabeceras webhook-id, webhook-timestamp y webhook-signature (v1, HMAC-SHA256 con el secreto whsec_ que esta respuesta muestra una sola vez). La URL debe ser https y resolver a direcciones públicas.',
      body: webhookCreateSchema,
      rules: [
        `una URL que no es https ('${WEBHOOK_MESSAGES.httpsOnly}')`,
        `una URL cuyo nombre resuelve a una dirección privada, local o reservada ('${WEBHOOK_MESSAGES.privateAddress}')`,
        `una URL con usuario o contraseña ('${WEBHOOK_MESSAGES.credentials}')`,
        `un nombre que no resuelve ('${WEBHOOK_MESSAGES.unresolvable}')`,
      ],
      responses: {
        201: { description: `'${WEBHOOK_MESSAGES.created}'`, schema: withMessage(webhookCreatedSchema) },
        400: { description: `URL o eventos no válidos, p. ej. '${WEBHOOK_MESSAGES.privateAddress}'` },
        409: { description: WEBHOOK_MESSAGES.tooMany, codes: ['limit_reached'] },
      },
    },
    async ({ body, caller }) =>
      ok(await createWebhook(body, actorOf(caller)), WEBHOOK_MESSAGES.created, { status: 201 }),
  ),
});
