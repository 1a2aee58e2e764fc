import mongoose, { Schema, type Model } from 'mongoose';

import { ALERT_REASONS, type AlertReason } from '../lib/domain/saved-searches';

// The cruce (lib/services/cruces, docs/cruce.md). As in models/alert.ts, every claim is an insert
// whose `_id` says what it claims, so concurrent runners on MongoDB and FerretDB agree.

/**
 * One new match of a listing with a client's demand. `_id` = `demandId:propertyId:reason`, so a
 * demand hears of a listing once per reason however many events or passes cross them.
 */
export interface CruceDoc {
  _id: string;
  demandId: mongoose.Types.ObjectId;
  /** The demand's agent when crossed: whose "Nuevos cruces" it is. */
  agentId: mongoose.Types.ObjectId;
  propertyId: mongoose.Types.ObjectId;
  reason: AlertReason;
  score: number;
  reasons: string[];
  at: Date;
  /** "Marcar como vistos"; null while new. */
  seenAt: Date | null;
  /** The agent's digest e-mail (CruceDigest `_id`) that carried it; null until then. */
  digestId: string | null;
}

const cruceSchema = new Schema<CruceDoc>(
  {
    _id: { type: String, required: true },
    demandId: { type: Schema.Types.ObjectId, required: true },
    agentId: { type: Schema.Types.ObjectId, required: true },
    propertyId: { type: Schema.Types.ObjectId, required: true },
    reason: { type: String, enum: ALERT_REASONS, required: true },
    score: { type: Number, default: 0 },
    reasons: { type: [String], default: [] },
    at: { type: Date, required: true },
    seenAt: { type: Date, default: null },
    digestId: { type: String, default: null },
  },
  { versionKey: false },
);
cruceSchema.index({ agentId: 1, seenAt: 1, at: -1 });
cruceSchema.index({ seenAt: 1, digestId: 1 });
// A demand's new cruces, when it is paused, closed, deleted or reassigned (lib/services/demands/cruce-sync.ts).
cruceSchema.index({ demandId: 1, seenAt: 1 });

/** One digest e-mail to one agent on one Bogotá day: `_id` = `agentId:AAAA-MM-DD`, inserted to claim it. */
export interface CruceDigestDoc {
  _id: string;
  agentId: mongoose.Types.ObjectId;
  day: string;
  state: 'sending' | 'sent';
  at: Date;
  items: number;
}

const cruceDigestSchema = new Schema<CruceDigestDoc>(
  {
    _id: { type: String, required: true },
    agentId: { type: Schema.Types.ObjectId, required: true },
    day: { type: String, required: true },
    state: { type: String, enum: ['sending', 'sent'], required: true },
    at: { type: Date, required: true },
    items: { type: Number, default: 0 },
  },
  { versionKey: false },
);
cruceDigestSchema.index({ at: -1 });

/**
 * Listings an agent chose for a client ("Enviar selección"): the page /seleccion/{token} shows
 * those still public until `expiresAt`; the link is e-mailed to the client in a legal window.
 */
export interface SelectionDoc {
  _id: mongoose.Types.ObjectId;
  demandId: mongoose.Types.ObjectId;
  agentId: mongoose.Types.ObjectId;
  propertyIds: mongoose.Types.ObjectId[];
  createdAt: Date;
  expiresAt: Date;
  /** The client's e-mail: pending until a runner claims it (SelectionSend), then sent or cancelled. */
  mail: { state: 'pending' | 'sent' | 'cancelled'; sentAt: Date | null };
}

const selectionSchema = new Schema<SelectionDoc>(
  {
    demandId: { type: Schema.Types.ObjectId, required: true },
    agentId: { type: Schema.Types.ObjectId, required: true },
    propertyIds: { type: [Schema.Types.ObjectId], required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    mail: {
      state: { type: String, enum: ['pending', 'sent', 'cancelled'], default: 'pending' },
      sentAt: { type: Date, default: null },
    },
  },
  { versionKey: false },
);
selectionSchema.index({ 'mail.state': 1, createdAt: 1 });
selectionSchema.index({ demandId: 1, createdAt: -1 });

/**
 * The selection e-mail of one client address on one Bogotá day: `_id` = `email:AAAA-MM-DD`
 * (Ley 2300 de 2023: at most one commercial message a day). Inserting it claims the send.
 */
export interface SelectionSendDoc {
  _id: string;
  selectionIds: string[];
  state: 'sending' | 'sent';
  at: Date;
}

const selectionSendSchema = new Schema<SelectionSendDoc>(
  {
    _id: { type: String, required: true },
    selectionIds: { type: [String], default: [] },
    state: { type: String, enum: ['sending', 'sent'], required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

const model = <T>(name: string, schema: Schema<T>): Model<T> =>
  (mongoose.models[name] as Model<T> | undefined) ?? mongoose.model<T>(name, schema);

export const Cruce = model<CruceDoc>('Cruce', cruceSchema);
export const CruceDigest = model<CruceDigestDoc>('CruceDigest', cruceDigestSchema);
export const Selection = model<SelectionDoc>('Selection', selectionSchema);
export const SelectionSend = model<SelectionSendDoc>('SelectionSend', selectionSendSchema);
