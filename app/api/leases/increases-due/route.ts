import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { agentScope } from '@/lib/auth/guard';
import { INCREASE_GRACE_DAYS, INCREASE_LOOKAHEAD_DAYS } from '@/lib/domain/rentals/notice-windows';
import { bogotaDay } from '@/lib/domain/visits';
import { listOf } from '@/lib/openapi/schemas';
import { listIncreasesDue } from '@/lib/services/rentals';
import { increaseDueRowSchema, noticeListQuerySchema } from '@/lib/validation/lease-increases';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/leases/increases-due', 'Arriendos', {
  GET: route(
    {
      auth: 'staff',
      scope: 'leases:read',
      summary: `Incrementos por aplicar: contratos en curso que cumplen doce meses con el mismo canon en los próximos ${INCREASE_LOOKAHEAD_DAYS} días (o los cumplieron hace ${INCREASE_GRACE_DAYS} días o menos sin incremento), el más próximo primero, con la fecha desde la que podría regir, el IPC que lo limita y el máximo permitido (porcentaje y canon; null si el IPC de ese año no está registrado). Un asesor ve los de sus inmuebles; un administrador puede filtrar por asesor (agentId).`,
      query: noticeListQuerySchema,
      responses: { 200: { description: 'Incrementos por aplicar', schema: listOf(increaseDueRowSchema) } },
    },
    async ({ caller, query }) =>
      ok(await listIncreasesDue({ agentId: agentScope(caller) }, bogotaDay(new Date()), query.agentId)),
  ),
});
