import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { NotFoundError } from '@/lib/domain/errors';
import { env } from '@/lib/env';
import { runAlerts } from '@/lib/services/jobs';
import { alertRunSchema } from '@/lib/validation/account';

// Tests only: runs the alerts at the instant the test gives, so the legal window, holidays and the
// daily cap are tested without waiting. Without ALERTS_TEST_CLOCK=1 (refused with an https
// SITE_URL, lib/env.ts) it does not exist: 404, as any unknown path.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/alerts/run', 'Mi cuenta', {
  POST: route(
    {
      auth: 'admin',
      internal: true,
      summary: 'Solo pruebas (ALERTS_TEST_CLOCK=1): ejecuta las alertas en el instante dado',
      body: alertRunSchema,
      responses: { 200: { description: 'Eventos emparejados y correos enviados' } },
    },
    async ({ body }) => {
      if (!env().ALERTS_TEST_CLOCK) throw new NotFoundError('No encontrado');
      return ok(await runAlerts(new Date(body.now)));
    },
  ),
});
