import { z } from 'zod';

import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { AUTH_MESSAGES } from '@/lib/domain/auth-messages';
import { okEnvelope } from '@/lib/openapi/schemas';
import { rotateSession } from '@/lib/services/users';
import { refreshSchema, tokensSchema } from '@/lib/validation/auth';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/auth/refresh-token', 'Autenticación', {
  POST: route(
    {
      auth: 'public',
      summary: 'Rota el refresh token y entrega un par nuevo',
      body: refreshSchema,
      responses: {
        200: { description: AUTH_MESSAGES.refreshed, schema: okEnvelope(z.object({ tokens: tokensSchema })) },
        400: { description: 'No hay refresh token disponible' },
        401: { description: AUTH_MESSAGES.invalidRefresh, codes: ['refresh_token_invalid'] },
      },
    },
    async ({ body }) => {
      const { tokens } = await rotateSession(body.refreshToken);
      return ok({ tokens }, AUTH_MESSAGES.refreshed);
    },
  ),
});
