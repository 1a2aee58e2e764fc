import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { okEnvelope } from '@/lib/openapi/schemas';
import { adminUserStats } from '@/lib/services/users';
import { userStatsSchema } from '@/lib/validation/users';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/users/stats', 'Usuarios', {
  GET: route(
    {
      auth: 'admin',
      summary:
        'Cifras de usuarios para el panel: total, activos y registros de los últimos 30 días frente a los 30 anteriores',
      responses: { 200: { description: 'Cifras de usuarios', schema: okEnvelope(userStatsSchema) } },
    },
    async () => ok(await adminUserStats()),
  ),
});
