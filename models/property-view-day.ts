import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/**
 * A property's views on one Bogotá day (the owner's report, docs/owner-report.md): counted from
 * the day this collection was added, beside the property's running `views` total. `_id` is
 * `{propertyId}:{day}`, so the daily upsert filters by `_id` alone, the one filter the embedded
 * database answers without a scan.
 */
const propertyViewDaySchema = new Schema(
  {
    _id: { type: String, required: true },
    propertyId: { type: Schema.Types.ObjectId, ref: 'Property', required: true },
    /** Bogotá day, AAAA-MM-DD. */
    day: { type: String, required: true },
    count: { type: Number, default: 0, min: 0 },
  },
  { versionKey: false },
);

propertyViewDaySchema.index({ propertyId: 1, day: 1 }, { unique: true });

export type PropertyViewDayDoc = InferSchemaType<typeof propertyViewDaySchema>;
export const PropertyViewDay: Model<PropertyViewDayDoc> =
  (mongoose.models.PropertyViewDay as Model<PropertyViewDayDoc> | undefined) ??
  mongoose.model<PropertyViewDayDoc>('PropertyViewDay', propertyViewDaySchema);
