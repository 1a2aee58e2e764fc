import { api, route } from '@/lib/api/route';
import { bogotaDay } from '@/lib/domain/visits';
import { exportLeadsCsv } from '@/lib/services/leads';
import { CALENDAR_DAY_RULE } from '@/lib/validation/common';
import { leadFilterSchema } from '@/lib/validation/lead-admin';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/leads/export', 'Solicitudes', {
  GET: route(
    {
      auth: 'admin',
      scope: 'leads:read',
      rules: [CALENDAR_DAY_RULE],
      summary:
        'Descargar las solicitudes filtradas (mismos filtros que GET /api/leads, sin paginación, máximo 20.000) como CSV UTF-8 con BOM, con el consentimiento (aceptado y fecha). Las celdas que empiezan por = + - @ llevan un apóstrofo delante.',
      query: leadFilterSchema,
      responses: {
        200: { description: 'Archivo text/csv (Content-Disposition: attachment; solicitudes-AAAA-MM-DD.csv)' },
      },
    },
    async ({ query, caller }) =>
      new Response(await exportLeadsCsv(query, caller.user), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="solicitudes-${bogotaDay(new Date())}.csv"`,
          'cache-control': 'no-store',
        },
      }),
  ),
});
