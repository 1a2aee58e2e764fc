import { z } from 'zod';

import { CRUCE_MESSAGES, SELECTION_MAX } from '../domain/cruce';
import { DEMAND_STATUSES } from '../domain/demands';
import { PROPERTY_STATUSES } from '../domain/property';
import { ALERT_REASONS } from '../domain/saved-searches';
import { emptyToUndefined, objectIdSchema, queryInt } from './common';
import { demandCriteriaFields } from './demands';
import { apiPropertySchema } from './property-response';

// The cruce's requests and answers (docs/cruce.md): the two match lists, the new cruces, and the
// selection sent to a client.

export const demandIdParamSchema = z.object({ id: objectIdSchema(CRUCE_MESSAGES.invalidDemandId) });

const page = z.preprocess(emptyToUndefined, queryInt('La página', { min: 1, max: 10_000 }).default(1));
const limit = z.preprocess(emptyToUndefined, queryInt('El límite', { min: 1, max: 100 }).default(20));

export const matchesQuerySchema = z.object({ page, limit });
export type MatchesQuery = z.infer<typeof matchesQuerySchema>;

const scored = {
  score: z.number().int().min(0).max(100).describe('0-100: qué tan bien encaja más allá de los criterios obligatorios'),
  reasons: z
    .array(z.string())
    .describe('Frases cortas que explican el puntaje, p. ej. "Precio dentro del presupuesto"'),
};

export const demandMatchSchema = z.object({
  property: apiPropertySchema.describe('El inmueble tal como lo da GET /api/properties'),
  ...scored,
});
export type ApiDemandMatch = z.infer<typeof demandMatchSchema>;

/** A demand as the property's match list shows it: the client's name only, and the criteria. */
export const matchedDemandSchema = z.object({
  id: z.string(),
  client: z.object({ name: z.string() }),
  ...demandCriteriaFields,
  status: z.enum(DEMAND_STATUSES),
  agentId: z.string(),
  createdAt: z.string(),
});
export type ApiMatchedDemand = z.infer<typeof matchedDemandSchema>;

export const propertyMatchSchema = z.object({ demand: matchedDemandSchema, ...scored });
export type ApiPropertyMatch = z.infer<typeof propertyMatchSchema>;

export const CRUCE_VIEWS = ['nuevos', 'todos'] as const;

export const cruceListQuerySchema = z.object({
  view: z.preprocess(
    emptyToUndefined,
    z.enum(CRUCE_VIEWS, { error: 'La vista debe ser nuevos o todos' }).default('nuevos'),
  ),
  page,
  limit,
});
export type CruceListQuery = z.infer<typeof cruceListQuerySchema>;

export const cruceSchema = z.object({
  id: z.string(),
  reason: z.enum(ALERT_REASONS).describe('new: se publicó; priceDrop: bajó de precio'),
  ...scored,
  at: z.string(),
  seenAt: z.string().nullable(),
  agentId: z.string(),
  demand: z.object({ id: z.string(), clientName: z.string() }),
  property: z
    .object({
      id: z.string(),
      title: z.string(),
      slug: z.string(),
      price: z.number(),
      status: z.enum(PROPERTY_STATUSES),
      place: z.string(),
    })
    .nullable()
    .describe('null si el inmueble ya no existe'),
});
export type ApiCruce = z.infer<typeof cruceSchema>;

export const cruceCountSchema = z.object({ unseen: z.number().int().describe('Cruces nuevos sin ver') });

export const cruceSeenBodySchema = z.object({
  ids: z
    .array(z.string().regex(/^[a-f\d]{24}:[a-f\d]{24}:(new|priceDrop)$/i, CRUCE_MESSAGES.invalidCruceId), {
      error: CRUCE_MESSAGES.invalidCruceId,
    })
    .max(500, 'Máximo 500 cruces a la vez')
    .optional()
    .describe('Los cruces a marcar; sin ids, todos los nuevos de quien llama'),
});
export type CruceSeenBody = z.infer<typeof cruceSeenBodySchema>;

export const cruceSeenSchema = z.object({ updated: z.number().int() });

export const selectionBodySchema = z.object({
  propertyIds: z
    .array(objectIdSchema(CRUCE_MESSAGES.selectionInvalidProperty), { error: CRUCE_MESSAGES.selectionEmpty })
    .min(1, CRUCE_MESSAGES.selectionEmpty)
    .max(SELECTION_MAX, CRUCE_MESSAGES.selectionTooMany),
});
export type SelectionBody = z.infer<typeof selectionBodySchema>;

export const selectionSchema = z.object({
  id: z.string(),
  url: z.string().describe('El enlace firmado /seleccion/{token}, válido 30 días'),
  expiresAt: z.string(),
});
export type ApiSelection = z.infer<typeof selectionSchema>;
