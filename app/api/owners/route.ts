import { ok, okPage } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { DOCUMENT_RULE, OWNER_MESSAGES } from '@/lib/domain/owners';
import { pageEnvelope, withMessage } from '@/lib/openapi/schemas';
import { createOwner, listOwners } from '@/lib/services/owners';
import { ownerCreateSchema, ownerListQuerySchema, ownerSchema } from '@/lib/validation/owners';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/owners', 'Propietarios', {
  GET: route(
    {
      auth: 'staff',
      summary:
        'Propietarios, del más reciente al más antiguo: búsqueda por nombre, documento, email o teléfono (q; se ignoran tildes, puntos y guiones). Un asesor ve solo los suyos; un administrador ve todos y puede filtrar por asesor (agentId). Datos personales (Ley 1581): nunca aparecen en la API pública.',
      query: ownerListQuerySchema,
      responses: { 200: { description: 'Página de propietarios', schema: pageEnvelope(ownerSchema) } },
    },
    async ({ query, caller }) => {
      const page = await listOwners(query, caller.user);
      return okPage(page.items, page.pagination);
    },
  ),
  POST: route(
    {
      auth: 'staff',
      idempotent: true,
      summary:
        'Crear un propietario (CC, CE, NIT con dígito de verificación o pasaporte) con la autorización para el tratamiento de sus datos (dataConsent: true, Ley 1581 de 2012). Queda a cargo de quien lo crea; un administrador puede indicar otro asesor activo (agentId).',
      body: ownerCreateSchema,
      rules: [DOCUMENT_RULE],
      responses: {
        201: { description: `'${OWNER_MESSAGES.created}'`, schema: withMessage(ownerSchema) },
        400: {
          description: `Datos no válidos, p. ej. '${OWNER_MESSAGES.invalidNit}', '${OWNER_MESSAGES.consent}' o '${OWNER_MESSAGES.agentUnavailable}'`,
        },
        403: { description: OWNER_MESSAGES.onlyAdminAssigns },
        409: { description: OWNER_MESSAGES.duplicate, codes: ['document_taken'] },
      },
    },
    async ({ body, caller }) =>
      ok(await createOwner(body, staffScope(caller)), OWNER_MESSAGES.created, { status: 201 }),
  ),
});
