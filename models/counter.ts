import mongoose, { Schema, type Model } from 'mongoose';

/**
 * A named sequence shared by every app instance, advanced with one atomic `$inc` (e.g. whose
 * turn it is to receive the next lead).
 */
export interface CounterDoc {
  _id: string;
  seq: number;
}

const counterSchema = new Schema<CounterDoc>(
  { _id: { type: String, required: true }, seq: { type: Number, default: 0 } },
  { versionKey: false },
);

export const Counter: Model<CounterDoc> =
  (mongoose.models.Counter as Model<CounterDoc> | undefined) ?? mongoose.model<CounterDoc>('Counter', counterSchema);
