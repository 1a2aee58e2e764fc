import { z } from 'zod';

import {
  leadBodySchema,
  leadIdParamSchema,
  leadListQuerySchema,
  leadSchema,
  leadStatusBodySchema,
} from '../../validation/leads';
import type { ApiOperation } from '../registry';
import { ADMIN_ERRORS, listOf, paginationSchema, withMessage } from '../schemas';

const TAG = 'Solicitudes';
const adminErrors = ADMIN_ERRORS;

export const leadsOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/leads',
    summary:
      'Enviar un mensaje de contacto, una consulta por una propiedad o una solicitud de plan (requiere acceptPrivacy: true, Ley 1581). Máximo 5 envíos cada 15 minutos por IP y por email por defecto (Configuración > Seguridad, leadsPer15Minutes).',
    tag: TAG,
    auth: 'public',
    body: leadBodySchema,
    responses: {
      201: {
        description: 'Solicitud recibida (mensaje según el tipo, p. ej. "¡Gracias por tu interés!")',
        schema: withMessage(z.object({ id: z.string() })),
      },
      400: { description: 'Datos no válidos, p. ej. "Debes aceptar la Política de Privacidad para continuar"' },
      404: { description: 'Propiedad no encontrada (consulta por una propiedad que no es pública)' },
      413: { description: 'El cuerpo de la solicitud es demasiado grande. Máximo 16 KB.' },
      429: {
        description:
          'Has enviado demasiadas solicitudes, desde esta IP o con este email (cabecera Retry-After en segundos)',
      },
    },
  },
  {
    method: 'get',
    path: '/api/leads',
    summary: 'Solicitudes recibidas, de la más reciente a la más antigua, filtradas por tipo y estado',
    tag: TAG,
    auth: 'admin',
    query: leadListQuerySchema,
    responses: {
      200: {
        description: 'Página de solicitudes',
        schema: listOf(leadSchema).extend({ pagination: paginationSchema }),
      },
      400: { description: 'Filtro o paginación no válidos' },
      ...adminErrors,
    },
  },
  {
    method: 'patch',
    path: '/api/leads/{id}',
    summary: 'Cambiar el estado de seguimiento de una solicitud (new, contacted, closed)',
    tag: TAG,
    auth: 'admin',
    params: leadIdParamSchema,
    body: leadStatusBodySchema,
    responses: {
      200: { description: 'Solicitud actualizada', schema: withMessage(leadSchema) },
      400: { description: 'ID de solicitud no válido o estado no válido' },
      ...adminErrors,
      404: { description: 'Solicitud no encontrada' },
    },
  },
];
