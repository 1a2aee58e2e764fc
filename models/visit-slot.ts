import mongoose, { Schema, type Model } from 'mongoose';

/**
 * A 15-minute block of an agent's time held by one visit (lib/domain/visits.ts BLOCK_MINUTES).
 * The key `${agentKey}|${ISO start}` is the document's _id, unique on every database, so two
 * bookings of the same time cannot both be written: the second insert fails (a 409), with no
 * check-then-write window. `agentKey` is the agent's id, or 'agency' while no agent is active.
 */
export interface VisitSlotDoc {
  _id: string;
  agentKey: string;
  start: Date;
  leadId: mongoose.Types.ObjectId;
}

const visitSlotSchema = new Schema<VisitSlotDoc>(
  {
    _id: { type: String, required: true },
    agentKey: { type: String, required: true },
    start: { type: Date, required: true },
    leadId: { type: Schema.Types.ObjectId, ref: 'Lead', required: true },
  },
  { versionKey: false },
);

visitSlotSchema.index({ agentKey: 1, start: 1 });
visitSlotSchema.index({ leadId: 1 });

export const VisitSlot: Model<VisitSlotDoc> =
  (mongoose.models.VisitSlot as Model<VisitSlotDoc> | undefined) ??
  mongoose.model<VisitSlotDoc>('VisitSlot', visitSlotSchema);
