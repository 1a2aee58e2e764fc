import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { okEnvelope } from '@/lib/openapi/schemas';
import { countUnseenCruces } from '@/lib/services/cruces';
import { cruceCountSchema } from '@/lib/validation/cruce';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/cruces/count', 'Demandas', {
  GET: route(
    {
      auth: 'staff',
      summary: 'Cuántos cruces nuevos sin ver tiene quien llama (un administrador: todos): la insignia del menú.',
      responses: { 200: { description: 'El número de cruces sin ver', schema: okEnvelope(cruceCountSchema) } },
    },
    async ({ caller }) => ok({ unseen: await countUnseenCruces(caller.user) }),
  ),
});
