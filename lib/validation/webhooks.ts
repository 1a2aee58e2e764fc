import { z } from 'zod';

import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS, WEBHOOK_MESSAGES, type WebhookEvent } from '../domain/webhooks';
import { emptyToUndefined, namesAField, objectIdSchema, queryInt } from './common';

const urlField = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(2000, WEBHOOK_MESSAGES.urlTooLong)
  // The scheme here; the address rules (https, public after DNS) are checked by the service.
  .regex(/^https?:\/\/\S+$/i, WEBHOOK_MESSAGES.urlInvalid);

const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.unknownEvent }), { error: WEBHOOK_MESSAGES.noEvents })
  .min(1, WEBHOOK_MESSAGES.noEvents)
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => [...new Set(events)] as WebhookEvent[]);

const descriptionField = z
  .string({ error: 'La descripción debe ser texto' })
  .trim()
  .max(200, 'La descripción admite como máximo 200 caracteres');

export const webhookCreateSchema = z.object({
  url: urlField,
  events: eventsField,
  description: descriptionField.optional(),
});
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

export const webhookPatchSchema = webhookCreateSchema
  .partial()
  .extend({ active: z.boolean({ error: 'active debe ser true o false' }).optional() })
  .refine(namesAField, { error: WEBHOOK_MESSAGES.emptyPatch });
export type WebhookPatch = z.infer<typeof webhookPatchSchema>;

export const webhookIdParamSchema = z.object({ id: objectIdSchema(WEBHOOK_MESSAGES.invalidId) });

export const webhookDeliveryParamSchema = z.object({
  id: objectIdSchema(WEBHOOK_MESSAGES.invalidId),
  deliveryId: z
    .string({ error: WEBHOOK_MESSAGES.invalidDeliveryId })
    .regex(/^msg_[A-Za-z0-9_-]{8,64}$/, WEBHOOK_MESSAGES.invalidDeliveryId),
});

export const webhookDeliveryQuerySchema = z.object({
  page: z.preprocess(emptyToUndefined, queryInt('La página', { min: 1, max: 1000 }).default(1)),
  limit: z.preprocess(emptyToUndefined, queryInt('El límite', { min: 1, max: 100 }).default(20)),
});
export type WebhookDeliveryQuery = z.infer<typeof webhookDeliveryQuerySchema>;

const lastDeliverySchema = z
  .object({ at: z.string(), ok: z.boolean(), statusCode: z.number().nullable(), error: z.string().nullable() })
  .nullable();

/** A subscription as the API shows it: never its secret, but on creation (webhookCreatedSchema). */
export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string(),
  active: z.boolean(),
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable(),
  failingSince: z.string().nullable(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  lastDelivery: lastDeliverySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApiWebhook = z.infer<typeof webhookSchema>;

export const webhookCreatedSchema = webhookSchema.extend({
  secret: z.string().describe('whsec_…: se muestra solo en esta respuesta'),
});
export type ApiWebhookCreated = z.infer<typeof webhookCreatedSchema>;

export const webhookAttemptSchema = z.object({
  at: z.string(),
  statusCode: z.number().nullable(),
  error: z.string().nullable(),
  durationMs: z.number(),
  manual: z.boolean(),
});

export const webhookDeliverySchema = z.object({
  id: z.string().describe('El webhook-id (msg_…), el mismo en cada intento y reenvío'),
  type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  payload: z.unknown().describe('El cuerpo enviado: {type, timestamp, data}'),
  attempts: z.array(webhookAttemptSchema),
  createdAt: z.string(),
});
export type ApiWebhookDelivery = z.infer<typeof webhookDeliverySchema>;
