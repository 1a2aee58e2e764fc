import { z } from 'zod';

import { ALERT_FREQUENCIES } from '../domain/alert-window';

// The shapes /api/me answers with, for the OpenAPI document.

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  frequency: z.enum(ALERT_FREQUENCIES),
  alertConsentAt: z.string().nullable().describe('Cuándo autorizó los correos de alerta (null: no se envía ninguno)'),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.string(),
  createdAt: z.string().nullable(),
});

export const favoritesResponseSchema = z.object({ ids: z.array(z.string()) });
