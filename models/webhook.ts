import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from '../lib/domain/webhooks';

/**
 * A webhook subscription (docs/webhooks.md): where to send which events, signed with its secret.
 * The secret is stored as given (the server must sign with it) and never selected by default:
 * it leaves the server once, in the answer of its creation.
 */
const webhookSchema = new Schema(
  {
    url: { type: String, required: true, maxlength: 2000 },
    events: { type: [{ type: String, enum: WEBHOOK_EVENTS }], required: true },
    description: { type: String, default: '', maxlength: 200 },
    secret: { type: String, required: true, select: false },
    active: { type: Boolean, default: true },
    disabledAt: { type: Date, default: null },
    disabledReason: { type: String, default: null },
    /** The first failure of the current run of failures; cleared by a success or a re-activation. */
    failingSince: { type: Date, default: null },
    createdBy: { id: { type: String, required: true }, name: { type: String, required: true } },
    /** The last attempt of any delivery, for the list (no read of the log). */
    lastDelivery: {
      type: { at: Date, ok: Boolean, statusCode: Number, error: String, _id: false },
      default: null,
    },
  },
  { timestamps: true },
);

export type WebhookDoc = InferSchemaType<typeof webhookSchema>;
export const Webhook: Model<WebhookDoc> =
  (mongoose.models.Webhook as Model<WebhookDoc> | undefined) ?? mongoose.model<WebhookDoc>('Webhook', webhookSchema);

/**
 * One event sent to one subscription, its `_id` the `webhook-id` (msg_…) every attempt and manual
 * retry carries. `body` is the exact JSON sent, so retries send the same bytes. The log is bounded:
 * lib/services/webhooks/log.ts keeps the last 200 per subscription and 30 days.
 */
const webhookDeliverySchema = new Schema(
  {
    _id: { type: String, required: true },
    subscriptionId: { type: String, required: true },
    type: { type: String, required: true },
    body: { type: String, required: true },
    status: { type: String, enum: WEBHOOK_DELIVERY_STATUSES, default: 'pending' },
    attempts: {
      type: [
        {
          at: { type: Date, required: true },
          statusCode: { type: Number, default: null },
          error: { type: String, default: null },
          durationMs: { type: Number, required: true },
          manual: { type: Boolean, default: false },
          _id: false,
        },
      ],
      default: [],
    },
    succeededAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);

webhookDeliverySchema.index({ subscriptionId: 1, createdAt: -1 });
webhookDeliverySchema.index({ createdAt: 1 });

export type WebhookDeliveryDoc = InferSchemaType<typeof webhookDeliverySchema>;
export const WebhookDelivery: Model<WebhookDeliveryDoc> =
  (mongoose.models.WebhookDelivery as Model<WebhookDeliveryDoc> | undefined) ??
  mongoose.model<WebhookDeliveryDoc>('WebhookDelivery', webhookDeliverySchema);
