import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

/**
 * A link given to a property's owner, /propietario/{token} (docs/owner-report.md). The token is
 * this `_id` signed with the app's secret (lib/services/reports/links.ts); the record is what lets
 * staff revoke it. At most one live (unrevoked) link per property.
 */
const ownerReportLinkSchema = new Schema(
  {
    /** Random, base64url: the first half of the token. */
    _id: { type: String, required: true },
    propertyId: { type: Schema.Types.ObjectId, ref: 'Property', required: true },
    /** The staff member who made it; null when the monthly e-mail did. */
    createdBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    createdAt: { type: Date, required: true },
    revokedAt: { type: Date, default: null },
  },
  { versionKey: false },
);

ownerReportLinkSchema.index({ propertyId: 1, revokedAt: 1 });

export type OwnerReportLinkDoc = InferSchemaType<typeof ownerReportLinkSchema>;
export const OwnerReportLink: Model<OwnerReportLinkDoc> =
  (mongoose.models.OwnerReportLink as Model<OwnerReportLinkDoc> | undefined) ??
  mongoose.model<OwnerReportLinkDoc>('OwnerReportLink', ownerReportLinkSchema);

/**
 * The monthly report e-mail of one property and month, claimed by inserting its `_id`
 * (`{propertyId}:{AAAA-MM}`): of two instances running the same pass, one sends it.
 */
const ownerReportSendSchema = new Schema(
  { _id: { type: String, required: true }, at: { type: Date, required: true } },
  { versionKey: false },
);

export type OwnerReportSendDoc = InferSchemaType<typeof ownerReportSendSchema>;
export const OwnerReportSend: Model<OwnerReportSendDoc> =
  (mongoose.models.OwnerReportSend as Model<OwnerReportSendDoc> | undefined) ??
  mongoose.model<OwnerReportSendDoc>('OwnerReportSend', ownerReportSendSchema);
