import { z } from 'zod';

import {
  appearanceSchema,
  financingSchema,
  generalSchema,
  integrationsSchema,
  notificationsSchema,
  rentalsSchema,
  securitySchema,
} from './settings';

// What GET /api/settings answers, as documented in /api/openapi.json.

export const publicSettingsSchema = z.object({
  general: generalSchema,
  appearance: appearanceSchema,
  integrations: integrationsSchema.pick({
    googleAnalytics: true,
    facebookPixel: true,
    mapsProvider: true,
    cloudinary: true,
  }),
});

export const adminSettingsSchema = z.object({
  general: generalSchema,
  security: securitySchema,
  notifications: notificationsSchema,
  appearance: appearanceSchema,
  integrations: integrationsSchema.extend({
    cloudinary: z.object({
      configured: z.boolean().describe('CLOUDINARY_URL definido'),
      cloudName: z.string(),
      apiKey: z.string(),
    }),
  }),
  financing: financingSchema,
  rentals: rentalsSchema,
});
