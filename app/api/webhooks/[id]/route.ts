import { done, ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { actorOf } from '@/lib/auth/guard';
import { WEBHOOK_MESSAGES } from '@/lib/domain/webhooks';
import { doneSchema, withMessage } from '@/lib/openapi/schemas';
import { deleteWebhook, updateWebhook } from '@/lib/services/webhooks';
import { webhookIdParamSchema, webhookPatchSchema, webhookSchema } from '@/lib/validation/webhooks';

const notFound = { 404: { description: WEBHOOK_MESSAGES.notFound } };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/webhooks/{id}', 'Webhooks', {
  PATCH: route(
    {
      auth: 'admin',
      scope: 'webhooks:manage',
      summary:
        'Cambiar la URL (se verifica de nuevo), los eventos o la descripción, o activar y desactivar (active). Desactivar detiene sus entregas pendientes; activar de nuevo borra el conteo de fallos.',
      params: webhookIdParamSchema,
      body: webhookPatchSchema,
      rules: [
        `un cuerpo sin ningún campo ('${WEBHOOK_MESSAGES.emptyPatch}')`,
        `una URL que no es https o resuelve a una dirección privada ('${WEBHOOK_MESSAGES.privateAddress}')`,
      ],
      responses: {
        200: { description: `'${WEBHOOK_MESSAGES.updated}'`, schema: withMessage(webhookSchema) },
        400: { description: `ID o datos no válidos, p. ej. '${WEBHOOK_MESSAGES.httpsOnly}'` },
        ...notFound,
      },
    },
    async ({ params, body, caller }) =>
      ok(await updateWebhook(params.id, body, actorOf(caller)), WEBHOOK_MESSAGES.updated),
  ),
  DELETE: route(
    {
      auth: 'admin',
      scope: 'webhooks:manage',
      summary: 'Eliminar la suscripción y su registro de entregas; sus entregas pendientes no se envían.',
      params: webhookIdParamSchema,
      responses: {
        200: { description: `'${WEBHOOK_MESSAGES.deleted}'`, schema: doneSchema },
        400: { description: WEBHOOK_MESSAGES.invalidId },
        ...notFound,
      },
    },
    async ({ params, caller }) => {
      await deleteWebhook(params.id, actorOf(caller));
      return done(WEBHOOK_MESSAGES.deleted);
    },
  ),
});
