import { ok, okPage } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { actorOf } from '@/lib/auth/guard';
import { pageEnvelope, withMessage } from '@/lib/openapi/schemas';
import { inviteUser, listUsers } from '@/lib/services/users';
import { adminUserSchema, inviteUserSchema, USER_MESSAGES, userListQuerySchema } from '@/lib/validation/users';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/users', 'Usuarios', {
  GET: route(
    {
      auth: 'admin',
      summary:
        'Cuentas por nombre, filtradas por rol (admin, agent, user o staff: administradores y asesores), activas o no y búsqueda en nombre o email',
      query: userListQuerySchema,
      responses: { 200: { description: 'Una página de usuarios', schema: pageEnvelope(adminUserSchema) } },
    },
    async ({ query }) => {
      const page = await listUsers(query);
      return okPage(page.items, page.pagination);
    },
  ),
  POST: route(
    {
      auth: 'admin',
      idempotent: true,
      summary:
        'Invita a un administrador o asesor: crea la cuenta sin contraseña y le envía por email un enlace de un solo uso (7 días) a /reset-password/{token} para crearla',
      body: inviteUserSchema,
      responses: {
        201: {
          description: `'${USER_MESSAGES.invited}' (o '${USER_MESSAGES.invitedMailFailed}')`,
          schema: withMessage(adminUserSchema),
        },
        409: { description: `'${USER_MESSAGES.emailTaken}'`, codes: ['email_taken'] },
      },
    },
    async ({ caller, body }) => {
      const { user, mailed } = await inviteUser(body, actorOf(caller));
      return ok(user, mailed ? USER_MESSAGES.invited : USER_MESSAGES.invitedMailFailed, { status: 201 });
    },
  ),
});
