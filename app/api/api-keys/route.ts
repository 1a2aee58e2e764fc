import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { actorOf } from '@/lib/auth/guard';
import { API_KEY_MESSAGES, API_SCOPES, RATE_LIMIT } from '@/lib/domain/api-keys';
import { listOf, withMessage } from '@/lib/openapi/schemas';
import { createApiKey, listApiKeys } from '@/lib/services/api-keys';
import { API_KEY_RULES, apiKeyCreatedSchema, apiKeyCreateSchema, apiKeySchema } from '@/lib/validation/api-keys';

// Admins only, and never a key (no `scope`): a key cannot mint or list keys (docs/api-keys.md).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/api-keys', 'Llaves de API', {
  GET: route(
    {
      auth: 'admin',
      summary:
        'Las llaves de API, de la más reciente a la más antigua, con su estado (active, revoked, expired), sus permisos, su límite por minuto y su último uso (hora y dirección). Nunca el secreto.',
      responses: { 200: { description: 'Las llaves', schema: listOf(apiKeySchema) } },
    },
    async () => ok(await listApiKeys()),
  ),
  POST: route(
    {
      auth: 'admin',
      summary: `Crear una llave de API con nombre, permisos (${API_SCOPES.join(', ')}), vencimiento opcional y límite de solicitudes por minuto (${RATE_LIMIT.min}-${RATE_LIMIT.max}, por defecto ${RATE_LIMIT.default}). El secreto \`ib_…\` se devuelve solo en esta respuesta; se guarda únicamente su hash.`,
      body: apiKeyCreateSchema,
      bodyLimit: 16 * 1024,
      rules: API_KEY_RULES,
      responses: {
        201: { description: `'${API_KEY_MESSAGES.created}'`, schema: withMessage(apiKeyCreatedSchema) },
        400: {
          description: `Datos no válidos, p. ej. '${API_KEY_MESSAGES.scopesRequired}' o '${API_KEY_MESSAGES.expiresPast}'`,
        },
      },
    },
    async ({ body, caller }) =>
      ok(await createApiKey(body, actorOf(caller)), API_KEY_MESSAGES.created, { status: 201 }),
  ),
});
