import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { WEBHOOK_MESSAGES } from '@/lib/domain/webhooks';
import { withMessage } from '@/lib/openapi/schemas';
import { testWebhook } from '@/lib/services/webhooks';
import { webhookDeliverySchema, webhookIdParamSchema } from '@/lib/validation/webhooks';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/webhooks/{id}/test', 'Webhooks', {
  POST: route(
    {
      auth: 'admin',
      scope: 'webhooks:manage',
      summary:
        'Enviar un evento de prueba (type webhook.test) a esta suscripción, sean cuales sean sus eventos, firmado como los demás; queda en el registro de entregas.',
      params: webhookIdParamSchema,
      responses: {
        202: { description: `'${WEBHOOK_MESSAGES.tested}'`, schema: withMessage(webhookDeliverySchema) },
        400: { description: WEBHOOK_MESSAGES.invalidId },
        404: { description: WEBHOOK_MESSAGES.notFound },
        409: { description: WEBHOOK_MESSAGES.disabled },
      },
    },
    async ({ params }) => ok(await testWebhook(params.id), WEBHOOK_MESSAGES.tested, { status: 202 }),
  ),
});
