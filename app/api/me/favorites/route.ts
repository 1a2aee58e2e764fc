import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { ACCOUNT_MESSAGES } from '@/lib/domain/saved-searches';
import { okEnvelope, withMessage } from '@/lib/openapi/schemas';
import { getFavorites, setFavorites } from '@/lib/services/account';
import { favoritesSchema } from '@/lib/validation/account';
import { favoritesResponseSchema } from '@/lib/validation/account-response';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/me/favorites', 'Mi cuenta', {
  GET: route(
    {
      auth: 'user',
      summary: 'Los favoritos guardados en la cuenta (ids de propiedades)',
      responses: { 200: { description: 'Sus favoritos', schema: okEnvelope(favoritesResponseSchema) } },
    },
    async ({ caller }) => ok({ ids: await getFavorites(caller.user.id) }),
  ),
  PUT: route(
    {
      auth: 'user',
      summary:
        'Reemplaza la lista de favoritos (el sitio envía la del navegador unida a la de la cuenta al iniciar sesión, y la lista entera en cada cambio)',
      body: favoritesSchema,
      responses: {
        200: { description: ACCOUNT_MESSAGES.favoritesSaved, schema: withMessage(favoritesResponseSchema) },
      },
    },
    async ({ caller, body }) =>
      ok({ ids: await setFavorites(caller.user.id, body.ids) }, ACCOUNT_MESSAGES.favoritesSaved),
  ),
});
