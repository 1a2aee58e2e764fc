import mongoose, { Schema, type Model } from 'mongoose';

import type { SiteSettings } from '../lib/domain/settings';

/**
 * The single settings document (key "site"). Sections are stored as plain objects and
 * validated by the settings service's zod schemas; defaults fill anything missing on read.
 */
export type SettingsDoc = { key: string } & { [K in keyof SiteSettings]: Partial<SiteSettings[K]> };

const settingsSchema = new Schema(
  {
    key: { type: String, required: true, unique: true, default: 'site' },
    general: { type: Schema.Types.Mixed, default: {} },
    security: { type: Schema.Types.Mixed, default: {} },
    notifications: { type: Schema.Types.Mixed, default: {} },
    appearance: { type: Schema.Types.Mixed, default: {} },
    integrations: { type: Schema.Types.Mixed, default: {} },
    financing: { type: Schema.Types.Mixed, default: {} },
    rentals: { type: Schema.Types.Mixed, default: {} },
  },
  { timestamps: true, minimize: false },
);

export const Settings: Model<SettingsDoc> =
  (mongoose.models.Settings as Model<SettingsDoc> | undefined) ??
  mongoose.model<SettingsDoc>('Settings', settingsSchema);
