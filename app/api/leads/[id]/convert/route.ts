import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { staffScope } from '@/lib/auth/guard';
import { CONVERT_MESSAGES } from '@/lib/domain/lead-conversion';
import { LEAD_MESSAGES } from '@/lib/domain/leads';
import { withMessage } from '@/lib/openapi/schemas';
import { convertLead } from '@/lib/services/leads';
import { leadIdParamSchema } from '@/lib/validation/lead-admin';
import { leadConversionSchema, leadConvertSchema } from '@/lib/validation/lead-convert';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/leads/{id}/convert', 'Solicitudes', {
  POST: route(
    {
      auth: 'staff',
      idempotent: true,
      scope: 'leads:write',
      rules: [
        `into owner solo para una solicitud de propietario y con documentType y documentNumber ('${CONVERT_MESSAGES.documentRequired}')`,
        `into demand solo para una consulta o un contacto; sin inmueble, con operation ('${CONVERT_MESSAGES.operationRequired}')`,
      ],
      summary:
        'Convertir una solicitud en un solo paso: una de propietario (Vender o arrendar) en un propietario (con el documento que se envía; su autorización de la Ley 1581 es la de la solicitud) y un borrador de inmueble con sus datos y la estimación como precio; una consulta o un contacto en una demanda cuyo cliente es la persona, con la operación, el tipo, la localidad y el precio ±20 % del inmueble consultado. La solicitud queda marcada como convertida y enlaza con lo creado.',
      params: leadIdParamSchema,
      body: leadConvertSchema,
      responses: {
        201: { description: 'Lo creado', schema: withMessage(leadConversionSchema) },
        400: {
          description: `Datos no válidos o una solicitud de otro tipo; con una llave de API, una solicitud sin asesor ('${CONVERT_MESSAGES.keyNeedsAssignee}')`,
        },
        404: { description: `${LEAD_MESSAGES.notFound} (también la de otro asesor)` },
        409: { description: CONVERT_MESSAGES.alreadyConverted },
      },
    },
    async ({ params, body, caller }) => {
      const result = await convertLead(params.id, body, caller.user, staffScope(caller), {
        agentFromLead: caller.via === 'key',
      });
      return ok(result, CONVERT_MESSAGES.converted[body.into], { status: 201 });
    },
  ),
});
