import { z } from 'zod';

import { ApiError } from '@/lib/api/errors';
import { api, route } from '@/lib/api/route';
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
      if (!response) throw new ApiError(404, 'Archivo no encontrado');
      return response;
    },
  ),
});
