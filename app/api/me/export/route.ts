import { api, route } from '@/lib/api/route';
import { bogotaDay } from '@/lib/domain/visits';
import { exportAccount } from '@/lib/services/account';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/me/export', 'Mi cuenta', {
  GET: route(
    {
      auth: 'user',
      summary:
        'Descarga en JSON todo lo que la inmobiliaria guarda de quien llama (Ley 1581 de 2012, art. 8): la cuenta sin la contraseña, consentimientos con sus fechas, búsquedas guardadas, favoritos, alertas enviadas y sus solicitudes',
      responses: {
        200: { description: 'Archivo application/json (Content-Disposition: attachment; mis-datos-AAAA-MM-DD.json)' },
      },
    },
    async ({ caller }) =>
      new Response(JSON.stringify(await exportAccount(caller.user.id), null, 2), {
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': `attachment; filename="mis-datos-${bogotaDay(new Date())}.json"`,
          'cache-control': 'no-store',
        },
      }),
  ),
});
