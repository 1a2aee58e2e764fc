import mongoose, { Schema, type Model } from 'mongoose';

import { OUTBOX_KINDS, OUTBOX_STATUSES, type OutboxKind, type OutboxStatus } from '../lib/domain/outbox';

// The outbox (lib/services/outbox, docs/outbox.md): every e-mail and every webhook delivery, written
// with the change that causes it and deleted once delivered, so the collection holds only what is
// still to send (or gave up) and every scan of it stays small on the embedded database, which
// decodes whole collections.

export interface OutboxMessageDoc {
  /** A random id; for a message with a dedupeKey, derived from it (so the unique `_id` refuses a twin). */
  _id: string;
  kind: OutboxKind;
  payload: Record<string, unknown>;
  dedupeKey: string | null;
  status: OutboxStatus;
  /** Attempts begun (counted when claimed, before sending). */
  attempts: number;
  /** When it is next due; a claim moves it past the lease, so a crashed send comes due again. */
  nextAttemptAt: Date;
  createdAt: Date;
  lastAttemptAt: Date | null;
  lastError: string | null;
}

const outboxMessageSchema = new Schema<OutboxMessageDoc>(
  {
    _id: { type: String, required: true },
    kind: { type: String, enum: OUTBOX_KINDS, required: true },
    payload: { type: Schema.Types.Mixed, required: true },
    dedupeKey: { type: String, default: null },
    status: { type: String, enum: OUTBOX_STATUSES, required: true, default: 'pending' },
    attempts: { type: Number, required: true, default: 0 },
    nextAttemptAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
    lastAttemptAt: { type: Date, default: null },
    lastError: { type: String, default: null },
  },
  { versionKey: false, minimize: false },
);
// The worker's scan (due, in order) and the health figures.
outboxMessageSchema.index({ status: 1, nextAttemptAt: 1 });
outboxMessageSchema.index({ status: 1, createdAt: 1 });

/**
 * A dedupeKey already delivered: `_id` = the message's `_id` (derived from the key), kept 30 days
 * so that enqueueing the same key again is still skipped after its message left the outbox.
 * No TTL index (the embedded database has none): `expiresAt` is checked on read, and the worker
 * deletes the expired ones now and then.
 */
export interface OutboxSentKeyDoc {
  _id: string;
  dedupeKey: string;
  sentAt: Date;
  expiresAt: Date;
}

const outboxSentKeySchema = new Schema<OutboxSentKeyDoc>(
  {
    _id: { type: String, required: true },
    dedupeKey: { type: String, required: true },
    sentAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'outbox_sent_keys' },
);
outboxSentKeySchema.index({ expiresAt: 1 });

const model = <T>(name: string, schema: Schema<T>): Model<T> =>
  (mongoose.models[name] as Model<T> | undefined) ?? mongoose.model<T>(name, schema);

export const OutboxMessage = model<OutboxMessageDoc>('OutboxMessage', outboxMessageSchema);
export const OutboxSentKey = model<OutboxSentKeyDoc>('OutboxSentKey', outboxSentKeySchema);
