import { z } from 'zod';

import { api, route } from '@/lib/api/route';
import { NotFoundError } from '@/lib/domain/errors';
import { referenceAsset } from '@/lib/openapi/reference-page';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/docs/{asset}', 'Documentación', {
  GET: route(
    {
      auth: 'public',
      internal: true,
      summary: 'Scripts y estilos de la página de referencia',
      params: z.object({ asset: z.string() }),
      responses: {},
    },
    async ({ params }) => {
      const asset = await referenceAsset(params.asset);
      if (!asset) throw new NotFoundError('Archivo no encontrado');
      return new Response(new Uint8Array(Buffer.from(asset.body)), {
        headers: { 'Content-Type': asset.type, 'Cache-Control': 'public, max-age=86400' },
      });
    },
  ),
});
