import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

import { ALERT_FREQUENCIES } from '../lib/domain/alert-window';

/** A visitor's saved /listing search: its filters as the URL carries them, and its alerts. */
const savedSearchSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true, trim: true, maxlength: 80 },
    /** The /listing query's keys and values (lib/listing-url.ts FILTER_KEYS), validated by its schema. */
    filters: { type: Schema.Types.Mixed, default: {} },
    frequency: { type: String, enum: ALERT_FREQUENCIES, default: 'ninguna' },
    /** Consent to these e-mails (Ley 2300 de 2023): without it nothing is sent; null once withdrawn. */
    alertConsentAt: { type: Date, default: null },
  },
  { timestamps: true, minimize: false },
);

savedSearchSchema.index({ userId: 1, createdAt: -1 });
// The runner reads the searches that may alert.
savedSearchSchema.index({ frequency: 1 });

export type SavedSearchDoc = InferSchemaType<typeof savedSearchSchema>;
export const SavedSearch: Model<SavedSearchDoc> =
  (mongoose.models.SavedSearch as Model<SavedSearchDoc> | undefined) ??
  mongoose.model<SavedSearchDoc>('SavedSearch', savedSearchSchema);
