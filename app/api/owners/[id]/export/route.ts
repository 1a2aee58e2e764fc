import { api, route } from '@/lib/api/route';
import { OWNER_MESSAGES } from '@/lib/domain/owners';
import { bogotaDay } from '@/lib/domain/visits';
import { exportOwner } from '@/lib/services/owners';
import { ownerExportSchema, ownerIdParamSchema } from '@/lib/validation/owners';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/owners/{id}/export', 'Propietarios', {
  GET: route(
    {
      auth: 'staff',
      summary:
        'Descargar, como JSON, todo lo que la agencia conserva del propietario (derecho de acceso, Ley 1581 de 2012): sus datos y su autorización, sus mandatos y las entradas del registro de actividad sobre él y sus mandatos.',
      params: ownerIdParamSchema,
      responses: {
        200: {
          description: 'Archivo application/json (Content-Disposition: attachment; propietario-<id>-AAAA-MM-DD.json)',
          schema: ownerExportSchema,
        },
        400: { description: OWNER_MESSAGES.invalidId },
        404: { description: `${OWNER_MESSAGES.notFound} (también el de otro asesor)` },
      },
    },
    async ({ params, caller }) => {
      const data = await exportOwner(params.id, caller.user);
      return new Response(JSON.stringify(data, null, 2), {
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': `attachment; filename="propietario-${params.id}-${bogotaDay(new Date())}.json"`,
          'cache-control': 'no-store',
        },
      });
    },
  ),
});
