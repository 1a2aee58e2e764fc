import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

import { USER_ROLES } from '../lib/domain/users';

export { USER_ROLES };

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
    /** A visitor's phone (/cuenta). */
    phone: { type: String },
    /** A visitor's favourite properties: the browser's list is merged in at sign-in. */
    favoriteIds: { type: [Schema.Types.ObjectId], default: undefined },
    /** When an admin invited this staff account (it has no usable password until the link is used). */
    invitedAt: { type: Date },
    /** An agent's public profile (role 'agent'): shown on /asesores and on their properties. */
    agent: {
      slug: { type: String },
      photo: { type: String },
      phone: { type: String },
      whatsapp: { type: String },
      /** The e-mail shown to the public; the account's e-mail when empty. */
      email: { type: String },
      license: { type: String },
      experienceYears: { type: Number, min: 0 },
      specializations: { type: [String], default: undefined },
      bio: { type: String, maxlength: 2000 },
    },
  },
  { timestamps: true },
);

userSchema.index({ createdAt: -1 });
userSchema.index({ role: 1, active: 1 });
userSchema.index({ 'agent.slug': 1 }, { unique: true, sparse: true });

export type UserDoc = InferSchemaType<typeof userSchema>;
export const User: Model<UserDoc> =
  (mongoose.models.User as Model<UserDoc> | undefined) ?? mongoose.model<UserDoc>('User', userSchema);
