import { okPage } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { pageEnvelope } from '@/lib/openapi/schemas';
import { listActivity } from '@/lib/services/activity';
import { activityItemSchema, activityQuerySchema } from '@/lib/validation/activity';
import { CALENDAR_DAY_RULE } from '@/lib/validation/common';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/activity', 'Actividad', {
  GET: route(
    {
      auth: 'admin',
      rules: [CALENDAR_DAY_RULE],
      summary:
        'Registro de actividad del equipo, del más reciente al más antiguo: quién, cuándo, qué registro y los campos cambiados (valor anterior y nuevo). Filtros: persona (actorId), tipo (entity, y entityId para un registro), acción y días from/to (hora de Bogotá).',
      query: activityQuerySchema,
      responses: { 200: { description: 'Una página del registro', schema: pageEnvelope(activityItemSchema) } },
    },
    async ({ query }) => {
      const page = await listActivity(query);
      return okPage(page.items, page.pagination);
    },
  ),
});
