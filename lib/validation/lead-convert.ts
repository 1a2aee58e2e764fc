import { z } from 'zod';

import { CONVERT_MESSAGES, CONVERT_TARGETS } from '../domain/lead-conversion';
import { DOCUMENT_TYPES } from '../domain/owners';
import { OPERATIONS, PROPERTY_TYPES } from '../domain/property';

/**
 * POST /api/leads/{id}/convert. An owner needs an identity document, which /vender does not ask
 * for; a demand from a contact message (no listing) needs its operation and property types. A phone is asked only
 * when the lead has none (a contact message's is optional).
 */
export const leadConvertSchema = z.object(
  {
    into: z.enum(CONVERT_TARGETS, { error: CONVERT_MESSAGES.target }),
    documentType: z.enum(DOCUMENT_TYPES, { error: 'El tipo de documento debe ser CC, CE, NIT o PAS' }).optional(),
    documentNumber: z.string({ error: 'Número de documento no válido' }).trim().max(20).optional(),
    operation: z.enum(OPERATIONS, { error: 'La operación debe ser venta o arriendo' }).optional(),
    types: z
      .array(z.enum(PROPERTY_TYPES, { error: 'Tipo de inmueble no válido' }), { error: 'Tipos de inmueble no válidos' })
      .min(1, 'Selecciona al menos un tipo de inmueble')
      .optional()
      .describe('Los tipos de inmueble de la demanda, cuando la solicitud no viene de un inmueble'),
    phone: z.string({ error: 'Teléfono no válido' }).trim().max(30).optional(),
  },
  { error: 'El cuerpo debe ser un objeto JSON' },
);
export type LeadConvertInput = z.infer<typeof leadConvertSchema>;

export const leadConversionSchema = z.object({
  into: z.enum(CONVERT_TARGETS),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  property: z.object({ id: z.string(), title: z.string() }).nullable().describe('El borrador creado (propietario)'),
  demand: z.object({ id: z.string() }).nullable(),
});
export type LeadConversion = z.infer<typeof leadConversionSchema>;
