import { z } from 'zod';

import { API_KEY_MESSAGES, API_SCOPES, expiryInstant, RATE_LIMIT } from '../domain/api-keys';
import { CALENDAR_DAY_RULE, calendarDaySchema, objectIdSchema } from './common';

// API keys (docs/api-keys.md): the admin's body, the path and the answers.

const scope = z.enum(API_SCOPES, { error: API_KEY_MESSAGES.scopeUnknown });

/** AAAA-MM-DD (a Bogotá day: the key works through it) or an ISO 8601 date-time with its offset. */
const expiresAt = z
  .union(
    [
      calendarDaySchema(API_KEY_MESSAGES.expiresFormat),
      z.iso.datetime({ offset: true, error: API_KEY_MESSAGES.expiresFormat }),
    ],
    { error: API_KEY_MESSAGES.expiresFormat },
  )
  .describe(
    'Vencimiento opcional: AAAA-MM-DD (la llave sirve hasta el final de ese día, hora de Bogotá) o fecha y hora ISO 8601 con zona horaria. Debe ser futura.',
  );

export const apiKeyCreateSchema = z
  .object({
    name: z
      .string({ error: API_KEY_MESSAGES.nameRequired })
      .trim()
      .min(1, API_KEY_MESSAGES.nameRequired)
      .max(80, API_KEY_MESSAGES.nameTooLong)
      // Says "not blank" in the document too (the trim is invisible there).
      .regex(/\S/, API_KEY_MESSAGES.nameRequired),
    scopes: z
      .array(scope, { error: API_KEY_MESSAGES.scopesRequired })
      .min(1, API_KEY_MESSAGES.scopesRequired)
      .max(API_SCOPES.length * 4, API_KEY_MESSAGES.scopeUnknown)
      .transform((scopes) => API_SCOPES.filter((s) => scopes.includes(s))),
    expiresAt: expiresAt.optional(),
    rateLimit: z
      .number({ error: API_KEY_MESSAGES.rateLimit })
      .int(API_KEY_MESSAGES.rateLimit)
      .min(RATE_LIMIT.min, API_KEY_MESSAGES.rateLimit)
      .max(RATE_LIMIT.max, API_KEY_MESSAGES.rateLimit)
      .optional()
      .describe(`Solicitudes por minuto (por defecto ${RATE_LIMIT.default})`),
  })
  .superRefine((body, ctx) => {
    if (body.expiresAt !== undefined && expiryInstant(body.expiresAt).getTime() <= Date.now())
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: API_KEY_MESSAGES.expiresPast });
  });
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

/** The 400s a body the schema accepts can still get (npm run fuzz reads them). */
export const API_KEY_RULES = [
  `una fecha de vencimiento que no es futura ('${API_KEY_MESSAGES.expiresPast}')`,
  CALENDAR_DAY_RULE,
];

export const apiKeyIdParamSchema = z.object({ id: objectIdSchema(API_KEY_MESSAGES.invalidId) });

/** A key as the list shows it: never its secret nor its hash. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string().describe('`ib_…` y los últimos 4 caracteres del secreto'),
  scopes: z.array(scope),
  status: z.enum(['active', 'revoked', 'expired']),
  rateLimit: z.number().int().describe('Solicitudes por minuto'),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  lastUsedAt: z.string().nullable().describe('Último uso (se actualiza como máximo una vez por minuto)'),
  lastUsedIp: z.string().nullable(),
});
export type ApiApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyCreatedSchema = z.object({
  key: apiKeySchema,
  secret: z.string().describe('El secreto `ib_…`: se muestra solo en esta respuesta'),
});
