import { MAP_RULES } from '@/lib/api/property-routes';
import { done, ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { ACCOUNT_MESSAGES } from '@/lib/domain/saved-searches';
import { doneSchema, withMessage } from '@/lib/openapi/schemas';
import { deleteSavedSearch, updateSavedSearch } from '@/lib/services/account';
import { savedSearchIdParams, savedSearchPatchSchema } from '@/lib/validation/account';
import { savedSearchSchema } from '@/lib/validation/account-response';

const notFound = { 404: { description: `${ACCOUNT_MESSAGES.searchNotFound} (también la de otra persona)` } };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/me/saved-searches/{id}', 'Mi cuenta', {
  PATCH: route(
    {
      auth: 'user',
      summary:
        'Cambia el nombre, los filtros, la frecuencia o el consentimiento de una búsqueda propia. Retirar el consentimiento o elegir «ninguna» descarta sus alertas pendientes.',
      params: savedSearchIdParams,
      body: savedSearchPatchSchema,
      rules: [...MAP_RULES, `un cuerpo sin ningún campo ('${ACCOUNT_MESSAGES.emptyPatch}')`],
      responses: {
        200: { description: ACCOUNT_MESSAGES.searchUpdated, schema: withMessage(savedSearchSchema) },
        ...notFound,
      },
    },
    async ({ caller, params, body }) =>
      ok(await updateSavedSearch(caller.user.id, params.id, body), ACCOUNT_MESSAGES.searchUpdated),
  ),
  DELETE: route(
    {
      auth: 'user',
      summary: 'Elimina una búsqueda propia y sus alertas pendientes',
      params: savedSearchIdParams,
      responses: { 200: { description: ACCOUNT_MESSAGES.searchDeleted, schema: doneSchema }, ...notFound },
    },
    async ({ caller, params }) => {
      await deleteSavedSearch(caller.user.id, params.id);
      return done(ACCOUNT_MESSAGES.searchDeleted);
    },
  ),
});
