import { done, ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { ACCOUNT_MESSAGES } from '@/lib/domain/saved-searches';
import { doneSchema, okEnvelope, withMessage } from '@/lib/openapi/schemas';
import { deleteAccount, getAccount, updateAccount } from '@/lib/services/account';
import { mePatchSchema } from '@/lib/validation/account';
import { accountSchema } from '@/lib/validation/account-response';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/me', 'Mi cuenta', {
  GET: route(
    {
      auth: 'user',
      summary: 'La cuenta de quien llama: nombre, email, teléfono',
      responses: { 200: { description: 'Su cuenta', schema: okEnvelope(accountSchema) } },
    },
    async ({ caller }) => ok(await getAccount(caller.user.id)),
  ),
  PATCH: route(
    {
      auth: 'user',
      summary: 'Cambia el nombre o el teléfono (null o vacío lo borra)',
      body: mePatchSchema,
      rules: [`un cuerpo sin name ni phone ('${ACCOUNT_MESSAGES.emptyPatch}')`],
      responses: { 200: { description: ACCOUNT_MESSAGES.profileSaved, schema: withMessage(accountSchema) } },
    },
    async ({ caller, body }) => ok(await updateAccount(caller.user.id, body), ACCOUNT_MESSAGES.profileSaved),
  ),
  DELETE: route(
    {
      auth: 'user',
      summary:
        'Elimina la cuenta con sus búsquedas guardadas, favoritos y alertas (Ley 1581 de 2012). Las solicitudes enviadas a la inmobiliaria se conservan como registros de la agencia. Las cuentas del equipo no se eliminan aquí (403).',
      responses: {
        200: { description: ACCOUNT_MESSAGES.accountDeleted, schema: doneSchema },
        403: { description: ACCOUNT_MESSAGES.staffCannotDelete },
      },
    },
    async ({ caller }) => {
      await deleteAccount(caller.user.id);
      return done(ACCOUNT_MESSAGES.accountDeleted);
    },
  ),
});
