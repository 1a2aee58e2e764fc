import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { agentScope } from '@/lib/auth/guard';
import { MANDATE_ENDING_DAYS } from '@/lib/domain/mandates';
import { listOf } from '@/lib/openapi/schemas';
import { listEndingMandates } from '@/lib/services/mandates';
import { endingMandateSchema } from '@/lib/validation/mandates';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/mandates/ending', 'Mandatos', {
  GET: route(
    {
      auth: 'staff',
      summary: `Mandatos por vencer: los no terminados cuyo fin es hoy o dentro de ${MANDATE_ENDING_DAYS} días (días de Bogotá), el más próximo primero, con la propiedad, el propietario y los días que faltan. Un asesor ve los de sus propiedades.`,
      responses: { 200: { description: 'Mandatos por vencer', schema: listOf(endingMandateSchema) } },
    },
    async ({ caller }) => ok(await listEndingMandates({ agentId: agentScope(caller) })),
  ),
});
