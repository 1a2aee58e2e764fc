import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { OUTBOX_MESSAGES } from '@/lib/domain/outbox';
import { okEnvelope } from '@/lib/openapi/schemas';
import { listOutbox, outboxHealth } from '@/lib/services/outbox';
import { outboxListSchema, outboxQuerySchema } from '@/lib/validation/outbox';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/outbox', 'Sistema', {
  GET: route(
    {
      auth: 'admin',
      summary:
        'La bandeja de salida: correos y entregas de webhooks que fallaron (status=failed, por defecto) o esperan entrega (status=pending), del más antiguo al más reciente, con los intentos y el último error; nunca el cuerpo del mensaje ni secretos. Con las cifras de la cola.',
      query: outboxQuerySchema,
      responses: {
        200: { description: 'Los mensajes y las cifras de la cola', schema: okEnvelope(outboxListSchema) },
        400: { description: `'${OUTBOX_MESSAGES.invalidStatus}' o un límite fuera de 1 a 100` },
      },
    },
    async ({ query }) => {
      const [items, figures] = await Promise.all([listOutbox(query.status, query.limit), outboxHealth()]);
      return ok({ items, ...figures });
    },
  ),
});
