import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { LEDGER_MESSAGES } from '@/lib/domain/rentals/ledger-messages';
import { okEnvelope } from '@/lib/openapi/schemas';
import { ownerSettlement, renderSettlementPdf, settlementFileName } from '@/lib/services/rentals';
import { readSettings } from '@/lib/services/settings';
import { ownerIdParams, settlementQuery, settlementSchema } from '@/lib/validation/settlements';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/owners/{id}/settlements', 'Propietarios', {
  GET: route(
    {
      auth: 'staff',
      scope: 'leases:read',
      summary:
        'Liquidación de arrendamientos del propietario en un mes (month=AAAA-MM): por cada contrato de sus inmuebles, lo recaudado en el mes (pagos no reversados), menos la comisión de administración sobre la parte aplicada al canon, menos el IVA (19 %) de esa comisión, menos los gastos del inmueble del mes, menos sus retenciones configuradas = el neto; total = suma de los netos. Pesos enteros, cada cifra redondeada al peso. format=pdf la entrega como PDF. Un asesor ve solo la de sus propietarios.',
      params: ownerIdParams,
      query: settlementQuery,
      rules: [`un mes posterior al actual ('${LEDGER_MESSAGES.monthInFuture}')`],
      responses: {
        200: {
          description: 'La liquidación (con format=pdf: application/pdf, inline)',
          schema: okEnvelope(settlementSchema),
        },
        400: {
          description: `'${LEDGER_MESSAGES.invalidOwnerId}', '${LEDGER_MESSAGES.monthRequired}' o '${LEDGER_MESSAGES.monthInvalid}'`,
        },
        404: { description: `'${LEDGER_MESSAGES.ownerNotFound}' (también el de otro asesor)` },
      },
    },
    async ({ params, query, caller }) => {
      const settlement = await ownerSettlement(params.id, query.month, staffScope(caller));
      if (query.format !== 'pdf') return ok(settlement);
      const { general } = await readSettings();
      const bytes = await renderSettlementPdf(settlement, general.siteName);
      return new Response(bytes as BodyInit, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Length': String(bytes.length),
          'Content-Disposition': `inline; filename="${settlementFileName(settlement)}"`,
        },
      });
    },
  ),
});
