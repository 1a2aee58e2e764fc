import { done, ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { DOCUMENT_RULE, OWNER_MESSAGES } from '@/lib/domain/owners';
import { doneSchema, okEnvelope, withMessage } from '@/lib/openapi/schemas';
import { deleteOwner, getOwner, updateOwner } from '@/lib/services/owners';
import { ownerDetailSchema, ownerIdParamSchema, ownerPatchSchema } from '@/lib/validation/owners';

const badId = { 400: { description: OWNER_MESSAGES.invalidId } };
const notFound = { 404: { description: `${OWNER_MESSAGES.notFound} (también el de otro asesor)` } };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/owners/{id}', 'Propietarios', {
  GET: route(
    {
      auth: 'staff',
      summary:
        'Un propietario con sus inmuebles y el mandato de cada uno (con su estado de hoy: vigente, por_vencer, vencido, terminado) y su historial (registro de actividad del propietario y de sus mandatos)',
      params: ownerIdParamSchema,
      responses: {
        200: { description: 'El propietario', schema: okEnvelope(ownerDetailSchema) },
        ...badId,
        ...notFound,
      },
    },
    async ({ params, caller }) => ok(await getOwner(params.id, caller.user)),
  ),
  PATCH: route(
    {
      auth: 'staff',
      rules: [DOCUMENT_RULE, `un cuerpo sin ningún campo ('${OWNER_MESSAGES.emptyPatch}')`],
      summary:
        'Cambiar los datos del propietario (los campos enviados). Solo un administrador cambia el asesor (agentId). Cada cambio queda en el registro de actividad.',
      params: ownerIdParamSchema,
      body: ownerPatchSchema,
      responses: {
        200: { description: `'${OWNER_MESSAGES.updated}'`, schema: withMessage(ownerDetailSchema) },
        400: { description: `ID o datos no válidos, p. ej. '${OWNER_MESSAGES.invalidNit}'` },
        403: { description: OWNER_MESSAGES.onlyAdminAssigns },
        ...notFound,
        409: { description: OWNER_MESSAGES.duplicate, codes: ['document_taken'] },
      },
    },
    async ({ params, body, caller }) =>
      ok(await updateOwner(params.id, body, staffScope(caller)), OWNER_MESSAGES.updated),
  ),
  DELETE: route(
    {
      auth: 'staff',
      summary:
        'Eliminar el propietario y sus datos personales (supresión, Ley 1581 de 2012): se borran también sus mandatos terminados o vencidos y sus contratos firmados, y los valores de sus entradas del registro de actividad. Se rechaza mientras tenga un mandato vigente o por vencer.',
      params: ownerIdParamSchema,
      responses: {
        200: { description: `'${OWNER_MESSAGES.deleted}'`, schema: doneSchema },
        ...badId,
        ...notFound,
        409: {
          description:
            'Tiene un mandato vigente: "No se puede eliminar el propietario: tiene un mandato vigente sobre «<título>». Termínalo o espera a que venza."',
          codes: ['owner_has_current_mandate'],
        },
      },
    },
    async ({ params, caller }) => {
      await deleteOwner(params.id, staffScope(caller));
      return done(OWNER_MESSAGES.deleted);
    },
  ),
});
