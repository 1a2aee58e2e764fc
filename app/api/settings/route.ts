import { z } from 'zod';

import { ok, readJson } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { savedSettings } from '@/lib/api/settings-routes';
import { actorOf } from '@/lib/auth/guard';
import { RATE_CODES, RATE_RULES } from '@/lib/domain/rentals/rates';
import { SETTINGS_MESSAGES } from '@/lib/domain/settings';
import { okEnvelope } from '@/lib/openapi/schemas';
import { readAdminSettings, readPublicSettings, updateSettings } from '@/lib/services/settings';
import { OFFICE_HOURS_RULES } from '@/lib/validation/office-hours';
import { parseSettingsUpdate, settingsUpdateBodySchema } from '@/lib/validation/settings';
import { adminSettingsSchema, publicSettingsSchema } from '@/lib/validation/settings-response';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/settings', 'Configuración', {
  GET: route(
    {
      auth: 'optional',
      summary:
        'Configuración: la parte pública (general, apariencia, IDs públicos de integraciones) o, para administradores, toda',
      cache: 'public',
      responses: {
        200: {
          description: 'Configuración',
          schema: okEnvelope(z.union([adminSettingsSchema, publicSettingsSchema])),
        },
      },
    },
    async ({ caller }) => ok(caller?.user.role === 'admin' ? await readAdminSettings() : await readPublicSettings()),
  ),
  PUT: route(
    {
      auth: 'admin',
      summary: 'Guardar una sola sección, p. ej. {"general": {...}}; los campos no enviados se conservan',
      body: settingsUpdateBodySchema,
      readsBody: true, // exactly one section, with messages per section (parseSettingsUpdate)
      rules: [...OFFICE_HOURS_RULES, ...RATE_RULES],
      responses: {
        200: savedSettings(SETTINGS_MESSAGES.saved),
        400: { description: 'Más de una sección o valores no válidos (nada se guarda)', codes: RATE_CODES },
      },
    },
    async ({ request, caller }) => {
      const update = parseSettingsUpdate(await readJson(request));
      return ok(await updateSettings(update, actorOf(caller)), SETTINGS_MESSAGES.saved);
    },
  ),
});
