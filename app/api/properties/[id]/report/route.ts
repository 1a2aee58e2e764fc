import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { agentScope } from '@/lib/auth/guard';
import { PROPERTY_MESSAGES } from '@/lib/domain/property';
import { okEnvelope } from '@/lib/openapi/schemas';
import { propertyReport } from '@/lib/services/reports';
import { ownerReportSchema } from '@/lib/validation/owner-report';
import { propertyIdParamsSchema } from '@/lib/validation/properties';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/properties/{id}/report', 'Propiedades', {
  GET: route(
    {
      auth: 'staff',
      summary:
        'El informe del propietario: visitas (total y por semana, las últimas 12), favoritos, consultas, visitas agendadas y hechas, días publicado, historial de precios y el precio por m² frente a la mediana de su localidad. Un asesor solo ve el de sus inmuebles.',
      params: propertyIdParamsSchema,
      responses: {
        200: { description: 'El informe', schema: okEnvelope(ownerReportSchema) },
        400: { description: `'${PROPERTY_MESSAGES.invalidId}'` },
        404: { description: `'${PROPERTY_MESSAGES.notFound}' (también el de otro asesor)` },
      },
    },
    async ({ caller, params }) => ok(await propertyReport(params.id, agentScope(caller))),
  ),
});
