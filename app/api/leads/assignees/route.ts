import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { listOf } from '@/lib/openapi/schemas';
import { assignableStaff } from '@/lib/services/leads';
import { assigneeSchema } from '@/lib/validation/lead-admin';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/leads/assignees', 'Solicitudes', {
  GET: route(
    {
      auth: 'admin',
      summary: 'El personal activo (administradores y asesores) al que se puede asignar una solicitud, por nombre',
      responses: { 200: { description: 'Personal activo', schema: listOf(assigneeSchema) } },
    },
    async () => ok((await assignableStaff()).map(({ id, name, role }) => ({ id, name, role }))),
  ),
});
