import { z } from 'zod';

import { api, route } from '@/lib/api/route';
import { SHARE_CARD_RESPONSES, shareCardResponse } from '@/lib/api/share-card';
import { marketShareCard } from '@/lib/services/share-cards';
import { shareCardQuerySchema } from '@/lib/validation/share-card';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api(
  '/inmuebles/{operation}/{city}/{locality}/card.jpg',
  'Tarjetas para compartir',
  {
    GET: route(
      {
        auth: 'public',
        summary:
          'Tarjeta para compartir (og:image) de la página de una localidad: su precio mediano por m² y cuántos inmuebles hay publicados.',
        params: z.object({ operation: z.string().max(20), city: z.string().max(100), locality: z.string().max(100) }),
        query: shareCardQuerySchema,
        responses: SHARE_CARD_RESPONSES,
      },
      async ({ params, query }) =>
        shareCardResponse(await marketShareCard(params.operation, params.city, params.locality), query.v),
    ),
  },
);
