import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/**
 * A rate-limit bucket (`login:email:…`, `login:ip:…`, `reset:…`): failures counted in a window
 * and, past the threshold, a lock. Stored in MongoDB so every app instance sees it. Expiry is
 * checked on read (no TTL index: FerretDB has none) and a cleanup deletes stale rows.
 */
const throttleSchema = new Schema(
  {
    key: { type: String, required: true, unique: true },
    count: { type: Number, required: true, default: 0 },
    /** End of the counting window, or of the lock when locked. */
    expiresAt: { type: Date, required: true },
    lockedUntil: { type: Date },
  },
  { timestamps: true },
);

throttleSchema.index({ expiresAt: 1 });

export type ThrottleDoc = InferSchemaType<typeof throttleSchema>;
export const Throttle: Model<ThrottleDoc> =
  (mongoose.models.Throttle as Model<ThrottleDoc> | undefined) ??
  mongoose.model<ThrottleDoc>('Throttle', throttleSchema);
