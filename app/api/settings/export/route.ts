import { api, route } from '@/lib/api/route';
import { exportableSettings, loadSettings } from '@/lib/services/settings';
import { settingsImportSchema } from '@/lib/validation/settings';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/settings/export', 'Configuración', {
  GET: route(
    {
      auth: 'admin',
      summary: 'Descargar la configuración como archivo JSON (configuracion-AAAA-MM-DD.json) que /import acepta',
      responses: {
        200: { description: 'Archivo JSON (Content-Disposition: attachment)', schema: settingsImportSchema },
      },
    },
    async () => {
      const settings = exportableSettings(await loadSettings());
      const day = new Date().toISOString().slice(0, 10);
      return new Response(`${JSON.stringify(settings, null, 2)}\n`, {
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': `attachment; filename="configuracion-${day}.json"`,
          'cache-control': 'no-store',
        },
      });
    },
  ),
});
