import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

import { DOCUMENT_TYPES } from '../lib/domain/owners';
import { CONTACT_CHANNELS, GUARANTEE_TYPES } from '../lib/domain/rentals/types';

/**
 * A lease under administration (contrato de arrendamiento), docs/rentals.md. Its money lives in
 * its ledger (models/lease-ledger.ts); its status is computed from its dates (never stored).
 * Personal data of the tenant and co-signers under Ley 1581: staff only, never in a public shape.
 */
const person = {
  name: { type: String, required: true, trim: true, maxlength: 160 },
  documentType: { type: String, enum: DOCUMENT_TYPES, required: true },
  documentNumber: { type: String, required: true, trim: true, maxlength: 20 },
};

const leaseSchema = new Schema(
  {
    propertyId: { type: Schema.Types.ObjectId, ref: 'Property', required: true },
    /** The mandate's owner when the lease was signed: whose settlement its money goes to. */
    ownerId: { type: Schema.Types.ObjectId, ref: 'Owner', required: true },
    tenant: {
      type: new Schema(
        {
          ...person,
          phone: { type: String, required: true, trim: true },
          email: { type: String, default: '', lowercase: true, trim: true },
        },
        { _id: false },
      ),
      required: true,
    },
    /** The tenant's Ley 1581 authorisation: given and when. */
    tenantConsent: { accepted: { type: Boolean, required: true }, at: { type: Date, required: true } },
    /** The channels the tenant authorised for collection contacts (Ley 2300 de 2023, art. 3). */
    contactChannels: { type: [{ type: String, enum: CONTACT_CHANNELS }], default: ['email'] },
    guarantee: {
      type: { type: String, enum: GUARANTEE_TYPES, required: true },
      coSigners: {
        type: [
          new Schema(
            { ...person, phone: { type: String, default: '' }, email: { type: String, default: '' } },
            { _id: false },
          ),
        ],
        default: [],
      },
      insurer: {
        type: new Schema({ name: String, policyNumber: String }, { _id: false }),
        default: null,
      },
    },
    /** The canon's steps (RentStep): the first from startDate, one more per accepted increase. */
    rents: {
      type: [
        new Schema(
          { from: { type: String, required: true }, amount: { type: Number, required: true } },
          { _id: false },
        ),
      ],
      required: true,
    },
    adminFee: { type: Number, required: true, min: 0 },
    startDate: { type: String, required: true },
    termMonths: { type: Number, required: true, min: 1 },
    graceDays: { type: Number, required: true, min: 0 },
    commissionPercent: { type: Number, required: true, min: 0, max: 100 },
    commercialValue: { type: Number, default: null },
    /** Registering an existing lease: periods starting before this day were settled elsewhere. */
    paidThrough: { type: String, default: null },
    /** Every period starting before this day has its charge: what the timed job looks at (scheduling, not money). */
    nextPeriod: { type: String, required: true },
    terminatedAt: { type: String, default: null },
    terminationReason: { type: String, default: '' },
    /** Accepted increases (LeaseIncrease). */
    increases: { type: [Schema.Types.Mixed], default: [] },
    /** Reminders and notices sent (LeaseNotice). */
    notices: { type: [Schema.Types.Mixed], default: [] },
    /** Timed messages claimed once ("increase-due:2027-03-01", "ending:2027-02-28", "reminder:2026-W48"). */
    claims: { type: Schema.Types.Mixed, default: {} },
    /** The tenant's statement link (/inquilino/{token}): its random id while live. */
    tenantLink: {
      type: new Schema({ id: String, createdAt: Date, revokedAt: Date }, { _id: false }),
      default: null,
    },
    createdBy: { type: String, default: null },
    /** Tenant's name and document, property title and code, lowercase without accents: what the search matches. */
    searchText: { type: String, default: '' },
  },
  { timestamps: true, minimize: false },
);

leaseSchema.index({ propertyId: 1 });
leaseSchema.index({ ownerId: 1 });
leaseSchema.index({ nextPeriod: 1 });
leaseSchema.index({ 'tenantLink.id': 1 }, { sparse: true });

export type LeaseDoc = InferSchemaType<typeof leaseSchema>;
export const Lease: Model<LeaseDoc> =
  (mongoose.models.Lease as Model<LeaseDoc> | undefined) ?? mongoose.model<LeaseDoc>('Lease', leaseSchema);
