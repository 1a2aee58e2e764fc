import { api, route } from '@/lib/api/route';
import { agentScope, isStaff } from '@/lib/auth/guard';
import { PROPERTY_MESSAGES } from '@/lib/domain/property';
import { getFicha } from '@/lib/services/ficha';
import { propertyIdParamsSchema } from '@/lib/validation/properties';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/property/{id}/ficha.pdf', 'Propiedades', {
  GET: route(
    {
      auth: 'optional',
      scope: 'properties:read',
      summary:
        'Ficha técnica en PDF (una página A4, para imprimir o compartir): fotos, título, código, precio en COP (Ley 1480; en arriendos, canon y administración), características, comienzo de la descripción, dirección hasta donde lo permite el propietario, asesor, contacto de la inmobiliaria y un código QR a la página del inmueble. Pública para un inmueble publicado; para uno en otro estado, solo para el personal (un asesor, solo los suyos; los de otros responden 404). En caché hasta el próximo cambio del inmueble; a lo sumo 500 KB.',
      params: propertyIdParamsSchema,
      cache: 'public',
      responses: {
        200: { description: 'La ficha (application/pdf, inline)' },
        400: { description: `'${PROPERTY_MESSAGES.invalidId}'` },
        404: { description: `'${PROPERTY_MESSAGES.notFound}'` },
      },
    },
    async ({ caller, params }) => {
      const staff = isStaff(caller);
      const ficha = await getFicha(params.id, { staff, agentId: staff && caller ? agentScope(caller) : undefined });
      return new Response(ficha.bytes as BodyInit, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Length': String(ficha.bytes.length),
          'Content-Disposition': `inline; filename="${ficha.fileName}"`,
        },
      });
    },
  ),
});
