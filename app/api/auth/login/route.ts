import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { clientIp } from '@/lib/auth/client-ip';
import { AUTH_MESSAGES } from '@/lib/domain/auth-messages';
import { okEnvelope } from '@/lib/openapi/schemas';
import { startSession, verifyCredentials } from '@/lib/services/users';
import { authSessionSchema, loginSchema } from '@/lib/validation/auth';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/auth/login', 'Autenticación', {
  POST: route(
    {
      auth: 'public',
      summary: 'Inicia sesión y entrega el par de tokens',
      body: loginSchema,
      responses: {
        200: { description: AUTH_MESSAGES.loginOk, schema: okEnvelope(authSessionSchema) },
        401: { description: AUTH_MESSAGES.invalidCredentials, codes: ['invalid_credentials'] },
        429: { description: 'Demasiados intentos (con Retry-After)' },
      },
    },
    async ({ request, body }) => {
      const user = await verifyCredentials(body, clientIp(request.headers));
      return ok({ user, tokens: await startSession(user) }, AUTH_MESSAGES.loginOk);
    },
  ),
});
