import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { WEBHOOK_MESSAGES } from '@/lib/domain/webhooks';
import { withMessage } from '@/lib/openapi/schemas';
import { retryDelivery } from '@/lib/services/webhooks';
import { webhookDeliveryParamSchema, webhookDeliverySchema } from '@/lib/validation/webhooks';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api(
  '/api/webhooks/{id}/deliveries/{deliveryId}/retry',
  'Webhooks',
  {
    POST: route(
      {
        auth: 'admin',
        scope: 'webhooks:manage',
        summary:
          'Reenviar una entrega ahora, una vez, con el mismo webhook-id y el mismo cuerpo (nueva marca de tiempo y firma). El intento queda en el registro.',
        params: webhookDeliveryParamSchema,
        responses: {
          202: { description: `'${WEBHOOK_MESSAGES.retried}'`, schema: withMessage(webhookDeliverySchema) },
          400: { description: `${WEBHOOK_MESSAGES.invalidId} o ${WEBHOOK_MESSAGES.invalidDeliveryId}` },
          404: { description: `${WEBHOOK_MESSAGES.notFound} o ${WEBHOOK_MESSAGES.deliveryNotFound}` },
          409: { description: WEBHOOK_MESSAGES.disabled },
        },
      },
      async ({ params }) =>
        ok(await retryDelivery(params.id, params.deliveryId), WEBHOOK_MESSAGES.retried, { status: 202 }),
    ),
  },
);
