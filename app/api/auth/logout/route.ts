import { done } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { AUTH_MESSAGES } from '@/lib/domain/auth-messages';
import { doneSchema } from '@/lib/openapi/schemas';
import { endSession } from '@/lib/services/users';
import { logoutSchema } from '@/lib/validation/auth';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/auth/logout', 'Autenticación', {
  POST: route(
    {
      auth: 'user',
      summary: 'Cierra la sesión: revoca la familia del token y, si se envía, la del refresh token',
      body: logoutSchema,
      responses: { 200: { description: AUTH_MESSAGES.loggedOut, schema: doneSchema } },
    },
    async ({ caller, body }) => {
      await endSession(caller.user.id, caller.family, body.refreshToken);
      return done(AUTH_MESSAGES.loggedOut);
    },
  ),
});
