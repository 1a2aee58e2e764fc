import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/**
 * A property's mandate (contrato de corretaje o consignación): one per property, replaced by PUT
 * /api/properties/{id}/mandate (a renewal moves its dates; its history is the activity log). Its
 * status is computed from the dates (lib/domain/mandates.ts), never stored.
 * docs/mandates.md.
 */
const mandateSchema = new Schema(
  {
    propertyId: { type: Schema.Types.ObjectId, ref: 'Property', required: true },
    ownerId: { type: Schema.Types.ObjectId, ref: 'Owner', required: true },
    exclusive: { type: Boolean, required: true },
    commissionPercent: { type: Number, required: true, min: 0, max: 100 },
    /** Bogotá days, AAAA-MM-DD, both included: strings compare in date order. */
    startDate: { type: String, required: true },
    endDate: { type: String, required: true },
    /** Ended by hand before its end day (status terminado). */
    endedAt: { type: Date, default: null },
    /** The signed contract's metadata; its bytes are in MandateDocument, never under a public URL. */
    document: {
      type: new Schema({ size: Number, sha256: String, uploadedAt: Date, uploadedBy: String }, { _id: false }),
      default: null,
    },
    /** The reminders sent to the property's agent, keyed by days before the end ("30", "7"): sent once each. */
    reminders: { type: Schema.Types.Mixed, default: {} },
  },
  { timestamps: true },
);

mandateSchema.index({ propertyId: 1 }, { unique: true });
mandateSchema.index({ ownerId: 1 });
mandateSchema.index({ endDate: 1 });

export type MandateDoc = InferSchemaType<typeof mandateSchema>;
export const Mandate: Model<MandateDoc> =
  (mongoose.models.Mandate as Model<MandateDoc> | undefined) ?? mongoose.model<MandateDoc>('Mandate', mandateSchema);

/**
 * The signed contract's bytes (a PDF, at most a few MB), kept in the database so that every
 * instance serves it and no storage adapter ever gives it a public URL. `_id` is the mandate's.
 */
const mandateDocumentSchema = new Schema(
  { _id: { type: Schema.Types.ObjectId, required: true }, data: { type: Buffer, required: true } },
  { versionKey: false },
);

export type MandateDocumentDoc = InferSchemaType<typeof mandateDocumentSchema>;
export const MandateDocument: Model<MandateDocumentDoc> =
  (mongoose.models.MandateDocument as Model<MandateDocumentDoc> | undefined) ??
  mongoose.model<MandateDocumentDoc>('MandateDocument', mandateDocumentSchema);
