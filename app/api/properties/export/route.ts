import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { bogotaDay } from '@/lib/domain/visits';
import { exportPropertiesCsv, exportPropertiesJson } from '@/lib/services/imports';
import { EXPORT_FORMAT_MESSAGE, exportQuerySchema } from '@/lib/validation/imports';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/properties/export', 'Propiedades', {
  GET: route(
    {
      auth: 'staff',
      scope: 'properties:read',
      summary:
        'Descarga los inmuebles (un asesor: los suyos) con todos sus campos y las URL de sus imágenes. format=csv: el formato de la plantilla de importación (exportar e importar de nuevo no cambia nada; CSV UTF-8 con BOM, las celdas que empiezan por = + - @ llevan un apóstrofo). format=json: la forma de la API de cada inmueble.',
      query: exportQuerySchema,
      responses: {
        200: {
          description:
            'Archivo text/csv o application/json (Content-Disposition: attachment; inmuebles-AAAA-MM-DD.csv o .json)',
        },
        400: { description: `'${EXPORT_FORMAT_MESSAGE}'` },
      },
    },
    async ({ caller, query }) => {
      const scope = staffScope(caller);
      const name = `inmuebles-${bogotaDay(new Date())}.${query.format}`;
      const body =
        query.format === 'json'
          ? JSON.stringify(await exportPropertiesJson(scope), null, 2)
          : await exportPropertiesCsv(scope);
      return new Response(body, {
        headers: {
          'content-type': query.format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${name}"`,
          'cache-control': 'no-store',
        },
      });
    },
  ),
});
