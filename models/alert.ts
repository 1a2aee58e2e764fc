import mongoose, { Schema, type Model } from 'mongoose';

import { ALERT_REASONS, type AlertReason } from '../lib/domain/saved-searches';

// The alert pipeline (lib/services/alerts). Every claim is an insert whose `_id` says what it
// claims: the unique `_id` decides between concurrent runners on MongoDB and on the embedded
// FerretDB alike (whose find-and-modify is not isolated, lib/db/capabilities.ts).

/** A listing became public or its price fell: written by the property save, one insert. */
export interface AlertEventDoc {
  _id: mongoose.Types.ObjectId;
  propertyId: mongoose.Types.ObjectId;
  reason: AlertReason;
  at: Date;
  /** Set once matched against the saved searches (matching is idempotent, see AlertItem). */
  matchedAt: Date | null;
  /** Set once crossed with the clients' demands (lib/services/cruces), apart from the saved searches. */
  crossedAt: Date | null;
}

const alertEventSchema = new Schema<AlertEventDoc>(
  {
    propertyId: { type: Schema.Types.ObjectId, required: true },
    reason: { type: String, enum: ALERT_REASONS, required: true },
    at: { type: Date, required: true },
    matchedAt: { type: Date, default: null },
    crossedAt: { type: Date, default: null },
  },
  { versionKey: false },
);
alertEventSchema.index({ matchedAt: 1, at: 1 });
alertEventSchema.index({ crossedAt: 1, at: 1 });

/**
 * One listing due to one visitor for one reason. `_id` = `userId:propertyId:reason`, so a visitor
 * never gets the same listing twice for the same reason, however many searches or events match.
 */
export interface AlertItemDoc {
  _id: string;
  userId: mongoose.Types.ObjectId;
  searchId: mongoose.Types.ObjectId;
  propertyId: mongoose.Types.ObjectId;
  reason: AlertReason;
  at: Date;
  /** The send (AlertSend `_id`) that carried it, and when; null while pending. */
  sendId: string | null;
  sentAt: Date | null;
}

const alertItemSchema = new Schema<AlertItemDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    searchId: { type: Schema.Types.ObjectId, required: true },
    propertyId: { type: Schema.Types.ObjectId, required: true },
    reason: { type: String, enum: ALERT_REASONS, required: true },
    at: { type: Date, required: true },
    sendId: { type: String, default: null },
    sentAt: { type: Date, default: null },
  },
  { versionKey: false },
);
alertItemSchema.index({ sentAt: 1, userId: 1 });
alertItemSchema.index({ userId: 1 });

/**
 * One alert e-mail to one visitor on one Bogotá day: `_id` = `userId:AAAA-MM-DD`. Inserting it
 * claims the day's e-mail (Ley 2300 de 2023: at most one a day), so of two runners only one sends.
 */
export interface AlertSendDoc {
  _id: string;
  userId: mongoose.Types.ObjectId;
  day: string;
  state: 'sending' | 'sent';
  at: Date;
  items: number;
}

const alertSendSchema = new Schema<AlertSendDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    day: { type: String, required: true },
    state: { type: String, enum: ['sending', 'sent'], required: true },
    at: { type: Date, required: true },
    items: { type: Number, default: 0 },
  },
  { versionKey: false },
);
alertSendSchema.index({ at: -1 });
alertSendSchema.index({ userId: 1 });

/** One timed pass of the runner, claimed by the instance that inserts its slot first (`pass:<n>`). */
export interface AlertPassDoc {
  _id: string;
  owner: string;
  expiresAt: Date;
}

const alertPassSchema = new Schema<AlertPassDoc>(
  { _id: { type: String }, owner: { type: String, required: true }, expiresAt: { type: Date, required: true } },
  { versionKey: false },
);

const model = <T>(name: string, schema: Schema<T>): Model<T> =>
  (mongoose.models[name] as Model<T> | undefined) ?? mongoose.model<T>(name, schema);

export const AlertEvent = model<AlertEventDoc>('AlertEvent', alertEventSchema);
export const AlertItem = model<AlertItemDoc>('AlertItem', alertItemSchema);
export const AlertSend = model<AlertSendDoc>('AlertSend', alertSendSchema);
export const AlertPass = model<AlertPassDoc>('AlertPass', alertPassSchema);
