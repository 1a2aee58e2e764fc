import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

export const USER_ROLES = ['admin', 'user'] as const;

const userSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 120 },
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    /** argon2id hash; never selected unless asked for. */
    passwordHash: { type: String, required: true, select: false },
    role: { type: String, enum: USER_ROLES, default: 'user' },
    active: { type: Boolean, default: true },
    lastLoginAt: { type: Date },
    /** Sessions and access tokens issued before this instant are no longer accepted. */
    passwordChangedAt: { type: Date },
    /** Consent to data processing (Ley 1581 de 2012) given at registration. */
    privacyAcceptedAt: { type: Date },
  },
  { timestamps: true },
);

userSchema.index({ createdAt: -1 });

export type UserDoc = InferSchemaType<typeof userSchema>;
export const User: Model<UserDoc> =
  (mongoose.models.User as Model<UserDoc> | undefined) ?? mongoose.model<UserDoc>('User', userSchema);
