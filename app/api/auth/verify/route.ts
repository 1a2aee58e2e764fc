import { z } from 'zod';

import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { okEnvelope } from '@/lib/openapi/schemas';
import { authUserSchema } from '@/lib/validation/auth';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/auth/verify', 'Autenticación', {
  GET: route(
    {
      auth: 'user',
      summary: 'Comprueba que la credencial sigue siendo válida y su usuario activo (401 si no)',
      responses: {
        200: { description: 'Válida', schema: okEnvelope(z.object({ valid: z.literal(true), user: authUserSchema })) },
      },
    },
    async ({ caller }) => ok({ valid: true, user: caller.user }),
  ),
});
