import { z } from 'zod';

import { DEFAULT_INQUIRY_MESSAGE, LEAD_MESSAGES } from '../domain/leads';
import { emailField } from './auth';
import { emptyToUndefined, objectIdSchema } from './common';
import { ownerPropertySchema } from './valuation';

// POST /api/leads: the three forms with their rules, each with the Ley 1581 consent
// (docs/product-rules.md#forms). Field names are the forms' own (the inquiry form's are Spanish).

export const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Máximo ${max} caracteres`);
export const phone = (message: string) =>
  required(message, 30).regex(/^\+?[\d\s().-]{7,30}$/, 'El teléfono no es válido');
export const consent = z.literal(true, { error: LEAD_MESSAGES.consent });
/** Honeypot: a field hidden from people; bots fill it. Its handling happens before validation. */
export const website = z.string().max(500).optional();

export const contactLeadSchema = z.object({
  kind: z.literal('contact'),
  name: required('El nombre es obligatorio', 120),
  email: emailField,
  phone: z.preprocess(emptyToUndefined, phone('El teléfono no es válido').optional()),
  subject: required('El asunto es obligatorio', 200),
  message: required('El mensaje es obligatorio', 5000),
  acceptPrivacy: consent,
  website,
});

export const propertyInquiryLeadSchema = z.object({
  kind: z.literal('property-inquiry'),
  nombre: required('El nombre es obligatorio', 120),
  email: emailField,
  telefono: phone('El teléfono es obligatorio'),
  mensaje: z
    .string()
    .trim()
    .max(5000, 'Máximo 5000 caracteres')
    .optional()
    .transform((value) => value || DEFAULT_INQUIRY_MESSAGE),
  propertyId: objectIdSchema('ID de propiedad no válido'),
  acceptPrivacy: consent,
  website,
});

export const planRequestLeadSchema = z.object({
  kind: z.literal('plan-request'),
  firstName: required('El nombre es obligatorio', 80),
  lastName: required('El apellido es obligatorio', 80),
  email: emailField,
  phone: phone('El teléfono es obligatorio'),
  city: required('La ciudad es obligatoria', 120),
  address: z.string().trim().max(200, 'Máximo 200 caracteres').optional(),
  planId: z.string({ error: 'Selecciona un plan' }).regex(/^[a-z0-9-]{1,40}$/, 'Selecciona un plan válido'),
  acceptTerms: z.literal(true, { error: LEAD_MESSAGES.acceptTerms }),
  acceptMarketing: z.boolean().optional().default(false),
  acceptPrivacy: consent,
  website,
});

/**
 * "Quiero que la agencia venda (o arriende) mi inmueble" from /vender: the owner and their
 * property; the estimate is recomputed by the server from the same details, never taken from the
 * client.
 */
export const ownerLeadSchema = z.object({
  kind: z.literal('owner'),
  name: required('El nombre es obligatorio', 120),
  email: emailField,
  phone: phone('El teléfono es obligatorio'),
  property: ownerPropertySchema,
  message: z.string().trim().max(2000, 'Máximo 2000 caracteres').optional(),
  acceptPrivacy: consent,
  website,
});

export const leadBodySchema = z.discriminatedUnion(
  'kind',
  [contactLeadSchema, propertyInquiryLeadSchema, planRequestLeadSchema, ownerLeadSchema],
  {
    error: LEAD_MESSAGES.kind,
  },
);
export type LeadInput = z.infer<typeof leadBodySchema>;
