import { z } from 'zod';

import { api, route } from '@/lib/api/route';
import { SHARE_CARD_RESPONSES, shareCardResponse } from '@/lib/api/share-card';
import { propertyShareCard } from '@/lib/services/share-cards';
import { shareCardQuerySchema } from '@/lib/validation/share-card';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/property/{id}/card.jpg', 'Tarjetas para compartir', {
  GET: route(
    {
      auth: 'public',
      summary:
        'Tarjeta para compartir (og:image) de un inmueble publicado: su foto principal (o el fondo de la agencia si no tiene fotos), el precio en COP, la operación, el barrio y la marca de la agencia. 404 para un borrador o un inmueble desconocido.',
      params: z.object({ id: z.string().max(200) }),
      query: shareCardQuerySchema,
      responses: SHARE_CARD_RESPONSES,
    },
    async ({ params, query }) => shareCardResponse(await propertyShareCard(params.id), query.v),
  ),
});
