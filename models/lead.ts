import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

import { LEAD_KINDS, LEAD_STATUSES } from '../lib/domain/leads';

/**
 * A contact message, property inquiry or plan request (DESIGN.md §5), normalised into
 * name/email/phone/message, with its Ley 1581 consent and the time it was given.
 */
const leadSchema = new Schema(
  {
    kind: { type: String, enum: LEAD_KINDS, required: true },
    name: { type: String, required: true, trim: true, maxlength: 160 },
    email: { type: String, required: true, lowercase: true, trim: true },
    phone: { type: String, default: '' },
    subject: { type: String, default: '' },
    message: { type: String, default: '', maxlength: 5000 },
    propertyId: { type: Schema.Types.ObjectId, ref: 'Property' },
    planId: { type: String },
    city: { type: String },
    address: { type: String },
    consent: {
      accepted: { type: Boolean, required: true },
      at: { type: Date, required: true },
    },
    acceptMarketing: { type: Boolean, default: false },
    status: { type: String, enum: LEAD_STATUSES, default: 'new' },
  },
  { timestamps: true },
);

leadSchema.index({ createdAt: -1 });
leadSchema.index({ kind: 1, createdAt: -1 });
leadSchema.index({ status: 1, createdAt: -1 });

export type LeadDoc = InferSchemaType<typeof leadSchema>;
export const Lead: Model<LeadDoc> =
  (mongoose.models.Lead as Model<LeadDoc> | undefined) ?? mongoose.model<LeadDoc>('Lead', leadSchema);
