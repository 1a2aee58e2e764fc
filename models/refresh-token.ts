import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/**
 * A refresh token, stored as a hash. Tokens of one login share a `family`; presenting a
 * rotated (replaced) token revokes the whole family. Expiry is checked on read (no TTL index:
 * FerretDB has none), and a cleanup deletes expired rows.
 */
const refreshTokenSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    family: { type: String, required: true },
    tokenHash: { type: String, required: true, unique: true },
    expiresAt: { type: Date, required: true },
    revokedAt: { type: Date },
    replacedAt: { type: Date },
  },
  { timestamps: true },
);

refreshTokenSchema.index({ family: 1 });
refreshTokenSchema.index({ userId: 1 });
refreshTokenSchema.index({ expiresAt: 1 });

export type RefreshTokenDoc = InferSchemaType<typeof refreshTokenSchema>;
export const RefreshToken: Model<RefreshTokenDoc> =
  (mongoose.models.RefreshToken as Model<RefreshTokenDoc> | undefined) ??
  mongoose.model<RefreshTokenDoc>('RefreshToken', refreshTokenSchema);
