import { okPage } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { WEBHOOK_MESSAGES } from '@/lib/domain/webhooks';
import { pageEnvelope } from '@/lib/openapi/schemas';
import { listDeliveries } from '@/lib/services/webhooks';
import { webhookDeliveryQuerySchema, webhookDeliverySchema, webhookIdParamSchema } from '@/lib/validation/webhooks';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/webhooks/{id}/deliveries', 'Webhooks', {
  GET: route(
    {
      auth: 'admin',
      scope: 'webhooks:manage',
      summary:
        'El registro de entregas de la suscripción, de la más reciente a la más antigua: evento, webhook-id, cuerpo enviado, estado (pending, succeeded, failed) y cada intento con su código de estado o error, hora y duración. Se guardan las últimas 200 y como máximo 30 días.',
      params: webhookIdParamSchema,
      query: webhookDeliveryQuerySchema,
      responses: {
        200: { description: 'Página de entregas', schema: pageEnvelope(webhookDeliverySchema) },
        400: { description: WEBHOOK_MESSAGES.invalidId },
        404: { description: WEBHOOK_MESSAGES.notFound },
      },
    },
    async ({ params, query }) => {
      const page = await listDeliveries(params.id, query);
      return okPage(page.items, page.pagination);
    },
  ),
});
