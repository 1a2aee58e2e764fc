import { api, route } from '@/lib/api/route';
import { SHARE_CARD_RESPONSES, shareCardResponse } from '@/lib/api/share-card';
import { agentShareCard } from '@/lib/services/share-cards';
import { agentSlugParamsSchema, shareCardQuerySchema } from '@/lib/validation/share-card';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/asesores/{slug}/card.jpg', 'Tarjetas para compartir', {
  GET: route(
    {
      auth: 'public',
      summary: 'Tarjeta para compartir (og:image) de la página de un asesor: su foto (o sus iniciales) y su nombre.',
      params: agentSlugParamsSchema,
      query: shareCardQuerySchema,
      responses: SHARE_CARD_RESPONSES,
    },
    async ({ params, query }) => shareCardResponse(await agentShareCard(params.slug), query.v),
  ),
});
