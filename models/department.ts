import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

const departmentSchema = new Schema(
  {
    /** DANE code, two digits ("25" Cundinamarca). */
    code: { type: String, required: true, unique: true },
    name: { type: String, required: true, trim: true },
  },
  { timestamps: true },
);

export type DepartmentDoc = InferSchemaType<typeof departmentSchema>;
export const Department: Model<DepartmentDoc> =
  (mongoose.models.Department as Model<DepartmentDoc> | undefined) ??
  mongoose.model<DepartmentDoc>('Department', departmentSchema);
