import mongoose, { Schema, type Model } from 'mongoose';

/** A named sequence (`_id` is its name): the last number handed out, e.g. of property codes. */
const counterSchema = new Schema({ _id: { type: String, required: true }, seq: { type: Number, default: 0 } });

export type CounterDoc = { _id: string; seq: number };
export const Counter: Model<CounterDoc> =
  (mongoose.models.Counter as Model<CounterDoc> | undefined) ?? mongoose.model<CounterDoc>('Counter', counterSchema);
