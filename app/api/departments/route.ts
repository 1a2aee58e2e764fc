import { connection } from 'next/server';

import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { listOf } from '@/lib/openapi/schemas';
import { listDepartments } from '@/lib/services/locations';
import { departmentSchema } from '@/lib/validation/locations';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/departments', 'Ubicaciones', {
  GET: route(
    {
      auth: 'public',
      summary: 'Departamentos (código DANE y nombre), ordenados por nombre',
      cache: 'public',
      responses: { 200: { description: 'Lista de departamentos', schema: listOf(departmentSchema) } },
    },
    async () => {
      await connection(); // reads no request data: keep it out of the build-time prerender
      return ok(await listDepartments());
    },
  ),
});
