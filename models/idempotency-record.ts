import mongoose, { Schema, type Model } from 'mongoose';

/**
 * One Idempotency-Key as a caller used it (lib/services/idempotency). The _id is the SHA-256 of
 * the caller's scope, the method, the path and the key, so the claim is a unique _id insert
 * (atomic on every database) and every lookup is by _id alone (the embedded database decodes the
 * whole collection for any other filter). Neither the caller nor the key is stored in clear.
 * Expiry is checked on read (no TTL index: FerretDB has none) and a timed cleanup deletes rows.
 */
export interface IdempotencyRecordDoc {
  _id: string;
  state: 'running' | 'done';
  /** Who holds a running claim: each claim draws a new one, so a taken-over claim's late writes miss. */
  token: string;
  /** SHA-256 of the request body (canonical JSON, raw bytes, or multipart with its boundary left out). */
  fingerprint: string | null;
  /** The running request's last sign of life. */
  lockedAt: Date;
  expiresAt: Date;
  status?: number;
  contentType?: string | null;
  location?: string | null;
  body?: Buffer | null;
}

const idempotencyRecordSchema = new Schema<IdempotencyRecordDoc>(
  {
    _id: { type: String, required: true },
    state: { type: String, required: true, enum: ['running', 'done'] },
    token: { type: String, required: true },
    fingerprint: { type: String, default: null },
    lockedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    status: { type: Number },
    contentType: { type: String, default: null },
    location: { type: String, default: null },
    body: { type: Buffer, default: null },
  },
  { versionKey: false },
);

idempotencyRecordSchema.index({ expiresAt: 1 });

export const IdempotencyRecord: Model<IdempotencyRecordDoc> =
  (mongoose.models.IdempotencyRecord as Model<IdempotencyRecordDoc> | undefined) ??
  mongoose.model<IdempotencyRecordDoc>('IdempotencyRecord', idempotencyRecordSchema);
