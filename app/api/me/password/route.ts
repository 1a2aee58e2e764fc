import { done } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { ACCOUNT_MESSAGES } from '@/lib/domain/saved-searches';
import { doneSchema } from '@/lib/openapi/schemas';
import { changePassword } from '@/lib/services/account';
import { passwordChangeSchema } from '@/lib/validation/account';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/me/password', 'Mi cuenta', {
  PUT: route(
    {
      auth: 'user',
      rules: ['contraseñas que no coinciden', 'una contraseña actual que no es la de la cuenta'],
      summary:
        'Cambia la contraseña (pide la actual). Todas las sesiones y tokens emitidos antes dejan de valer: hay que volver a iniciar sesión.',
      body: passwordChangeSchema,
      responses: {
        200: { description: ACCOUNT_MESSAGES.passwordChanged, schema: doneSchema },
        400: { description: `${ACCOUNT_MESSAGES.wrongPassword} / datos no válidos` },
      },
    },
    async ({ caller, body }) => {
      await changePassword(caller.user.id, body.currentPassword, body.password);
      return done(ACCOUNT_MESSAGES.passwordChanged);
    },
  ),
});
