import mongoose, { Schema, type Model } from 'mongoose';

/**
 * One turn of the leads' round-robin, taken by inserting its number as the _id: the unique _id
 * decides between concurrent takers on every database and app instance (the embedded FerretDB's
 * findAndModify `$inc` is not atomic, an insert is). Old turns are pruned as new ones come.
 */
export interface LeadTurnDoc {
  _id: number;
  at: Date;
}

const leadTurnSchema = new Schema<LeadTurnDoc>(
  { _id: { type: Number, required: true }, at: { type: Date, required: true } },
  { versionKey: false },
);

export const LeadTurn: Model<LeadTurnDoc> =
  (mongoose.models.LeadTurn as Model<LeadTurnDoc> | undefined) ??
  mongoose.model<LeadTurnDoc>('LeadTurn', leadTurnSchema);
