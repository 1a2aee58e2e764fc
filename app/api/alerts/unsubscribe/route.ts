import { z } from 'zod';

import { done, JSON_LIMITS, readJson } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { InvalidError } from '@/lib/domain/errors';
import { ACCOUNT_MESSAGES } from '@/lib/domain/saved-searches';
import { doneSchema } from '@/lib/openapi/schemas';
import { verifyUnsubscribeToken } from '@/lib/security/tokens';
import { unsubscribeSearches } from '@/lib/services/account';
import { unsubscribeTokenSchema } from '@/lib/validation/account';

/** The e-mail's token: in the URL (RFC 8058 clients POST `List-Unsubscribe=One-Click` to it) or a JSON body. */
async function tokenOf(request: Request, fromQuery?: string): Promise<string> {
  if (fromQuery) return fromQuery;
  if (!/json/i.test(request.headers.get('content-type') ?? '')) throw new InvalidError(ACCOUNT_MESSAGES.badUnsubscribe);
  const body = await readJson(request, JSON_LIMITS.small).catch(() => ({}));
  return unsubscribeTokenSchema.parse((body as { token?: unknown })?.token);
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/alerts/unsubscribe', 'Mi cuenta', {
  POST: route(
    {
      auth: 'public',
      summary:
        'Baja de las alertas con un clic, sin iniciar sesión (RFC 8058): el token firmado del correo, en la URL (?token=, como la cabecera List-Unsubscribe) o en el cuerpo JSON. Sirve solo para esto: apaga las alertas de las búsquedas del correo y retira su consentimiento.',
      query: z.object({ token: unsubscribeTokenSchema.optional() }),
      body: z.object({ token: unsubscribeTokenSchema.optional() }),
      readsBody: true,
      rules: [
        `sin token en la URL ni en el cuerpo ('${ACCOUNT_MESSAGES.badUnsubscribe}')`,
        `un token que no firmó el sitio o ya venció ('${ACCOUNT_MESSAGES.badUnsubscribe}')`,
      ],
      responses: {
        200: { description: ACCOUNT_MESSAGES.unsubscribed, schema: doneSchema },
        400: { description: ACCOUNT_MESSAGES.badUnsubscribe },
      },
    },
    async ({ request, query }) => {
      const claims = await verifyUnsubscribeToken(await tokenOf(request, query.token));
      if (!claims) throw new InvalidError(ACCOUNT_MESSAGES.badUnsubscribe);
      await unsubscribeSearches(claims.userId, claims.searchIds);
      return done(ACCOUNT_MESSAGES.unsubscribed);
    },
  ),
});
