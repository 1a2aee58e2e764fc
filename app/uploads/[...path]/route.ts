import { z } from 'zod';

import { api, route } from '@/lib/api/route';
import { NotFoundError } from '@/lib/domain/errors';
import { serveUpload } from '@/lib/storage/serve';

/** GET /uploads/...: locally stored media (docs/architecture.md#media-and-uploads). */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/uploads/{...path}', 'Archivos', {
  GET: route(
    {
      auth: 'public',
      internal: true,
      summary: 'Archivos subidos guardados en disco',
      params: z.object({ path: z.array(z.string()) }),
      responses: {},
    },
    async ({ params }) => {
      const response = await serveUpload(params.path);
      if (!response) throw new NotFoundError('Archivo no encontrado');
      return response;
    },
  ),
});
