import { JSON_LIMITS, ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { CRUCE_MESSAGES } from '@/lib/domain/cruce';
import { withMessage } from '@/lib/openapi/schemas';
import { markCrucesSeen } from '@/lib/services/cruces';
import { cruceSeenBodySchema, cruceSeenSchema } from '@/lib/validation/cruce';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/cruces/seen', 'Demandas', {
  POST: route(
    {
      auth: 'staff',
      summary:
        'Marcar como vistos: los cruces dados (ids) o, sin ids, todos los nuevos de quien llama. Los de otro asesor no cambian.',
      body: cruceSeenBodySchema,
      bodyLimit: 4 * JSON_LIMITS.small, // room for the 500 ids the schema allows (60 bytes each)
      responses: {
        200: { description: `'${CRUCE_MESSAGES.seen}' y cuántos cambiaron`, schema: withMessage(cruceSeenSchema) },
        400: { description: `'${CRUCE_MESSAGES.invalidCruceId}'` },
      },
    },
    async ({ body, caller }) => ok({ updated: await markCrucesSeen(body, caller.user) }, CRUCE_MESSAGES.seen),
  ),
});
