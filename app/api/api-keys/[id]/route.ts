import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { actorOf } from '@/lib/auth/guard';
import { API_KEY_MESSAGES } from '@/lib/domain/api-keys';
import { withMessage } from '@/lib/openapi/schemas';
import { revokeApiKey } from '@/lib/services/api-keys';
import { apiKeyIdParamSchema, apiKeySchema } from '@/lib/validation/api-keys';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/api-keys/{id}', 'Llaves de API', {
  DELETE: route(
    {
      auth: 'admin',
      summary:
        'Revocar la llave: su siguiente solicitud responde 401. La llave queda en la lista (revocada) para el registro; revocarla otra vez no cambia nada.',
      params: apiKeyIdParamSchema,
      responses: {
        200: { description: `'${API_KEY_MESSAGES.revoked}'`, schema: withMessage(apiKeySchema) },
        400: { description: `'${API_KEY_MESSAGES.invalidId}'` },
        404: { description: `'${API_KEY_MESSAGES.notFound}'` },
      },
    },
    async ({ params, caller }) => ok(await revokeApiKey(params.id, actorOf(caller)), API_KEY_MESSAGES.revoked),
  ),
});
