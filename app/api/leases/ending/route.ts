import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { agentScope } from '@/lib/auth/guard';
import { ENDING_LEAD_DAYS } from '@/lib/domain/rentals/notice-windows';
import { bogotaDay } from '@/lib/domain/visits';
import { listOf } from '@/lib/openapi/schemas';
import { listLeasesEnding } from '@/lib/services/rentals';
import { endingRowSchema, noticeListQuerySchema } from '@/lib/validation/lease-increases';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/leases/ending', 'Arriendos', {
  GET: route(
    {
      auth: 'staff',
      scope: 'leases:read',
      summary: `Contratos por vencer: contratos en curso desde ${ENDING_LEAD_DAYS} días antes del último día para dar el preaviso de tres meses (Ley 820 de 2003, artículos 22 a 24) hasta el fin de su término actual (prorrogado automáticamente, artículo 6), el más próximo primero, con los días que faltan y la fecha límite del preaviso (noticeBy). Un asesor ve los de sus inmuebles; un administrador puede filtrar por asesor (agentId).`,
      query: noticeListQuerySchema,
      responses: { 200: { description: 'Contratos por vencer', schema: listOf(endingRowSchema) } },
    },
    async ({ caller, query }) =>
      ok(await listLeasesEnding({ agentId: agentScope(caller) }, bogotaDay(new Date()), query.agentId)),
  ),
});
