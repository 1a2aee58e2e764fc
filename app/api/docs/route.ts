import { api, route } from '@/lib/api/route';
import { referencePageHtml } from '@/lib/openapi/reference-page';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/docs', 'Documentación', {
  GET: route(
    {
      auth: 'public',
      internal: true,
      summary: 'Referencia legible de /api/openapi.json (swagger-ui local)',
      responses: {},
    },
    () => new Response(referencePageHtml(), { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
  ),
});
