import { z } from 'zod';

import { MAP_RULES } from '@/lib/api/property-routes';
import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { ACCOUNT_MESSAGES } from '@/lib/domain/saved-searches';
import { okEnvelope, withMessage } from '@/lib/openapi/schemas';
import { createSavedSearch, listSavedSearches } from '@/lib/services/account';
import { savedSearchCreateSchema } from '@/lib/validation/account';
import { savedSearchSchema } from '@/lib/validation/account-response';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/me/saved-searches', 'Mi cuenta', {
  GET: route(
    {
      auth: 'user',
      summary: 'Las búsquedas guardadas de quien llama, las más recientes primero',
      responses: { 200: { description: 'Sus búsquedas', schema: okEnvelope(z.array(savedSearchSchema)) } },
    },
    async ({ caller }) => ok(await listSavedSearches(caller.user.id)),
  ),
  POST: route(
    {
      auth: 'user',
      idempotent: true,
      summary:
        'Guarda una búsqueda: nombre, filtros de /listing (las mismas claves y valores de su URL, bbox y priceDrop incluidos) y frecuencia de alertas (inmediata, diaria, semanal, ninguna). Sin alertConsent: true no se envía ningún correo (Ley 2300 de 2023).',
      body: savedSearchCreateSchema,
      rules: MAP_RULES,
      responses: {
        201: { description: ACCOUNT_MESSAGES.searchSaved, schema: withMessage(savedSearchSchema) },
        409: { description: ACCOUNT_MESSAGES.tooManySearches, codes: ['limit_reached'] },
      },
    },
    async ({ caller, body }) =>
      ok(await createSavedSearch(caller.user.id, body), ACCOUNT_MESSAGES.searchSaved, { status: 201 }),
  ),
});
