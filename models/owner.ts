import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

import { CONSENT_SOURCES, DOCUMENT_TYPES } from '../lib/domain/owners';

/**
 * An owner (propietario) who hands the agency a property under a mandate (models/mandate.ts).
 * Personal data under Ley 1581: staff only, never in a public shape, exported on request
 * (GET /api/owners/{id}/export). docs/owners.md.
 */
const ownerSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 160 },
    documentType: { type: String, enum: DOCUMENT_TYPES, required: true },
    /** As stored: a NIT as "900123456-7" (check digit verified), other documents as typed, trimmed. */
    documentNumber: { type: String, required: true, trim: true, maxlength: 20 },
    phone: { type: String, required: true, trim: true },
    email: { type: String, default: '', lowercase: true, trim: true },
    whatsapp: { type: String, default: '' },
    address: { type: String, default: '' },
    notes: { type: String, default: '', maxlength: 5000 },
    /** The agent who works this owner (an agent sees only their own owners). */
    agentId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** The Ley 1581 authorisation: given, when, and where (the panel, a converted lead, an import). */
    consent: {
      accepted: { type: Boolean, required: true },
      at: { type: Date, required: true },
      source: { type: String, enum: CONSENT_SOURCES, required: true },
    },
    /**
     * Withholdings the agency applies to the owner's settlement (a label and a percentage of the
     * canon collected; none by default): the product computes them, the owner's accountant decides them.
     */
    withholdings: {
      type: [
        new Schema(
          { label: { type: String, required: true, trim: true }, percent: { type: Number, required: true } },
          { _id: false },
        ),
      ],
      default: [],
    },
    /** Name, document, e-mail and phone digits, lowercase without accents: what the admin search matches. */
    searchText: { type: String, default: '', select: false },
  },
  { timestamps: true },
);

ownerSchema.index({ documentType: 1, documentNumber: 1 }, { unique: true });
ownerSchema.index({ agentId: 1, createdAt: -1 });
ownerSchema.index({ createdAt: -1 });

export type OwnerDoc = InferSchemaType<typeof ownerSchema>;
export const Owner: Model<OwnerDoc> =
  (mongoose.models.Owner as Model<OwnerDoc> | undefined) ?? mongoose.model<OwnerDoc>('Owner', ownerSchema);
