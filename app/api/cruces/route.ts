import { okPage } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { pageEnvelope } from '@/lib/openapi/schemas';
import { listCruces } from '@/lib/services/cruces';
import { cruceListQuerySchema, cruceSchema } from '@/lib/validation/cruce';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/cruces', 'Demandas', {
  GET: route(
    {
      auth: 'staff',
      summary:
        'Nuevos cruces: inmuebles que se publicaron o bajaron de precio y cumplen una demanda activa, del más reciente al más antiguo, con el cliente, el puntaje y las razones. view=nuevos (por defecto) solo los no vistos; view=todos también los vistos. Un asesor ve los de sus demandas; un administrador, todos.',
      query: cruceListQuerySchema,
      responses: {
        200: { description: 'Una página de cruces', schema: pageEnvelope(cruceSchema) },
        400: { description: 'Vista, página o límite no válidos' },
      },
    },
    async ({ query, caller }) => {
      const page = await listCruces(query, caller.user);
      return okPage(page.items, page.pagination);
    },
  ),
});
