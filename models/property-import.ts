import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

import { IMPORT_ACTIONS, IMPORT_STATUSES } from '../lib/domain/imports';

/**
 * One property import (docs/import-export.md): the dry run of POST /api/imports, kept until its
 * commit writes it. Each row holds its validated body (what the commit writes, never re-read from
 * the file) and the photos the zip gave it, already stored. `done`/`total` are the commit's
 * progress, which GET /api/imports/{id} returns while it runs.
 */
const rowSchema = new Schema(
  {
    row: { type: Number, required: true },
    action: { type: String, enum: IMPORT_ACTIONS, required: true },
    code: { type: String, default: '' },
    /** The row's errors ({column, message}); `errors` is a name Mongoose keeps for itself. */
    issues: { type: [{ column: String, message: String, _id: false }], default: [] },
    changes: { type: [String], default: [] },
    photos: { type: Number, default: 0 },
    /** The property body to write (the create body, or the update's changed fields). */
    body: { type: Schema.Types.Mixed, default: null },
    /** On an update: the property it updates. After the commit: the property written. */
    propertyId: { type: Schema.Types.ObjectId, default: null },
  },
  { _id: false },
);

const propertyImportSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** Set for an agent: the scope the rows were checked in and are written in. */
    agentId: { type: String, default: null },
    fileName: { type: String, default: '' },
    status: { type: String, enum: IMPORT_STATUSES, default: 'preview' },
    rows: { type: [rowSchema], default: [] },
    summary: { type: Schema.Types.Mixed, default: {} },
    /** Stored photo URLs by code, in order (already through the upload pipeline). */
    photos: { type: Schema.Types.Mixed, default: {} },
    done: { type: Number, default: 0 },
    total: { type: Number, default: 0 },
    result: { type: Schema.Types.Mixed, default: null },
    finishedAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);

export type PropertyImportDoc = InferSchemaType<typeof propertyImportSchema>;
export const PropertyImport: Model<PropertyImportDoc> =
  (mongoose.models.PropertyImport as Model<PropertyImportDoc> | undefined) ??
  mongoose.model<PropertyImportDoc>('PropertyImport', propertyImportSchema);

/**
 * A commit's claim and progress, apart from its import: the import holds every row and costs the
 * embedded database its whole size to write, so the progress saved while rows are written (and
 * read by GET /api/imports/{id}) lives in this small document. Inserting it (a unique `_id`, the
 * import's) is the claim: of two commits of one import, one inserts it.
 */
const importProgressSchema = new Schema(
  {
    _id: { type: String, required: true },
    done: { type: Number, default: 0 },
    total: { type: Number, default: 0 },
  },
  { versionKey: false },
);

export type ImportProgressDoc = InferSchemaType<typeof importProgressSchema>;
export const ImportProgress: Model<ImportProgressDoc> =
  (mongoose.models.ImportProgress as Model<ImportProgressDoc> | undefined) ??
  mongoose.model<ImportProgressDoc>('ImportProgress', importProgressSchema);
