import mongoose, { Schema, type Model } from 'mongoose';

import type { LedgerEntry } from '../lib/domain/rentals/types';

/**
 * A lease's ledger (docs/rentals.md#the-ledger): one document per lease, `_id` the lease's id, its
 * entries (charges, payments, reversals, expenses) in an array that only grows. One document so
 * that a statement is one read by `_id`, the one filter the embedded database answers without
 * decoding the whole collection. An entry's `key` is unique in its ledger: appending one is a
 * conditional `$push` (lib/services/rentals/ledger-store.ts); on the embedded database they are
 * kept packed in one string (`packed`), read only through readLedger.
 */
export interface LeaseLedgerDoc {
  _id: mongoose.Types.ObjectId;
  entries: LedgerEntry[];
  /** On the embedded database, the entries packed in one JSON string (ledger-store.ts says why). */
  packed?: string | null;
  /** The lease's start: the calendar on which the charges waiting outside the ledger are found. */
  startDate?: string | null;
}

const leaseLedgerSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    entries: { type: [Schema.Types.Mixed], default: [] },
    packed: { type: String, default: undefined },
    startDate: { type: String, default: undefined },
  },
  { versionKey: false, minimize: false },
);

export const LeaseLedger: Model<LeaseLedgerDoc> =
  (mongoose.models.LeaseLedger as Model<LeaseLedgerDoc> | undefined) ??
  (mongoose.model('LeaseLedger', leaseLedgerSchema) as unknown as Model<LeaseLedgerDoc>);
