import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

const localitySchema = new Schema(
  {
    /** City code plus two digits ("1100102" Chapinero). */
    code: { type: String, required: true, unique: true },
    name: { type: String, required: true, trim: true },
    cityCode: { type: String, required: true },
    cityName: { type: String, required: true },
    departmentCode: { type: String, required: true },
    departmentName: { type: String, required: true },
    /** Centroid, used to place properties on the map. */
    coordinates: { lat: Number, lng: Number },
    /** When DELETE archived it: it leaves every list but still names what points at it. */
    archivedAt: { type: Date },
  },
  { timestamps: true },
);

localitySchema.index({ cityCode: 1, name: 1 });

export type LocalityDoc = InferSchemaType<typeof localitySchema>;
export const Locality: Model<LocalityDoc> =
  (mongoose.models.Locality as Model<LocalityDoc> | undefined) ??
  mongoose.model<LocalityDoc>('Locality', localitySchema);
