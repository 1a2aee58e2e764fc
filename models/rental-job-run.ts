import mongoose, { Schema, type Model } from 'mongoose';

/**
 * A claimed run of a rentals timed job (`_id` its name and Bogotá hour, "charges:2026-11-29T05"):
 * the unique `_id` insert is the claim, atomic on MongoDB and on the embedded database alike.
 */
const rentalJobRunSchema = new Schema(
  { _id: { type: String, required: true }, at: { type: Date, required: true } },
  { versionKey: false },
);

export type RentalJobRunDoc = { _id: string; at: Date };
export const RentalJobRun: Model<RentalJobRunDoc> =
  (mongoose.models.RentalJobRun as Model<RentalJobRunDoc> | undefined) ??
  mongoose.model<RentalJobRunDoc>('RentalJobRun', rentalJobRunSchema);
