import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

import { LEAD_KINDS, LEAD_STATUSES } from '../lib/domain/leads';
import { OPERATIONS, PROPERTY_TYPES } from '../lib/domain/property';

export const LEAD_EVENT_TYPES = ['created', 'status', 'assignment', 'note', 'visit', 'converted'] as const;

/**
 * One entry of a lead's timeline: who did what and when. `from`/`to` hold the old and new
 * status or assignee (an id, with the names as they were then in `fromName`/`toName`).
 */
const eventSchema = new Schema(
  {
    type: { type: String, enum: LEAD_EVENT_TYPES, required: true },
    at: { type: Date, required: true },
    actorId: { type: Schema.Types.ObjectId, ref: 'User' },
    actorName: { type: String, default: '' },
    text: { type: String, maxlength: 2000 },
    from: { type: String },
    to: { type: String },
    fromName: { type: String },
    toName: { type: String },
  },
  { _id: false },
);

const estimateSchema = new Schema(
  { low: Number, mid: Number, high: Number, comparables: Number, scope: { type: String, enum: ['locality', 'city'] } },
  { _id: false },
);
const ownerSchema = new Schema(
  {
    operation: { type: String, enum: OPERATIONS },
    type: { type: String, enum: PROPERTY_TYPES },
    city: String,
    locality: { type: String, default: null },
    area: Number,
    bedrooms: { type: Number, default: null },
    bathrooms: { type: Number, default: null },
    parking: { type: Number, default: null },
    estrato: { type: Number, default: null },
    estimate: { type: estimateSchema, default: null },
  },
  { _id: false },
);

/**
 * A contact message, property inquiry, plan request or visit (docs/team-and-leads.md#leads), normalised into
 * name/email/phone/message, with its Ley 1581 consent and the time it was given, its place in
 * the pipeline, its assignee and its timeline.
 */
const leadSchema = new Schema(
  {
    kind: { type: String, enum: LEAD_KINDS, required: true },
    name: { type: String, required: true, trim: true, maxlength: 160 },
    email: { type: String, required: true, lowercase: true, trim: true },
    phone: { type: String, default: '' },
    subject: { type: String, default: '' },
    message: { type: String, default: '', maxlength: 5000 },
    propertyId: { type: Schema.Types.ObjectId, ref: 'Property' },
    planId: { type: String },
    city: { type: String },
    address: { type: String },
    /** An owner's property and the estimate they were shown (kind 'owner', /vender). */
    owner: { type: ownerSchema, default: undefined },
    consent: {
      accepted: { type: Boolean, required: true },
      at: { type: Date, required: true },
    },
    acceptMarketing: { type: Boolean, default: false },
    status: { type: String, enum: LEAD_STATUSES, default: 'nueva' },
    /** The staff member who follows it up; unset while no agent is active. */
    assigneeId: { type: Schema.Types.ObjectId, ref: 'User' },
    /** The first status change or note by staff: the dashboard's time to first contact. */
    firstContactAt: { type: Date },
    events: { type: [eventSchema], default: [] },
    /** Name, e-mail and phone digits, lowercase without accents: what the admin search matches. */
    searchText: { type: String, default: '', select: false },
    /**
     * What the lead became (POST /api/leads/{id}/convert): an owner (with a draft property) or a
     * demand. `state` is 'pending' while the conversion runs, so a second one is refused (409).
     */
    convertedTo: {
      type: new Schema(
        {
          into: { type: String, enum: ['owner', 'demand'], required: true },
          state: { type: String, enum: ['pending', 'done'], required: true },
          id: { type: String },
          propertyId: { type: String },
          at: { type: Date, required: true },
        },
        { _id: false },
      ),
      default: null,
    },
    /** A visit's slot (kind 'visit'). `agentKey` is whose time it holds (visit-slot.ts). */
    visit: {
      start: { type: Date },
      end: { type: Date },
      agentKey: { type: String },
      state: { type: String, enum: ['scheduled', 'cancelled'] },
      /** SHA-256 of the token in the visitor's cancel-or-move link. */
      tokenHash: { type: String },
      /** The calendar invitation's SEQUENCE: one more on every move or cancellation. */
      sequence: { type: Number },
    },
  },
  { timestamps: true },
);

leadSchema.index({ createdAt: -1 });
leadSchema.index({ kind: 1, createdAt: -1 });
leadSchema.index({ status: 1, createdAt: -1 });
leadSchema.index({ assigneeId: 1, createdAt: -1 });
leadSchema.index({ 'visit.tokenHash': 1 });
leadSchema.index({ 'visit.agentKey': 1, 'visit.start': 1 });

export type LeadDoc = InferSchemaType<typeof leadSchema>;
export const Lead: Model<LeadDoc> =
  (mongoose.models.Lead as Model<LeadDoc> | undefined) ?? mongoose.model<LeadDoc>('Lead', leadSchema);
