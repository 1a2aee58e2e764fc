import { JSON_LIMITS, ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { clientIp } from '@/lib/auth/client-ip';
import { AUTH_MESSAGES } from '@/lib/domain/auth-messages';
import { okEnvelope } from '@/lib/openapi/schemas';
import { registerFrom, startSession } from '@/lib/services/users';
import { authSessionSchema, registerSchema } from '@/lib/validation/auth';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/auth/register', 'Autenticación', {
  POST: route(
    {
      auth: 'public',
      summary: 'Crea una cuenta de usuario (nunca admin)',
      body: registerSchema,
      bodyLimit: JSON_LIMITS.small,
      rules: ["confirmPassword distinto de password ('Las contraseñas no coinciden')"],
      responses: {
        201: { description: AUTH_MESSAGES.registered, schema: okEnvelope(authSessionSchema) },
        409: { description: 'El email ya está registrado', codes: ['email_taken'] },
        413: { description: 'El cuerpo de la solicitud es demasiado grande. Máximo 16 KB.' },
        429: { description: 'Demasiados intentos (con Retry-After)' },
      },
    },
    async ({ request, body }) => {
      const user = await registerFrom(clientIp(request.headers), body);
      return ok({ user, tokens: await startSession(user) }, AUTH_MESSAGES.registered, { status: 201 });
    },
  ),
});
