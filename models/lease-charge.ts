import mongoose, { Schema, type Model } from 'mongoose';

import type { ChargeEntry } from '../lib/domain/rentals/types';

/**
 * A monthly charge the timed pass created on the embedded database, before it joins its ledger
 * (lib/services/rentals/ledger-store.ts says why): `_id` `${leaseId}:${period}`, so inserting it
 * twice fails on the unique `_id` (two passes create it once), and a statement finds it by `_id`.
 */
export interface LeaseChargeDoc {
  _id: string;
  entry: ChargeEntry;
}

const leaseChargeSchema = new Schema(
  { _id: { type: String, required: true }, entry: { type: Schema.Types.Mixed, required: true } },
  { versionKey: false },
);

export const LeaseCharge: Model<LeaseChargeDoc> =
  (mongoose.models.LeaseCharge as Model<LeaseChargeDoc> | undefined) ??
  mongoose.model<LeaseChargeDoc>('LeaseCharge', leaseChargeSchema);
