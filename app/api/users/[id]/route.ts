import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { actorOf } from '@/lib/auth/guard';
import { okEnvelope, withMessage } from '@/lib/openapi/schemas';
import { deactivateUser, getUser, updateUser } from '@/lib/services/users';
import { AGENT_PROFILE_RULES } from '@/lib/validation/agent-profile';
import { adminUserSchema, USER_MESSAGES, userIdParamsSchema, userPatchSchema } from '@/lib/validation/users';

const badId = { 400: { description: `'${USER_MESSAGES.invalidId}' o datos no válidos` } };
const notFound = { 404: { description: `'${USER_MESSAGES.notFound}'` } };
const lastAdmin = `'${USER_MESSAGES.lastAdmin}'`;

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/users/{id}', 'Usuarios', {
  GET: route(
    {
      auth: 'admin',
      summary: 'Una cuenta con su perfil de asesor',
      params: userIdParamsSchema,
      responses: { 200: { description: 'La cuenta', schema: okEnvelope(adminUserSchema) }, ...badId, ...notFound },
    },
    async ({ params }) => ok(await getUser(params.id)),
  ),
  PATCH: route(
    {
      auth: 'admin',
      rules: AGENT_PROFILE_RULES,
      summary:
        'Edita nombre, email, rol, perfil de asesor o estado (`active: false` desactiva y cierra sus sesiones al instante; `active: true` la reactiva)',
      params: userIdParamsSchema,
      body: userPatchSchema,
      responses: {
        200: { description: `'${USER_MESSAGES.updated}'`, schema: withMessage(adminUserSchema) },
        ...badId,
        ...notFound,
        409: { description: `'${USER_MESSAGES.emailTaken}' o ${lastAdmin}`, codes: ['email_taken', 'last_admin'] },
      },
    },
    async ({ caller, params, body }) => ok(await updateUser(params.id, body, actorOf(caller)), USER_MESSAGES.updated),
  ),
  DELETE: route(
    {
      auth: 'admin',
      summary:
        'Desactiva la cuenta (no la borra: su historial se conserva); sus sesiones y tokens dejan de valer al instante',
      params: userIdParamsSchema,
      responses: {
        200: { description: `'${USER_MESSAGES.deactivated}'`, schema: withMessage(adminUserSchema) },
        ...badId,
        ...notFound,
        409: { description: lastAdmin, codes: ['last_admin'] },
      },
    },
    async ({ caller, params }) => ok(await deactivateUser(params.id, actorOf(caller)), USER_MESSAGES.deactivated),
  ),
});
