import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

import { DEMAND_STATUSES } from '../lib/domain/demands';
import { OPERATIONS, PROPERTY_TYPES } from '../lib/domain/property';

/**
 * A client's demand (demanda): what a buyer or tenant is looking for, crossed with the listings
 * (lib/domain/demand-match.ts). The client's data are personal data under Ley 1581: staff only.
 * docs/demands.md.
 */
const demandSchema = new Schema(
  {
    client: {
      name: { type: String, required: true, trim: true, maxlength: 160 },
      phone: { type: String, required: true, trim: true },
      email: { type: String, default: '', lowercase: true, trim: true },
    },
    /** The Ley 1581 authorisation: given, when, and where (the panel or a converted lead). */
    clientConsent: {
      accepted: { type: Boolean, required: true },
      at: { type: Date, required: true },
      source: { type: String, default: 'admin' },
    },
    operation: { type: String, enum: OPERATIONS, required: true },
    types: { type: [{ type: String, enum: PROPERTY_TYPES }], default: [] },
    /** A city code or name, like the list's `city`. */
    city: { type: String, default: '' },
    /** Locality codes or names (barrios too), like the list's `neighborhood`: any one matches. */
    localities: { type: [String], default: [] },
    minPrice: { type: Number, default: null },
    maxPrice: { type: Number, default: null },
    minBedrooms: { type: Number, default: null },
    minBathrooms: { type: Number, default: null },
    minParking: { type: Number, default: null },
    minArea: { type: Number, default: null },
    estratoMin: { type: Number, default: null },
    estratoMax: { type: Number, default: null },
    petsAllowed: { type: Boolean, default: null },
    status: { type: String, enum: DEMAND_STATUSES, default: 'activa' },
    notes: { type: String, default: '', maxlength: 5000 },
    /** The agent who works this client (an agent sees only their own demands). */
    agentId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** The lead it was converted from (POST /api/leads/{id}/convert). */
    leadId: { type: Schema.Types.ObjectId, ref: 'Lead', default: null },
    /** Client name, e-mail and phone digits, lowercase without accents: what the admin search matches. */
    searchText: { type: String, default: '', select: false },
  },
  { timestamps: true },
);

demandSchema.index({ agentId: 1, createdAt: -1 });
demandSchema.index({ status: 1, operation: 1 });
demandSchema.index({ createdAt: -1 });

export type DemandDoc = InferSchemaType<typeof demandSchema>;
export const Demand: Model<DemandDoc> =
  (mongoose.models.Demand as Model<DemandDoc> | undefined) ?? mongoose.model<DemandDoc>('Demand', demandSchema);
