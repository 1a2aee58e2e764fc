import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES } from '../lib/domain/activity';

/** One staff action: who, when, what, and the fields it changed (old and new values). */
const activitySchema = new Schema(
  {
    actorId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    actorName: { type: String, required: true },
    entity: { type: String, enum: ACTIVITY_ENTITIES, required: true },
    entityId: { type: String, required: true },
    /** A readable name of the record (a title, a city's name) as it was then. */
    label: { type: String, default: '' },
    action: { type: String, enum: ACTIVITY_ACTIONS, required: true },
    changes: {
      type: [{ field: String, from: Schema.Types.Mixed, to: Schema.Types.Mixed, _id: false }],
      default: [],
    },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

activitySchema.index({ at: -1 });
activitySchema.index({ entity: 1, entityId: 1, at: -1 });
activitySchema.index({ actorId: 1, at: -1 });

export type ActivityDoc = InferSchemaType<typeof activitySchema>;
export const Activity: Model<ActivityDoc> =
  (mongoose.models.Activity as Model<ActivityDoc> | undefined) ??
  mongoose.model<ActivityDoc>('Activity', activitySchema);
