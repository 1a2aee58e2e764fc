import { z } from 'zod';

import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { okEnvelope } from '@/lib/openapi/schemas';
import { authUserSchema } from '@/lib/validation/auth';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/auth/me', 'Autenticación', {
  GET: route(
    {
      auth: 'user',
      summary: 'El usuario actual',
      responses: { 200: { description: 'Usuario', schema: okEnvelope(z.object({ user: authUserSchema })) } },
    },
    async ({ caller }) => ok({ user: caller.user }),
  ),
});
