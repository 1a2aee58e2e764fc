import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { OUTBOX_MESSAGES } from '@/lib/domain/outbox';
import { withMessage } from '@/lib/openapi/schemas';
import { retryOutboxMessage } from '@/lib/services/outbox';
import { outboxIdParamSchema, outboxRowSchema } from '@/lib/validation/outbox';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/outbox/{id}/retry', 'Sistema', {
  POST: route(
    {
      auth: 'admin',
      summary:
        'Reintenta un mensaje que falló: vuelve a la cola, con entrega inmediata (un intento más; si falla, vuelve a quedar fallido)',
      params: outboxIdParamSchema,
      responses: {
        200: { description: `'${OUTBOX_MESSAGES.retried}'`, schema: withMessage(outboxRowSchema) },
        400: { description: `'${OUTBOX_MESSAGES.invalidId}'` },
        404: { description: `'${OUTBOX_MESSAGES.notFound}'` },
        409: { description: `'${OUTBOX_MESSAGES.notFailed}'` },
      },
    },
    async ({ params }) => ok(await retryOutboxMessage(params.id), OUTBOX_MESSAGES.retried),
  ),
});
