import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { actorOf } from '@/lib/auth/guard';
import { okEnvelope, withMessage } from '@/lib/openapi/schemas';
import { getUser, updateUser } from '@/lib/services/users';
import { AGENT_PROFILE_RULES } from '@/lib/validation/agent-profile';
import { adminUserSchema, profilePatchSchema, USER_MESSAGES } from '@/lib/validation/users';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/profile', 'Usuarios', {
  GET: route(
    {
      auth: 'staff',
      summary: 'La cuenta de quien llama (administrador o asesor) con su perfil público de asesor',
      responses: { 200: { description: 'Su cuenta', schema: okEnvelope(adminUserSchema) } },
    },
    async ({ caller }) => ok(await getUser(caller.user.id)),
  ),
  PATCH: route(
    {
      auth: 'staff',
      rules: AGENT_PROFILE_RULES,
      summary:
        'Edita su nombre y su perfil público (foto, teléfono, WhatsApp, email público, matrícula, años de experiencia, especializaciones, biografía). Rol, email de acceso y estado los cambia un administrador.',
      body: profilePatchSchema,
      responses: { 200: { description: `'${USER_MESSAGES.profileUpdated}'`, schema: withMessage(adminUserSchema) } },
    },
    async ({ caller, body }) =>
      ok(await updateUser(caller.user.id, body, actorOf(caller)), USER_MESSAGES.profileUpdated),
  ),
});
