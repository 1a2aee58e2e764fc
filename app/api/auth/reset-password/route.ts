import { done } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { AUTH_MESSAGES } from '@/lib/domain/auth-messages';
import { doneSchema } from '@/lib/openapi/schemas';
import { resetPassword } from '@/lib/services/users';
import { resetPasswordSchema } from '@/lib/validation/auth';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/auth/reset-password', 'Autenticación', {
  POST: route(
    {
      auth: 'public',
      summary: 'Elige una nueva contraseña con el enlace recibido',
      body: resetPasswordSchema,
      rules: [
        "un token que no es el de un enlace enviado, ya usado o vencido ('El enlace no es válido o ha expirado')",
        "confirmPassword distinto de password ('Las contraseñas no coinciden')",
      ],
      responses: {
        200: { description: AUTH_MESSAGES.resetDone, schema: doneSchema },
        400: { description: AUTH_MESSAGES.resetInvalid },
      },
    },
    async ({ body }) => {
      await resetPassword(body.token, body.password);
      return done(AUTH_MESSAGES.resetDone);
    },
  ),
});
