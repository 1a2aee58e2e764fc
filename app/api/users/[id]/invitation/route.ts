import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { actorOf } from '@/lib/auth/guard';
import { withMessage } from '@/lib/openapi/schemas';
import { resendInvitation } from '@/lib/services/users';
import { adminUserSchema, USER_MESSAGES, userIdParamsSchema } from '@/lib/validation/users';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/users/{id}/invitation', 'Usuarios', {
  POST: route(
    {
      auth: 'admin',
      idempotent: true,
      summary:
        'Envía de nuevo la invitación de una cuenta activa del equipo: un enlace nuevo de 7 días (el anterior deja de valer)',
      params: userIdParamsSchema,
      responses: {
        200: {
          description: `'${USER_MESSAGES.invitationResent}' (o '${USER_MESSAGES.invitedMailFailed}')`,
          schema: withMessage(adminUserSchema),
        },
        400: { description: `'${USER_MESSAGES.invalidId}'` },
        404: { description: `'${USER_MESSAGES.notFound}'` },
        409: { description: `'${USER_MESSAGES.invitationUnavailable}'` },
      },
    },
    async ({ caller, params }) => {
      const { user, mailed } = await resendInvitation(params.id, actorOf(caller));
      return ok(user, mailed ? USER_MESSAGES.invitationResent : USER_MESSAGES.invitedMailFailed);
    },
  ),
});
