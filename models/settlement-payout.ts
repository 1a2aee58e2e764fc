import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/**
 * The payout of an owner's monthly settlement (liquidación de arrendamientos), docs/rentals.md:
 * `_id` `${ownerId}:${AAAA-MM}`, so a month is paid at most once (a second insert fails on the
 * `_id`, on both databases). Holds the figures as they were paid: the settlement is computed from
 * the ledgers and may move after (a reversal, a late expense), this record does not.
 */
const settlementPayoutSchema = new Schema(
  {
    _id: { type: String, required: true },
    ownerId: { type: Schema.Types.ObjectId, ref: 'Owner', required: true },
    month: { type: String, required: true },
    /** The Bogotá day the agency paid the owner, and the bank's reference. */
    date: { type: String, required: true },
    reference: { type: String, default: '' },
    total: { type: Number, required: true },
    /** The settlement's lines and totals at payout (SettlementFigures). */
    figures: { type: Schema.Types.Mixed, required: true },
    recordedAt: { type: Date, required: true },
    recordedBy: { id: { type: String, required: true }, name: { type: String, required: true } },
  },
  { versionKey: false, minimize: false },
);

export type SettlementPayoutDoc = InferSchemaType<typeof settlementPayoutSchema>;
export const SettlementPayout: Model<SettlementPayoutDoc> =
  (mongoose.models.SettlementPayout as Model<SettlementPayoutDoc> | undefined) ??
  mongoose.model<SettlementPayoutDoc>('SettlementPayout', settlementPayoutSchema);

/**
 * The monthly settlement e-mail of one owner and month, claimed by inserting its `_id`
 * (`${ownerId}:${AAAA-MM}`): of two instances running the same pass, one sends it.
 */
const settlementSendSchema = new Schema(
  { _id: { type: String, required: true }, at: { type: Date, required: true } },
  { versionKey: false },
);

export type SettlementSendDoc = InferSchemaType<typeof settlementSendSchema>;
export const SettlementSend: Model<SettlementSendDoc> =
  (mongoose.models.SettlementSend as Model<SettlementSendDoc> | undefined) ??
  mongoose.model<SettlementSendDoc>('SettlementSend', settlementSendSchema);
