import { z } from 'zod';

import { OUTBOX_ID_PATTERN, OUTBOX_KINDS, OUTBOX_MESSAGES, OUTBOX_STATUSES } from '../domain/outbox';
import { emptyToUndefined, queryInt } from './common';

/** GET /api/outbox: one status (failed by default), oldest first. */
export const outboxQuerySchema = z.object({
  status: z.preprocess(
    emptyToUndefined,
    z.enum(OUTBOX_STATUSES, { error: OUTBOX_MESSAGES.invalidStatus }).default('failed'),
  ),
  limit: queryInt('El límite', { min: 1, max: 100 }).default(50),
});

export const outboxIdParamSchema = z.object({
  id: z.string().regex(OUTBOX_ID_PATTERN, OUTBOX_MESSAGES.invalidId),
});

/** A message as an admin sees it: never its body, headers, attachments or secrets. */
export const outboxRowSchema = z.object({
  id: z.string(),
  kind: z.enum(OUTBOX_KINDS),
  status: z.enum(OUTBOX_STATUSES),
  recipient: z.string().nullable().describe('El destinatario del correo o la URL del webhook'),
  summary: z.string().nullable().describe('El asunto del correo o el tipo de evento del webhook'),
  attempts: z.number().int().describe('Intentos empezados'),
  lastError: z.string().nullable().describe('El error del último intento, sin secretos'),
  createdAt: z.iso.datetime(),
  nextAttemptAt: z.iso.datetime().describe('Cuándo toca el próximo intento (si está pendiente)'),
  lastAttemptAt: z.iso.datetime().nullable(),
});

export const outboxListSchema = z.object({
  items: z.array(outboxRowSchema),
  backlog: z.number().int().describe('Mensajes pendientes de entrega'),
  failed: z.number().int().describe('Mensajes que agotaron sus intentos'),
  oldestAgeSeconds: z.number().int().describe('Edad en segundos del pendiente más antiguo (0 si no hay)'),
});

/** The outbox's figures in GET /api/health. */
export const outboxHealthSchema = z.object({
  backlog: z.number().int().describe('Mensajes (correos y webhooks) pendientes de entrega'),
  failed: z.number().int().describe('Mensajes que agotaron sus intentos y esperan un reintento manual'),
  oldestAgeSeconds: z.number().int().describe('Edad en segundos del mensaje pendiente más antiguo (0 si no hay)'),
});
