import { api, route } from '@/lib/api/route';
import { importTemplateCsv } from '@/lib/services/imports';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/imports/template.csv', 'Importación', {
  GET: route(
    {
      auth: 'staff',
      scope: 'properties:write',
      summary:
        'La plantilla de importación: las columnas que lee POST /api/imports (las mismas que exporta GET /api/properties/export?format=csv) y una fila de ejemplo. CSV UTF-8 con BOM.',
      responses: {
        200: { description: 'Archivo text/csv (Content-Disposition: attachment; plantilla-inmuebles.csv)' },
      },
    },
    () =>
      new Response(importTemplateCsv(), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="plantilla-inmuebles.csv"',
          'cache-control': 'no-store',
        },
      }),
  ),
});
