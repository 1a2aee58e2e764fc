import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

const citySchema = new Schema(
  {
    /** DANE municipality code, five digits ("11001" Bogotá). */
    code: { type: String, required: true, unique: true },
    name: { type: String, required: true, trim: true },
    departmentCode: { type: String, required: true },
    departmentName: { type: String, required: true },
    coordinates: { lat: Number, lng: Number },
    /** When DELETE archived it: it leaves every list but still names what points at it. */
    archivedAt: { type: Date },
  },
  { timestamps: true },
);

citySchema.index({ departmentCode: 1, name: 1 });

export type CityDoc = InferSchemaType<typeof citySchema>;
export const City: Model<CityDoc> =
  (mongoose.models.City as Model<CityDoc> | undefined) ?? mongoose.model<CityDoc>('City', citySchema);
