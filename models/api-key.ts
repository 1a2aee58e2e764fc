import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

import { API_SCOPES, RATE_LIMIT } from '../lib/domain/api-keys';

/**
 * An API key for an external system (docs/api-keys.md). The secret itself is never stored: only
 * its SHA-256 (`secretHash`, hidden from every query that does not ask for it) and a hint of its
 * last characters for the list. Verified by `_id` (the id is part of the secret), the one lookup
 * the embedded database answers without decoding the whole collection. A revoked key stays, for
 * the record.
 */
const apiKeySchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 80 },
    scopes: { type: [{ type: String, enum: API_SCOPES }], required: true },
    secretHash: { type: String, required: true, select: false },
    /** `ib_…abcd`: what the list shows of the secret. */
    prefix: { type: String, required: true },
    /** Requests a minute (a fixed one-minute window). */
    rateLimit: { type: Number, required: true, default: RATE_LIMIT.default, min: RATE_LIMIT.min, max: RATE_LIMIT.max },
    expiresAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
    createdBy: {
      id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
      name: { type: String, required: true },
    },
    /** Written at most once a minute per key (lib/services/api-keys/verify.ts). */
    lastUsedAt: { type: Date, default: null },
    lastUsedIp: { type: String, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

apiKeySchema.index({ createdAt: -1 });

export type ApiKeyDoc = InferSchemaType<typeof apiKeySchema>;
export const ApiKey: Model<ApiKeyDoc> =
  (mongoose.models.ApiKey as Model<ApiKeyDoc> | undefined) ?? mongoose.model<ApiKeyDoc>('ApiKey', apiKeySchema);
