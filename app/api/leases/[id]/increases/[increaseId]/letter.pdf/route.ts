import { api, route } from '@/lib/api/route';
import { agentScope } from '@/lib/auth/guard';
import { LEASE_MESSAGES } from '@/lib/domain/rentals/lease-messages';
import { INCREASE_MESSAGES } from '@/lib/domain/rentals/notice-messages';
import { increaseLetterPdf } from '@/lib/services/rentals';
import { increaseLetterParamsSchema } from '@/lib/validation/lease-increases';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api(
  '/api/leases/{id}/increases/{increaseId}/letter.pdf',
  'Arriendos',
  {
    GET: route(
      {
        auth: 'staff',
        scope: 'leases:read',
        summary:
          'La carta "Notificación de incremento del canon" de un incremento (PDF): el canon anterior y el nuevo, el porcentaje, el IPC que lo limita y la fecha en que rige (Ley 820 de 2003, artículo 20).',
        params: increaseLetterParamsSchema,
        responses: {
          200: { description: 'El PDF (application/pdf, Content-Disposition: inline)' },
          400: { description: 'ID de contrato o de incremento no válido' },
          404: {
            description: `'${LEASE_MESSAGES.notFound}' (también el de otro asesor) o '${INCREASE_MESSAGES.letterNotFound}'`,
          },
        },
      },
      async ({ caller, params }) => {
        const { pdf, fileName } = await increaseLetterPdf(params.id, params.increaseId, {
          agentId: agentScope(caller),
        });
        return new Response(new Uint8Array(pdf), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Length': String(pdf.length),
            'Content-Disposition': `inline; filename="${fileName}"`,
            'Cache-Control': 'private, no-store',
            'X-Content-Type-Options': 'nosniff',
          },
        });
      },
    ),
  },
);
