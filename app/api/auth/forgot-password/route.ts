import { done, JSON_LIMITS } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { clientIp } from '@/lib/auth/client-ip';
import { AUTH_MESSAGES } from '@/lib/domain/auth-messages';
import { doneSchema } from '@/lib/openapi/schemas';
import { requestPasswordReset } from '@/lib/services/users';
import { forgotPasswordSchema } from '@/lib/validation/auth';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/auth/forgot-password', 'Autenticación', {
  POST: route(
    {
      auth: 'public',
      summary: 'Envía un enlace para restablecer la contraseña (la misma respuesta exista o no la cuenta)',
      body: forgotPasswordSchema,
      bodyLimit: JSON_LIMITS.small,
      responses: {
        200: { description: AUTH_MESSAGES.resetRequested, schema: doneSchema },
        413: { description: 'El cuerpo de la solicitud es demasiado grande. Máximo 16 KB.' },
        429: { description: 'Demasiados intentos (con Retry-After)' },
      },
    },
    async ({ request, body }) => {
      await requestPasswordReset(body.email, clientIp(request.headers));
      return done(AUTH_MESSAGES.resetRequested);
    },
  ),
});
